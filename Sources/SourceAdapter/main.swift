// caret-harness-adapt --config caret-harness-sources.json --output DIR
//
// Reads {"sources": ["../../App/Composer/ComposerView.swift", ...]} (paths relative to the
// config file's folder), adapts every source with SourceAdapter and writes DIR/<name>.swift
// (names from SourceAdapter.outputNames). A file is rewritten only when its text changes.
//
// Exit status: 0 done; 1 a source holds a construct that cannot be adapted (compiler-style
// message on stderr); 2 bad usage, bad or unreadable config, missing or unreadable source,
// unwritable output.
import Foundation

func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

/// Line and column (1-based) of a UTF-8 byte offset.
func lineColumn(_ data: Data, _ offset: Int) -> (Int, Int) {
    var line = 1, col = 1
    for (i, b) in data.enumerated() {
        if i >= offset { break }
        if b == UInt8(ascii: "\n") { line += 1; col = 1 } else { col += 1 }
    }
    return (line, col)
}

var configPath: String?
var outputPath: String?
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--config": configPath = args.popFirst()
    case "--output": outputPath = args.popFirst()
    case "-h", "--help":
        print("usage: caret-harness-adapt --config caret-harness-sources.json --output DIR")
        exit(0)
    default: fail("caret-harness-adapt: error: unknown argument '\(a)'\nusage: caret-harness-adapt --config FILE --output DIR")
    }
}
guard let configPath, let outputPath else {
    fail("caret-harness-adapt: error: --config FILE and --output DIR are both required")
}

let configURL = URL(fileURLWithPath: configPath).standardizedFileURL
let configData: Data
do {
    configData = try Data(contentsOf: configURL)
} catch {
    fail("\(configURL.path): error: cannot read the config file: \(error.localizedDescription)")
}

// Parse with JSONSerialization to get the position of a syntax error ("around character N").
let sources: [String]
do {
    let object = try JSONSerialization.jsonObject(with: configData)
    guard let dict = object as? [String: Any] else {
        fail("\(configURL.path):1:1: error: the config must be a JSON object {\"sources\": [...]}")
    }
    guard let list = dict["sources"] as? [Any] else {
        fail("\(configURL.path):1:1: error: the config has no \"sources\" array of paths")
    }
    var paths: [String] = []
    for (i, item) in list.enumerated() {
        guard let s = item as? String, !s.isEmpty else {
            fail("\(configURL.path): error: \"sources\"[\(i)] is not a non-empty string path")
        }
        paths.append(s)
    }
    sources = paths
} catch {
    let text = "\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error.localizedDescription)"
    var position = ""
    if let r = text.range(of: #"character (\d+)"#, options: .regularExpression),
       let n = Int(text[r].split(separator: " ").last ?? "") {
        let (l, c) = lineColumn(configData, n)
        position = "\(l):\(c):"
    }
    fail("\(configURL.path):\(position) error: the config is not valid JSON: \(text)")
}

let base = configURL.deletingLastPathComponent()
let inputs = sources.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
var texts: [String] = []
for (src, url) in zip(sources, inputs) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
        let why = FileManager.default.fileExists(atPath: url.path) ? "it cannot be read" : "no such file"
        fail("\(configURL.path): error: source '\(src)' (\(url.path)) listed in the config: \(why)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
        fail("\(url.path): error: source listed in \(configURL.path) is not UTF-8 text")
    }
    texts.append(text)
}

// Optional protocol requirements declared in any listed file: their `?` call sites are
// rewritten in every file.
var optionalNames: Set<String> = []
for (text, url) in zip(texts, inputs) {
    optionalNames.formUnion(SourceAdapter.optionalRequirementNames(source: text, path: url.path))
}

let outDir = URL(fileURLWithPath: outputPath).standardizedFileURL
do {
    try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
} catch {
    fail("\(outDir.path): error: cannot create the output folder: \(error.localizedDescription)")
}

var refused = false
for ((text, url), name) in zip(zip(texts, inputs), SourceAdapter.outputNames(for: sources)) {
    let adapted: String
    do {
        adapted = try SourceAdapter.adapt(source: text, path: url.path, optionalRequirements: optionalNames)
    } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        refused = true
        continue
    }
    let out = outDir.appendingPathComponent(name + ".swift")
    if let old = FileManager.default.contents(atPath: out.path), old == Data(adapted.utf8) { continue }
    do {
        try Data(adapted.utf8).write(to: out, options: .atomic)
    } catch {
        fail("\(out.path): error: cannot write the adapted source: \(error.localizedDescription)")
    }
}
exit(refused ? 1 : 0)
