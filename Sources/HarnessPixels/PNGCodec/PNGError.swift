/// A PNG that cannot be decoded or an image that cannot be encoded.
///
/// `description` is the text to print: the file first when there is one, as in
/// "Goldens/x.png: truncated: the data ends after 352 bytes, inside the data of the IDAT chunk".
package struct PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, for code that reacts differently to different failures.
    package enum Kind: Sendable, Equatable {
        /// The input has no bytes at all.
        case zeroLength
        /// The first eight bytes are not the PNG signature.
        case notPNG
        /// The data ends before the PNG does.
        case truncated
        /// The header declares more pixels than the caller's limit.
        case tooLarge
        /// libpng rejected the data: a bad CRC, a broken zlib stream, an invalid header.
        case corrupt
        /// An allocation failed.
        case outOfMemory
        /// The image cannot be stored as a PNG (for example it has no pixels).
        case unencodable
    }

    /// What went wrong.
    package let kind: Kind
    /// The reason, without the file name; libpng's own text where libpng found the problem.
    package let message: String
    /// The file the bytes came from, when they came from a file.
    package let path: String?

    /// An error about bytes that did not come from a file (or whose file is not known yet).
    package init(kind: Kind, message: String, path: String? = nil) {
        self.kind = kind
        self.message = message
        self.path = path
    }

    /// The same error, naming the file the bytes came from.
    package func inFile(_ path: String) -> PNGError {
        PNGError(kind: kind, message: message, path: path)
    }

    /// "path: message", or the message alone when there is no file.
    package var description: String {
        path.map { "\($0): \(message)" } ?? message
    }
}
