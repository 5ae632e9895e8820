import HarnessPNG

/// The PNG reader's contract on arbitrary bytes, shared by scripts/fuzz's libFuzzer target
/// (which links this file) and the regression test that replays kept crashes.
enum PNGFuzzCase {
    /// What is wrong with decoding these bytes; empty when they decode to a whole image or fail
    /// with a `PNGError` that says why. Memory errors and leaks are the sanitizers' to find.
    static func problems(in bytes: [UInt8]) -> [String] {
        do {
            let image = try PNGCodec.decode(bytes)
            guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4 else {
                return ["decoded \(image.width) x \(image.height) with \(image.pixels.count) bytes of pixels"]
            }
            return []
        } catch let error as PNGError {
            if error.message.isEmpty { return ["a \(error.kind) error without a message"] }
            if (error.kind == .zeroLength) != bytes.isEmpty { return ["kind \(error.kind) for \(bytes.count) bytes"] }
            return []
        } catch {
            return ["not a PNGError: \(error)"]
        }
    }
}
