import HarnessFiles
import HarnessScreens
import HarnessCore

/// The checks on `Goldens/variants.json` before it is decoded (issue 23): read through the
/// bounded reader (`SafeRead`, at most `byteLimit` bytes), at most `maxVariants` variants,
/// every key known and given once, every device and appearance known; each refusal names the
/// file, line and column.
package enum VariantListFile {
    /// 1 MiB: the committed list is about 1 KB.
    package static let byteLimit = 1 << 20
    /// 64 variants: the committed list has 6; each variant is a full run of its scenarios.
    package static let maxVariants = 64
    package static let topKeys = ["variants"]
    package static let variantKeys = ["device", "appearance", "scenarios", "orientation", "textSize", "keyboard", "why"]

    /// The file's bytes once every check passed.
    package static func read(_ path: String) throws -> [UInt8] {
        let bytes: [UInt8]
        do throws(FileSafetyError) {
            bytes = try SafeRead.readRegularFile(path, limit: byteLimit)
        } catch {
            if case .tooLarge = error.kind {
                throw RunError.badVariantList(path, at: nil, "is larger than \(byteLimit) bytes (a variant list is a few KB)")
            }
            throw RunError.badVariantList(path, at: nil, error.reason)
        }
        let document: LocatedJSON
        do throws(LocatedJSON.ParseError) {
            document = try LocatedJSON.parse(bytes, maxDepth: 8)
        } catch {
            throw RunError.badVariantList(path, at: "\(error.position)", "not valid JSON: \(error.message)")
        }
        try checkKeys(document, allowed: topKeys, what: "the variant list", path: path)
        guard case .array(let variants, let at)? = document["variants"] else {
            throw RunError.badVariantList(path, at: "\(document.position)", "expected {\"variants\": [{\"device\": …, \"appearance\": …}]}")
        }
        guard variants.count <= maxVariants else {
            throw RunError.badVariantList(path, at: "\(at)", "\(variants.count) variants, more than the limit of \(maxVariants)")
        }
        for (index, variant) in variants.enumerated() {
            let what = "variant \(index + 1)"
            guard case .object = variant else { throw RunError.badVariantList(path, at: "\(variant.position)", "\(what) is not an object") }
            try checkKeys(variant, allowed: variantKeys, what: what, path: path)
            if let device = variant["device"], let id = device.text, Device.named(id) == nil {
                throw RunError.badVariantList(path, at: "\(device.position)",
                                              "\(what): unknown device `\(id)`; devices: \(Device.all.map(\.id).joined(separator: ", "))")
            }
            if let appearance = variant["appearance"], let name = appearance.text, Appearance(rawValue: name) == nil {
                throw RunError.badVariantList(path, at: "\(appearance.position)", "\(what): unknown appearance `\(name)`; appearances: light, dark")
            }
        }
        return bytes
    }

    private static func checkKeys(_ object: LocatedJSON, allowed: [String], what: String, path: String) throws {
        guard case .object(let members, _) = object else {
            throw RunError.badVariantList(path, at: "\(object.position)", "\(what) is not an object")
        }
        var seen: [String: LocatedJSON.Position] = [:]
        for member in members {
            guard allowed.contains(member.key) else {
                throw RunError.badVariantList(path, at: "\(member.keyAt)",
                                              "\(what): unknown key `\(member.key)`; keys: \(allowed.joined(separator: ", "))")
            }
            if let first = seen[member.key] {
                throw RunError.badVariantList(path, at: "\(member.keyAt)", "\(what): key `\(member.key)` given twice (first at \(first))")
            }
            seen[member.key] = member.keyAt
        }
    }
}
