/// The source adapter's entry points. See README.md for the design and the contract the UIKit
/// module must meet.
package enum SourceAdapter {
    /// The protocol the emitted dispatch extensions conform to (provided by the UIKit module).
    package static let dispatchProtocol = "SelectorPerforming"

    /// Adapts one file: drops Objective-C-only attributes and modifiers, turns `#selector(...)`
    /// into `Selector("...")`, and appends, on the file's last line, the dispatch extensions
    /// and protocol default implementations the rewrite needs. The result has exactly as many
    /// lines as the input and every construct stays on its line.
    package static func adapt(source: String, path: String) throws(SourceAdaptError) -> String {
        try adapt(source: source, path: path, optionalRequirements: [])
    }

    /// As `adapt(source:path:)`, also treating `optionalRequirements` (names of `optional`
    /// requirements of `@objc` protocols declared in other files of the same build) as names
    /// whose optional-call sites `x.name?(...)` lose their `?`.
    package static func adapt(source: String, path: String, optionalRequirements: Set<String>) throws(SourceAdaptError) -> String {
        var rewriter = Rewriter(source: Tokenizer.tokenize(source), path: path, externalOptionalNames: optionalRequirements)
        return try rewriter.run()
    }

    /// Names of the `optional func` requirements declared in `@objc` protocols of this file.
    package static func optionalRequirementNames(source: String, path: String) -> Set<String> {
        var rewriter = Rewriter(source: Tokenizer.tokenize(source), path: path, externalOptionalNames: [])
        rewriter.scan()
        return Set(rewriter.methods.filter(\.isOptionalRequirement).map(\.name))
    }

    /// The output base names (without ".swift") for a list of source paths: the file's name
    /// without extension; when several sources share it, the parent folder's name and "_" are
    /// put in front; when that still collides, "_2", "_3" ... are appended in list order.
    /// (The build plugin repeats this rule: plugins cannot link this library.)
    package static func outputNames(for sources: [String]) -> [String] {
        func split(_ path: String) -> (parent: String, stem: String) {
            let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            let file = parts.last ?? path
            let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
            let parent = parts.count >= 2 ? parts[parts.count - 2] : ""
            return (parent, stem)
        }
        let pieces = sources.map(split)
        var stemCount: [String: Int] = [:]
        for p in pieces { stemCount[p.stem, default: 0] += 1 }
        var used: Set<String> = []
        var result: [String] = []
        for p in pieces {
            var name = stemCount[p.stem]! > 1 && !p.parent.isEmpty && p.parent != ".." && p.parent != "."
                ? p.parent + "_" + p.stem : p.stem
            if used.contains(name) {
                var n = 2
                while used.contains(name + "_\(n)") { n += 1 }
                name += "_\(n)"
            }
            used.insert(name)
            result.append(name)
        }
        return result
    }
}

/// A construct the adapter will not rewrite, with where it is.
package struct SourceAdaptError: Error, Equatable, CustomStringConvertible, Sendable {
    package var path: String
    package var line: Int
    package var column: Int
    package var construct: String
    package var reason: String

    package init(path: String, line: Int, column: Int, construct: String, reason: String) {
        self.path = path; self.line = line; self.column = column; self.construct = construct; self.reason = reason
    }

    /// `path:line:column: error: <construct> cannot be adapted on Linux: <reason>`
    package var description: String {
        "\(path):\(line):\(column): error: \(construct) cannot be adapted on Linux: \(reason)"
    }
}
