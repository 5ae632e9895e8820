import Dispatch
import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessHash
import HarnessImage
import HarnessNumbers
import HarnessPNG
import Synchronization

// reencode-goldens [--goldens DIR] [--write]: every golden of DIR/manifest.json decoded by libpng,
// encoded again with the goldens' level (PNGCompression.small), and the new bytes decoded by
// libpng and by the fast decoder: both must give the old RGBA bytes exactly. Prints the bytes
// before and after. With --write, and only when every golden's pixels are equal, replaces each
// changed file and the manifest's sha256 for it in one transaction under the folder's lock, as `record` does
// (the pixels' hash stays: the pixels did not change). Exit 0 done, 1 a pixel differs (nothing
// written), 2 bad input. Run by scripts/reencode-goldens; a second run finds nothing to write.

struct Outcome: Sendable {
    let key: String
    let before: Int
    let after: [UInt8]
    let changed: Bool
    let problem: String?
}

func fail(_ text: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("reencode-goldens: \(text)\n".utf8))
    exit(code)
}

var chosenFolder = "Goldens"
var write = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--goldens":
        guard let value = arguments.popFirst() else { fail("--goldens needs a folder") }
        chosenFolder = value
    case "--write": write = true
    default: fail("unknown argument \(argument); usage: reencode-goldens [--goldens DIR] [--write]")
    }
}
let folder = chosenFolder
let manifestPath = folder + "/manifest.json"
var manifest: GoldenManifest
do { manifest = try GoldenManifest.load(from: manifestPath, missing: .error) } catch { fail("\(error)") }
let keys = manifest.goldens.keys.sorted()
let known = manifest.goldens
let results = Mutex<[Int: Outcome]>([:])
let started = ContinuousClock.now
DispatchQueue.concurrentPerform(iterations: keys.count) { index in
    let key = keys[index]
    let path = folder + "/" + key
    let outcome: Outcome
    do {
        let bytes = try SafeRead.readRegularFile(path, limit: SafeRead.pngLimit)
        let old = try PNGCodec.decodeWithLibpng(bytes)
        let new = try PNGCodec.encode(old, compression: .small)
        var problem: String?
        if try PNGCodec.decodeWithLibpng(new).pixels != old.pixels { problem = "libpng decodes other pixels from the new bytes" }
        if try PNGCodec.decode(new).pixels != old.pixels { problem = "the fast decoder decodes other pixels from the new bytes" }
        if let pixels = known[key]?.pixels, pixels != old.pixelHash { problem = "the manifest's pixel hash is not the file's" }
        outcome = Outcome(key: key, before: bytes.count, after: new, changed: new != bytes, problem: problem)
    } catch {
        outcome = Outcome(key: key, before: 0, after: [], changed: false, problem: "\(error)")
    }
    results.withLock { $0[index] = outcome }
}
let outcomes = results.withLock { all in (0..<keys.count).compactMap { all[$0] } }
let before = outcomes.reduce(0) { $0 + $1.before }, after = outcomes.reduce(0) { $0 + $1.after.count }
let changed = outcomes.filter(\.changed)
let seconds = Double((ContinuousClock.now - started).components.attoseconds) / 1e18
    + Double((ContinuousClock.now - started).components.seconds)
print("reencode-goldens: \(outcomes.count) goldens, \(before) bytes now, \(after) bytes re-encoded "
    + "(\(NumberText.fixed(100 * Double(after) / Double(max(before, 1)), digits: 1)) %), \(changed.count) files would change; "
    + "every one decoded by libpng before and by libpng and the fast decoder after (\(NumberText.fixed(seconds, digits: 1)) s)")
let problems = outcomes.compactMap { o in o.problem.map { "\(o.key): \($0)" } }
if !problems.isEmpty {
    problems.forEach { print("  \($0)") }
    fail("\(problems.count) goldens failed the check; nothing written", code: 1)
}
print("pixels equal: every golden's RGBA bytes are the same before and after")
guard write else {
    if !changed.isEmpty { print("(nothing written: --write replaces the \(changed.count) files and updates \(manifestPath))") }
    exit(0)
}
// As `record` writes: the folder locked, every file and then the manifest staged in one
// transaction and committed together (a kill leaves a journal the next `record` rolls back).
do {
    let lock = try FolderLock(folder: folder, command: "reencode-goldens")
    let transaction = FileTransaction(root: folder)
    for outcome in changed {
        try transaction.stage(outcome.after, at: outcome.key)
        manifest.goldens[outcome.key]?.sha256 = SHA256.hex(of: outcome.after)
    }
    if !changed.isEmpty {
        try transaction.stage(try manifest.encoded(), at: "manifest.json", last: true)
        _ = try transaction.commit()
    }
    withExtendedLifetime(lock) {}
} catch {
    fail("\(error); nothing written")
}
print("wrote \(changed.count) goldens and \(changed.isEmpty ? "no manifest change" : manifestPath)")
