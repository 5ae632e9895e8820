import HarnessCore

/// Reads and writes PNG files; every error names the file.
package enum PNGFile {
    /// Reads and decodes a PNG file (see `PNGCodec.decode` for what is accepted).
    ///
    /// - Throws: `FileSafetyError` when the file cannot be opened or read, is not a regular file or
    ///   is larger than `SafeRead.pngLimit` ("x.png: cannot open: No such
    ///   file or directory"); `PNGError` with the path set when the contents are not a usable PNG
    ///   ("x.png: zero-length file", "x.png: not a PNG file (signature mismatch)", ...).
    package static func read(path: String, maxPixels: Int = 50_000_000) throws -> RGBAImage {
        let bytes = try FileBytes.contents(of: path)
        guard !bytes.isEmpty else {
            throw PNGError(kind: .zeroLength, message: "zero-length file", path: path)
        }
        do {
            return try PNGCodec.decode(bytes, maxPixels: maxPixels)
        } catch let error as PNGError {
            throw error.inFile(path)
        }
    }

    /// Encodes the image and replaces `path` atomically (see `AtomicFile.write`), so an
    /// existing golden is never left half written.
    ///
    /// - Throws: `PNGError` (path set) when the image cannot be encoded, `FileSafetyError` when the
    ///   file cannot be written; in both cases the existing file is unchanged.
    package static func write(_ image: RGBAImage, to path: String, compression: PNGCompression) throws {
        let bytes: [UInt8]
        do {
            bytes = try PNGCodec.encode(image, compression: compression)
        } catch let error as PNGError {
            throw error.inFile(path)
        }
        try AtomicFile.write(bytes, to: path)
    }
}
