import Foundation

/// The rewriter: one pass over the significant tokens collects declarations, attributes to drop
/// and `#selector` uses; then edits are computed and applied to the original bytes.

/// Attributes that only mean something to the Objective-C runtime or Interface Builder.
private let droppedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBDesignable", "IBInspectable",
    "IBSegueAction", "GKInspectable",
]

/// Declaration modifiers (besides `class`, `dynamic` and `optional`, handled on their own).
private let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "override",
    "static", "lazy", "weak", "unowned", "required", "convenience", "mutating", "nonmutating",
    "nonisolated", "indirect", "prefix", "postfix", "infix", "distributed", "isolated",
]

/// Words that start a declaration.
private let declarationWords: Set<String> = [
    "func", "var", "let", "init", "deinit", "subscript", "class", "struct", "enum", "protocol",
    "extension", "actor", "typealias", "associatedtype", "case", "import", "operator", "macro",
]

struct ParamInfo {
    var label: String        // "_" when unlabelled
    var type: String         // type text, whitespace collapsed, attributes and `inout` removed
    var variadic: Bool
}

struct MethodInfo {
    var typeIndex: Int?      // enclosing type declaration, when directly in its body
    var name: String
    var params: [ParamInfo]?
    var isStatic = false
    var isThrows = false
    var isAsync = false
    var isGeneric = false
    var explicitObjC = false   // @objc or @IBAction
    var nonObjC = false
    var rename: String?
    var isOptionalRequirement = false
    var returnType: String?
    var signature = ""         // the declaration's text from `func` on, on one line, no comments
    var tokenIndex = 0

    var swiftLabels: [String] { (params ?? []).map { stripTicks($0.label) } }

    var selector: String {
        rename ?? SelectorNames.method(base: stripTicks(name), labels: swiftLabels)
    }
}

struct TypeInfo {
    var kind: String           // class, struct, enum, protocol, extension, actor
    var key: String            // dotted path: "Outer.Inner"
    var superclass: String?
    var objcMembers = false    // @objcMembers class or @objc extension
    var objc = false
    var access: String?
    var nameTokenEnd = 0       // byte offset after the name
    var inheritanceColonEnd: Int?
    var classBound = false     // inheritance clause already says AnyObject or class
}

struct SelectorUse {
    var poundToken: Int        // token index of #selector
    var closeToken: Int        // token index of the closing ")"
    var inner: [Int]           // token indices of the significant tokens inside
}

struct Edit {
    var start: Int
    var end: Int
    var text: String
    var deletion: Bool
}

func stripTicks(_ s: String) -> String {
    s.hasPrefix("`") && s.hasSuffix("`") && s.count >= 2 ? String(s.dropFirst().dropLast()) : s
}

struct Rewriter {
    let src: TokenizedSource
    let path: String
    let externalOptionalNames: Set<String>

    /// Token indices of the significant (non-trivia) tokens, in order.
    let sig: [Int]
    /// For each token index, its position in `sig` (or the next significant one).
    let sigPos: [Int]

    var methods: [MethodInfo] = []
    var types: [TypeInfo] = []
    var propertyRenames: [String: String] = [:]
    var selectorUses: [SelectorUse] = []
    var edits: [Edit] = []
    var errors: [(offset: Int, error: SourceAdaptError)] = []
    var optionalRemovals: [Int] = []           // token indices of `optional` modifiers to drop

    init(source: TokenizedSource, path: String, externalOptionalNames: Set<String>) {
        self.src = source
        self.path = path
        self.externalOptionalNames = externalOptionalNames
        var sig: [Int] = []
        var sigPos: [Int] = []
        for (i, t) in source.tokens.enumerated() {
            sigPos.append(sig.count)
            if !t.isTrivia { sig.append(i) }
        }
        self.sig = sig
        self.sigPos = sigPos
    }

    // MARK: token helpers

    func tok(_ k: Int) -> Token { src.tokens[sig[k]] }
    func txt(_ k: Int) -> String { k < sig.count ? src.text(src.tokens[sig[k]]) : "" }
    func isPunct(_ k: Int, _ s: String) -> Bool { k < sig.count && tok(k).kind == .punct && txt(k) == s }

    /// For an opening bracket at significant position k, the position of its match.
    func matching(_ k: Int) -> Int? {
        let open = txt(k)
        let close = open == "(" ? ")" : open == "[" ? "]" : open == "{" ? "}" : open == "<" ? ">" : ""
        var depth = 0
        var j = k
        while j < sig.count {
            let t = tok(j)
            if t.kind == .punct {
                let s = txt(j)
                if s == open { depth += 1 }
                else if s == close {
                    // "->" is not a closing angle bracket.
                    if !(close == ">" && j > 0 && txt(j - 1) == "-" && tok(j - 1).end == t.start) {
                        depth -= 1
                        if depth == 0 { return j }
                    }
                }
            }
            j += 1
        }
        return nil
    }

    mutating func refuse(_ k: Int, _ construct: String, _ reason: String) {
        let t = k < sig.count ? tok(k) : src.tokens.last!
        errors.append((t.start, SourceAdaptError(path: path, line: t.line, column: t.column, construct: construct, reason: reason)))
    }

    /// Deletes bytes [start, end) and the blanks that follow on the same line.
    mutating func delete(from start: Int, to end: Int) {
        var e = end
        while e < src.bytes.count, src.bytes[e] == UInt8(ascii: " ") || src.bytes[e] == UInt8(ascii: "\t") { e += 1 }
        edits.append(Edit(start: start, end: e, text: "", deletion: true))
    }

    /// Source text of significant tokens a...b with every run of trivia turned into one space
    /// (comments and newlines dropped).
    func flatText(_ a: Int, _ b: Int) -> String {
        guard a <= b else { return "" }
        var out = ""
        for k in a...b {
            if k > a && tok(k).start > tok(k - 1).end { out += " " }
            out += txt(k)
        }
        return out
    }

    // MARK: scan

    struct Pending {
        var attrs: [(name: String, args: String?)] = []
        var modifiers: Set<String> = []
        var optionalToken: Int?
        var firstModifier: Int?
    }

    mutating func scan() {
        enum Scope { case type(Int), other }
        var scopes: [Scope] = []
        var pendingType: Int?
        var pending = Pending()
        var k = 0

        func currentType() -> Int? {
            if case .type(let i)? = scopes.last { return i }
            return nil
        }

        while k < sig.count {
            let t = tok(k)
            let s = txt(k)
            switch t.kind {
            case .attribute:
                let name = String(s.dropFirst())
                var args: String?
                var last = k
                if k + 1 < sig.count, isPunct(k + 1, "("), tok(k + 1).start == t.end, let close = matching(k + 1) {
                    args = flatText(k + 2, close - 1).replacingOccurrences(of: " ", with: "")
                    last = close
                }
                if name == "NSManaged" {
                    refuse(k, "@NSManaged", "Core Data managed properties need the Objective-C runtime")
                } else if name == "convention", args == "block" {
                    refuse(k, "@convention(block)", "Objective-C block types do not exist without Objective-C interoperability")
                } else if name == "implementation" || name == "_objcImplementation" || name == "objcImplementation" {
                    refuse(k, s, "implementing an Objective-C class interface needs the Objective-C runtime")
                }
                if droppedAttributes.contains(name) {
                    // Keep any newlines inside the arguments: delete line by line.
                    deleteKeepingNewlines(from: t.start, to: tok(last).end)
                }
                pending.attrs.append((name, args))
                k = last + 1
                continue
            case .pound:
                if s == "#keyPath" {
                    refuse(k, "#keyPath", "key paths as Objective-C strings need Key-Value Coding; use a Swift key path (\\Type.property)")
                } else if s == "#selector" {
                    if isPunct(k + 1, "("), let close = matching(k + 1) {
                        selectorUses.append(SelectorUse(poundToken: sig[k], closeToken: sig[close], inner: Array(sig[(k + 2)..<close])))
                        k = close + 1
                        pending = Pending()
                        continue
                    }
                    refuse(k, "#selector", "expected a parenthesised method reference")
                }
                if s != "#if" && s != "#else" && s != "#elseif" && s != "#endif" { pending = Pending() }
                k += 1
                continue
            case .identifier:
                if s == "dynamic" && isDynamicModifier(k) {
                    delete(from: t.start, to: t.end)
                    pending.modifiers.insert("dynamic")
                    k += 1
                    continue
                }
                if s == "optional", let ti = currentType(), types[ti].kind == "protocol", startsDeclaration(k + 1) {
                    pending.modifiers.insert("optional")
                    pending.optionalToken = k
                    k += 1
                    continue
                }
                if modifierWords.contains(s) || (s == "class" && isClassModifier(k)) {
                    pending.modifiers.insert(s)
                    if pending.firstModifier == nil { pending.firstModifier = k }
                    if isPunct(k + 1, "("), tok(k + 1).start == t.end, let close = matching(k + 1) {
                        k = close + 1   // private(set), unowned(unsafe) ...
                    } else {
                        k += 1
                    }
                    continue
                }
                if ["class", "struct", "enum", "protocol", "extension", "actor"].contains(s),
                   k + 1 < sig.count, tok(k + 1).kind == .identifier, !declarationWords.contains(txt(k + 1)) {
                    let (info, next) = parseTypeDecl(k, pending: pending, parent: currentType())
                    types.append(info)
                    pendingType = types.count - 1
                    pending = Pending()
                    k = next
                    continue
                }
                if s == "func" {
                    let next = parseFunc(k, pending: pending, typeIndex: currentType())
                    pending = Pending()
                    k = next
                    continue
                }
                if s == "var" || s == "let" || s == "subscript" || s == "init" {
                    if pending.modifiers.contains("optional"), let ot = pending.optionalToken {
                        refuse(ot, "optional \(s) requirement",
                               "only `optional func` requirements returning Void or an Optional are adapted (into a requirement with a default implementation)")
                    }
                    if s == "var" || s == "let", k + 1 < sig.count, tok(k + 1).kind == .identifier,
                       let objc = pending.attrs.first(where: { $0.name == "objc" }), let rename = objc.args, !rename.isEmpty {
                        propertyRenames[stripTicks(txt(k + 1))] = rename
                    }
                    pending = Pending()
                    k += 1
                    continue
                }
                pending = Pending()
                k += 1
            case .punct:
                if s == "{" {
                    if let p = pendingType { scopes.append(.type(p)); pendingType = nil } else { scopes.append(.other) }
                } else if s == "}" {
                    if !scopes.isEmpty { scopes.removeLast() }
                }
                pending = Pending()
                k += 1
            default:
                pending = Pending()
                k += 1
            }
        }
    }

    mutating func deleteKeepingNewlines(from start: Int, to end: Int) {
        var a = start
        var i = start
        while i < end {
            if src.bytes[i] == UInt8(ascii: "\n") || src.bytes[i] == UInt8(ascii: "\r") {
                if i > a { edits.append(Edit(start: a, end: i, text: "", deletion: true)) }
                a = i + 1
            }
            i += 1
        }
        if a == start { delete(from: start, to: end) } else if end > a { delete(from: a, to: end) }
    }

    /// `dynamic` as a declaration modifier: followed by a declaration word, another modifier or
    /// an attribute; not after `.`, `var`, `let`, `func`, `case` or `,` (where it is a name).
    func isDynamicModifier(_ k: Int) -> Bool {
        if k > 0 {
            let p = txt(k - 1)
            if [".", "var", "let", "func", "case", ","].contains(p) { return false }
        }
        return startsDeclaration(k + 1)
    }

    func startsDeclaration(_ k: Int) -> Bool {
        guard k < sig.count else { return false }
        if tok(k).kind == .attribute { return true }
        guard tok(k).kind == .identifier else { return false }
        let s = txt(k)
        return declarationWords.contains(s) || modifierWords.contains(s) || s == "dynamic" || s == "optional"
    }

    func isClassModifier(_ k: Int) -> Bool {
        guard k + 1 < sig.count else { return false }
        let n = txt(k + 1)
        return tok(k + 1).kind == .attribute || ["func", "var", "let", "subscript"].contains(n)
            || modifierWords.contains(n) || n == "dynamic"
    }

    func parseTypeDecl(_ k: Int, pending: Pending, parent: Int?) -> (TypeInfo, Int) {
        let kind = txt(k)
        var j = k + 1
        var name = txt(j)
        var nameEnd = tok(j).end
        j += 1
        while kind == "extension", isPunct(j, "."), j + 1 < sig.count, tok(j + 1).kind == .identifier {
            name += "." + txt(j + 1)
            nameEnd = tok(j + 1).end
            j += 2
        }
        if isPunct(j, "<"), let close = matching(j) { j = close + 1 }
        var info = TypeInfo(kind: kind, key: name)
        if kind != "extension", let p = parent { info.key = types[p].key + "." + name }
        info.nameTokenEnd = nameEnd
        info.access = ["open", "public", "package", "internal", "fileprivate", "private"].first { pending.modifiers.contains($0) }
        info.objc = pending.attrs.contains { $0.name == "objc" }
        info.objcMembers = pending.attrs.contains { $0.name == "objcMembers" } || (kind == "extension" && info.objc)
        if isPunct(j, ":") {
            info.inheritanceColonEnd = tok(j).end
            j += 1
            var first = true
            while j < sig.count, !isPunct(j, "{"), txt(j) != "where" {
                if first, tok(j).kind == .identifier {
                    var sup = txt(j)
                    while isPunct(j + 1, "."), j + 2 < sig.count { sup += "." + txt(j + 2); j += 2 }
                    if kind == "class" { info.superclass = sup }
                    first = false
                }
                if txt(j) == "AnyObject" || txt(j) == "class" { info.classBound = true }
                j += 1
            }
        }
        return (info, j)
    }

    mutating func parseFunc(_ k: Int, pending: Pending, typeIndex: Int?) -> Int {
        var m = MethodInfo(typeIndex: typeIndex, name: txt(k + 1))
        m.tokenIndex = k
        m.isStatic = pending.modifiers.contains("static") || pending.modifiers.contains("class")
        m.nonObjC = pending.attrs.contains { $0.name == "nonobjc" }
        m.explicitObjC = !m.nonObjC && pending.attrs.contains { $0.name == "objc" || $0.name == "IBAction" }
        if let objc = pending.attrs.first(where: { $0.name == "objc" }), let r = objc.args, !r.isEmpty { m.rename = r }
        // The name may be an operator made of several punctuation tokens.
        var j = k + 1
        if j < sig.count, tok(j).kind == .punct {
            j += 1   // an operator's name: its punctuation up to the parameter list
            while j < sig.count, tok(j).kind == .punct, !isPunct(j, "("), !isPunct(j, "<") { j += 1 }
            m.name = flatText(k + 1, j - 1).replacingOccurrences(of: " ", with: "")
        } else {
            j += 1
        }
        if isPunct(j, "<"), let close = matching(j) { m.isGeneric = true; j = close + 1 }
        guard isPunct(j, "("), let close = matching(j) else { return j }
        m.params = parseParams(j + 1, close - 1)
        // Effects, return type and where clause, up to the body or the next declaration.
        var last = close
        var arrow: Int?
        var whereAt: Int?
        var depth = 0
        var e = close + 1
        while e < sig.count {
            let s = txt(e)
            if tok(e).kind == .punct {
                if depth == 0 && (s == "{" || s == "}" || s == ";") { break }
                if s == "(" || s == "[" { depth += 1 }
                if s == ")" || s == "]" { depth -= 1 }
                if depth < 0 { break }
            }
            if depth == 0 && tok(e).line > tok(last).line && startsDeclaration(e) { break }
            if depth == 0 && (tok(e).kind == .attribute || tok(e).kind == .pound) && tok(e).line > tok(last).line { break }
            if depth == 0 && s == "-" && isPunct(e + 1, ">") && arrow == nil { arrow = e + 2 }
            if depth == 0 && s == "where" { whereAt = e }
            if depth == 0 && arrow == nil && (s == "throws" || s == "rethrows") { m.isThrows = true }
            if depth == 0 && arrow == nil && s == "async" { m.isAsync = true }
            last = e
            e += 1
        }
        if let a = arrow, a <= last { m.returnType = flatText(a, (whereAt ?? last + 1) - 1) }
        m.signature = flatText(k, last)
        if pending.modifiers.contains("optional"), let ot = pending.optionalToken {
            m.isOptionalRequirement = true
            let rt = m.returnType.map { $0.trimmingCharacters(in: .whitespaces) } ?? "Void"
            let returnsOptional = rt.hasSuffix("?") || rt.hasPrefix("Optional<")
            if !(rt == "Void" || rt == "()" || returnsOptional) {
                refuse(ot, "optional func \(m.name) requirement",
                       "without Objective-C a requirement cannot be optional, and the adapter can only supply a default implementation for one returning Void or an Optional (this one returns \(rt))")
            }
            optionalRemovals.append(ot)
        }
        methods.append(m)
        return last + 1
    }

    func parseParams(_ a: Int, _ b: Int) -> [ParamInfo]? {
        guard a <= b else { return [] }
        var groups: [[Int]] = [[]]
        var depth = 0
        for k in a...b {
            let s = txt(k)
            if tok(k).kind == .punct {
                if s == "(" || s == "[" || s == "<" { depth += 1 }
                if s == ")" || s == "]" { depth -= 1 }
                if s == ">" && !(k > 0 && txt(k - 1) == "-") { depth -= 1 }
                if s == "," && depth == 0 { groups.append([]); continue }
            }
            groups[groups.count - 1].append(k)
        }
        var params: [ParamInfo] = []
        for g in groups {
            guard let colon = g.firstIndex(where: { isPunct($0, ":") }), colon >= 1 else { return nil }
            let label = txt(g[0])
            var typeToks = Array(g[(colon + 1)...])
            if let eq = typeToks.firstIndex(where: { isPunct($0, "=") }) { typeToks = Array(typeToks[..<eq]) }
            // Drop type attributes and ownership words.
            var i = 0
            while i < typeToks.count {
                let s = txt(typeToks[i])
                if tok(typeToks[i]).kind == .attribute {
                    if i + 1 < typeToks.count, isPunct(typeToks[i + 1], "("), tok(typeToks[i + 1]).start == tok(typeToks[i]).end,
                       let close = matching(typeToks[i + 1]),
                       let ci = typeToks.firstIndex(of: close) {
                        i = ci + 1
                    } else {
                        i += 1
                    }
                } else if ["inout", "borrowing", "consuming", "__owned", "__shared", "sending"].contains(s) {
                    i += 1
                } else {
                    break
                }
            }
            typeToks = Array(typeToks[i...])
            guard let f = typeToks.first, let l = typeToks.last else { return nil }
            var type = flatText(f, l)
            let variadic = type.hasSuffix("...")
            if variadic { type = String(type.dropLast(3)) }
            params.append(ParamInfo(label: label, type: type, variadic: variadic))
        }
        return params
    }

    // MARK: selectors

    /// The selector string for the significant tokens inside `#selector( ... )`.
    func selectorString(_ use: SelectorUse) -> Result<String, SourceAdaptError> {
        var inner = use.inner.map { sigPos[$0] }
        let first = src.tokens[use.poundToken]
        func fail(_ reason: String) -> Result<String, SourceAdaptError> {
            .failure(SourceAdaptError(path: path, line: first.line, column: first.column, construct: "#selector", reason: reason))
        }
        var mode = ""
        if inner.count >= 2, ["getter", "setter"].contains(txt(inner[0])), isPunct(inner[1], ":") {
            mode = txt(inner[0])
            inner.removeFirst(2)
        }
        var coercion: [Int] = []
        while true {
            if let asAt = inner.firstIndex(where: { txt($0) == "as" && depthBefore($0, in: inner) == 0 }) {
                if coercion.isEmpty { coercion = Array(inner[(asAt + 1)...]) }
                inner = Array(inner[..<asAt])
            } else if let f = inner.first, isPunct(f, "("), let close = matching(f), close == inner.last {
                inner = Array(inner.dropFirst().dropLast())
            } else {
                break
            }
        }
        guard !inner.isEmpty else { return fail("empty method reference") }
        var labels: [String]?
        var baseAt = inner.count - 1
        if isPunct(inner[inner.count - 1], ")") {
            guard let open = inner.firstIndex(where: { isPunct($0, "(") && matching($0) == inner.last }), open >= 1 else {
                return fail("unrecognised method reference '\(flatText(inner[0], inner[inner.count - 1]))'")
            }
            var ls: [String] = []
            var i = open + 1
            while i < inner.count - 1 {
                guard i + 1 < inner.count - 1, isPunct(inner[i + 1], ":"),
                      tok(inner[i]).kind == .identifier || txt(inner[i]) == "_" else {
                    return fail("unrecognised argument labels in '\(flatText(inner[0], inner[inner.count - 1]))'")
                }
                ls.append(stripTicks(txt(inner[i])))
                i += 2
            }
            labels = ls
            baseAt = open - 1
        }
        guard tok(inner[baseAt]).kind == .identifier else {
            return fail("unrecognised method reference '\(flatText(inner[0], inner[inner.count - 1]))'")
        }
        // What precedes the name must be a qualifier: names, generic arguments and dots.
        if baseAt > 0 {
            guard isPunct(inner[baseAt - 1], ".") else {
                return fail("unrecognised method reference '\(flatText(inner[0], inner[inner.count - 1]))'")
            }
            for k in inner[..<baseAt] where !(tok(k).kind == .identifier || [".", "<", ">", ",", "?", "!"].contains(txt(k))) {
                return fail("unrecognised method reference '\(flatText(inner[0], inner[inner.count - 1]))'")
            }
        }
        let base = stripTicks(txt(inner[baseAt]))
        switch mode {
        case "getter":
            return .success(propertyRenames[base] ?? SelectorNames.getter(base))
        case "setter":
            return .success(SelectorNames.setter(propertyRenames[base] ?? base))
        default:
            break
        }
        if let labels {
            if let m = methods.first(where: { stripTicks($0.name) == base && $0.params != nil && $0.swiftLabels == labels && $0.rename != nil }) {
                return .success(m.rename!)
            }
            return .success(SelectorNames.method(base: base, labels: labels))
        }
        // A bare name: the method of that name declared in this file (Objective-C ones first).
        let candidates = methods.filter { stripTicks($0.name) == base && $0.params != nil && !$0.nonObjC }
        if let m = candidates.first(where: \.explicitObjC) ?? candidates.first {
            return .success(m.selector)
        }
        if !coercion.isEmpty, isPunct(coercion[0], "("), let close = matching(coercion[0]) {
            let n = countTopLevelItems(coercion[0] + 1, close - 1)
            return .success(SelectorNames.method(base: base, labels: Array(repeating: "_", count: n)))
        }
        return .success(base)
    }

    func depthBefore(_ k: Int, in list: [Int]) -> Int {
        var d = 0
        for j in list {
            if j == k { return d }
            let s = txt(j)
            if s == "(" || s == "[" { d += 1 }
            if s == ")" || s == "]" { d -= 1 }
        }
        return d
    }

    func countTopLevelItems(_ a: Int, _ b: Int) -> Int {
        guard a <= b else { return 0 }
        var n = 1, d = 0
        for k in a...b {
            let s = txt(k)
            if s == "(" || s == "[" || s == "<" { d += 1 }
            if s == ")" || s == "]" || (s == ">" && txt(k - 1) != "-") { d -= 1 }
            if s == "," && d == 0 { n += 1 }
        }
        return n
    }

    // MARK: run

    mutating func run() throws(SourceAdaptError) -> String {
        scan()
        var selectorValues: [String] = []
        for use in selectorUses {
            switch selectorString(use) {
            case .success(let s):
                selectorValues.append(s)
                // Replacement: Selector("...") followed by the comments and newlines that were
                // inside the expression, so every later token stays on its line.
                var text = "Selector(\"\(s)\")"
                for i in (use.poundToken + 1)..<use.closeToken {
                    let t = src.tokens[i]
                    switch t.kind {
                    case .newline:
                        text += src.text(t)
                    case .whitespace where src.tokens[i - 1].kind == .newline:
                        text += src.text(t)   // indentation of a line inside the expression
                    case .lineComment, .blockComment:
                        if let last = text.last, last != " ", last != "\t", last != "\n" { text += " " }
                        text += src.text(t)
                    default: break
                    }
                }
                // Marked as a deletion so a line it leaves holding only indentation is emptied.
                edits.append(Edit(start: src.tokens[use.poundToken].start, end: src.tokens[use.closeToken].end, text: text, deletion: true))
            case .failure(let e):
                errors.append((src.tokens[use.poundToken].start, e))
            }
        }
        if let first = errors.min(by: { $0.offset < $1.offset }) { throw first.error }

        // `optional` modifiers of protocol requirements.
        for k in optionalRemovals { delete(from: tok(k).start, to: tok(k).end) }

        // @objc protocols must stay class-bound (weak delegates).
        var trailer: [String] = []
        for t in types where t.kind == "protocol" && t.objc && !t.classBound {
            if let colon = t.inheritanceColonEnd {
                edits.append(Edit(start: colon, end: colon, text: " AnyObject,", deletion: false))
            } else {
                edits.append(Edit(start: t.nameTokenEnd, end: t.nameTokenEnd, text: ": AnyObject", deletion: false))
            }
        }

        // Default implementations for optional requirements.
        for (ti, t) in types.enumerated() where t.kind == "protocol" {
            let reqs = methods.filter { $0.typeIndex == ti && $0.isOptionalRequirement }
            guard !reqs.isEmpty else { continue }
            let access = (t.access == "public" || t.access == "open") ? "public " : t.access == "package" ? "package " : ""
            let bodies = reqs.map { m -> String in
                let rt = m.returnType ?? "Void"
                let body = (rt == "Void" || rt == "()") ? "{}" : "{ nil }"
                return access + (m.isStatic ? "static " : "") + m.signature + " " + body
            }
            trailer.append("extension \(t.key) { " + bodies.joined(separator: "; ") + " }")
        }

        // Optional-call sites of optional requirements: `x.name?(` → `x.name(`.
        let optionalNames = externalOptionalNames.union(methods.filter(\.isOptionalRequirement).map { stripTicks($0.name) })
        if !optionalNames.isEmpty {
            for k in 1..<max(1, sig.count) where tok(k).kind == .identifier && optionalNames.contains(stripTicks(txt(k))) && isPunct(k - 1, ".") {
                if isPunct(k + 1, "?"), tok(k + 1).start == tok(k).end, isPunct(k + 2, "("), tok(k + 2).start == tok(k + 1).end {
                    edits.append(Edit(start: tok(k + 1).start, end: tok(k + 1).end, text: "", deletion: false))
                }
            }
        }

        trailer += dispatchExtensions(referenced: Set(selectorValues))

        return apply(trailer: trailer)
    }

    /// One `extension Root: SelectorPerforming { ... }` per class hierarchy in this file whose
    /// classes declare Objective-C methods.
    func dispatchExtensions(referenced: Set<String>) -> [String] {
        var entries: [String: [(selector: String, call: (String) -> String)]] = [:]
        var order: [String] = []
        for m in methods {
            guard let ti = m.typeIndex, ["class", "extension"].contains(types[ti].kind), !m.isStatic, !m.nonObjC,
                  !m.isGeneric, !m.isAsync, let params = m.params, params.count <= 2, !params.contains(where: \.variadic)
            else { continue }
            let sel = m.selector
            guard m.explicitObjC || (types[ti].objcMembers || memberwiseObjC(types[ti].key)) && referenced.contains(sel) else { continue }
            let key = types[ti].key
            if entries[key] == nil { order.append(key); entries[key] = [] }
            if entries[key]!.contains(where: { $0.selector == sel }) { continue }
            let values = ["caretObject", "caretOther"]
            let args = params.enumerated().map { i, p -> String in
                let v = castExpression(values[i], p.type)
                return p.label == "_" ? v : "\(p.label): \(v)"
            }.joined(separator: ", ")
            let name = m.name
            let rt = m.returnType?.trimmingCharacters(in: .whitespaces)
            let returnsValue = rt != nil && rt != "Void" && rt != "()"
            let prefix = m.isThrows ? "_ = try? " : returnsValue ? "_ = " : ""
            entries[key]!.append((sel, { recv in "\(prefix)\(recv).\(name)(\(args)); return true" }))
        }
        guard !order.isEmpty else { return [] }

        // Class hierarchies inside this file: the conformance goes on the topmost class declared
        // here; subclasses are tried first through a downcast.
        var superOf: [String: String] = [:]
        let declared = Set(types.filter { $0.kind == "class" }.map(\.key))
        for t in types where t.kind == "class" {
            if let s = t.superclass, declared.contains(s) { superOf[t.key] = s }
        }
        func root(_ k: String) -> String {
            var r = k, seen: Set<String> = []
            while let s = superOf[r], !seen.contains(s) { seen.insert(r); r = s }
            return r
        }
        func depth(_ k: String) -> Int {
            var d = 0, r = k
            while let s = superOf[r], d < 100 { d += 1; r = s }
            return d
        }
        var roots: [String] = []
        for k in order where !roots.contains(root(k)) { roots.append(root(k)) }
        let proto = SourceAdapter.dispatchProtocol
        return roots.map { r in
            let members = order.filter { root($0) == r && $0 != r }.sorted { depth($0) > depth($1) }
            var body = ""
            for sub in members {
                let cases = entries[sub]!.map { "case \"\($0.selector)\": \($0.call("caretSelf"))" }.joined(separator: "; ")
                body += "if let caretSelf = self as? \(sub) { switch caretSelector.name { \(cases); default: break } }; "
            }
            if let own = entries[r] {
                let cases = own.map { "case \"\($0.selector)\": \($0.call("self"))" }.joined(separator: "; ")
                body += "switch caretSelector.name { \(cases); default: break }; "
            }
            return "extension \(r): \(proto) { public func performSelector(_ caretSelector: Selector, with caretObject: Any?, with caretOther: Any?) -> Bool { \(body)return false } }"
        }
    }

    func memberwiseObjC(_ key: String) -> Bool {
        types.contains { $0.key == key && $0.objcMembers }
    }

    /// The argument expression converting `value` (an `Any?`) to a parameter of type `type`.
    func castExpression(_ value: String, _ type: String) -> String {
        var t = type.trimmingCharacters(in: .whitespaces)
        switch t {
        case "Any?", "Any!", "Optional<Any>": return value
        case "Any": return "\(value) as Any"
        case "AnyObject": return "\(value) as AnyObject"
        case "AnyObject?", "AnyObject!": return "\(value).map { $0 as AnyObject }"
        default: break
        }
        let optional = t.hasSuffix("?") || t.hasSuffix("!")
        if optional { t = String(t.dropLast()) }
        if t.contains("->") || t.contains("&") || t.hasPrefix("some ") || t.hasPrefix("any ") {
            if !(t.hasPrefix("(") && t.hasSuffix(")") && !t.contains("->")) { t = "(\(t))" }
        }
        return optional ? "\(value) as? \(t)" : "\(value) as! \(t)"
    }

    // MARK: apply

    /// Applies the edits, puts the trailer on the last line, and empties lines that deletions
    /// left holding only blanks.
    func apply(trailer: [String]) -> String {
        var all = edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        if !trailer.isEmpty {
            let at = trailerOffset()
            all.append(Edit(start: at, end: at, text: trailerText(trailer, at: at), deletion: false))
            all.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        }
        let bytes = src.bytes
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var lineStart = 0
        var lineHadDeletion = false

        func endLine() {
            if lineHadDeletion, out[lineStart...].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                out.removeSubrange(lineStart...)
            }
        }
        func emit(_ c: UInt8) {
            if c == UInt8(ascii: "\n") {
                endLine()
                out.append(c)
                lineStart = out.count
                lineHadDeletion = false
            } else {
                out.append(c)
            }
        }
        var i = 0
        var e = 0
        while i <= bytes.count {
            while e < all.count, all[e].start == i {
                let ed = all[e]
                // Overlapping edits cannot happen by construction; skip defensively.
                for c in ed.text.utf8 { emit(c) }
                if ed.deletion { lineHadDeletion = true }
                i = max(i, ed.end)
                e += 1
            }
            while e < all.count, all[e].start < i { e += 1 }
            if i < bytes.count { emit(bytes[i]) }
            i += 1
        }
        endLine()
        return String(decoding: out, as: UTF8.self)
    }

    /// Where the trailer goes: the end of the file's last line, before a trailing line comment
    /// if that line ends with one (and before the final newline, if any).
    func trailerOffset() -> Int {
        var idx = src.tokens.count - 1
        if idx >= 0, src.tokens[idx].kind == .newline { idx -= 1 }
        var at = idx >= 0 ? src.tokens[idx].end : 0
        // Walk back over blanks to the last thing on the line.
        var j = idx
        while j >= 0, src.tokens[j].kind == .whitespace { j -= 1 }
        if j >= 0, src.tokens[j].kind == .lineComment {
            at = src.tokens[j].start
            j -= 1
            while j >= 0, src.tokens[j].kind == .whitespace { j -= 1 }
            // Right after the code, when there is code before the comment on this line.
            if j >= 0, src.tokens[j].kind != .newline { at = src.tokens[j].end }
        }
        // Nothing may follow "#endif" (or any directive) on its line: then the trailer goes
        // after the final newline, as a last line of its own that moves no existing line.
        if j >= 0, src.tokens[j].kind == .pound || (src.tokens[j].kind == .identifier && j > 0 && src.tokens[j - 1].kind == .pound) {
            return src.bytes.count
        }
        return at
    }

    /// Whether the file's last line (ignoring a trailing comment) ends with a directive.
    func endsWithDirective() -> Bool {
        var j = src.tokens.count - 1
        while j >= 0, src.tokens[j].isTrivia { j -= 1 }
        guard j >= 0 else { return false }
        return src.tokens[j].kind == .pound || (src.tokens[j].kind == .identifier && j > 0 && src.tokens[j - 1].kind == .pound)
    }

    func trailerText(_ trailer: [String], at: Int) -> String {
        // What is on the line before the insertion point decides the separator.
        var k = at
        var onlyBlanksBefore = true
        while k > 0, src.bytes[k - 1] != UInt8(ascii: "\n"), src.bytes[k - 1] != UInt8(ascii: "\r") {
            if src.bytes[k - 1] != UInt8(ascii: " ") && src.bytes[k - 1] != UInt8(ascii: "\t") { onlyBlanksBefore = false }
            k -= 1
        }
        let followedByComment = at < src.bytes.count && src.bytes[at] == UInt8(ascii: "/")
        let body = trailer.joined(separator: "; ")
        if at == src.bytes.count, at > 0, !onlyBlanksBefore, src.tokens.last?.kind != .newline, endsWithDirective() {
            return "\n" + body   // a file ending in a directive without a final newline
        }
        return (onlyBlanksBefore ? "" : " ; ") + body + (followedByComment ? " " : "")
    }
}
