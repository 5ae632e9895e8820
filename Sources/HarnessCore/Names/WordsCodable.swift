/// A typed value that JSON holds as the words a person reads (`scrolled(clamped)`,
/// `hidden (header, button)`) and that decoding reads back off them. The one JSON shape and the
/// one refusal for all of them: words no value writes are a decoding error naming the words.
package protocol WordsCodable: Codable {
    /// The words JSON holds.
    var words: String { get }
    /// The value `words` name; nil for words no value of the type writes.
    init?(words: String)
    /// What a value of the type is, for the error on words it refuses ("a pixel status").
    static var wordsName: String { get }
}

extension WordsCodable {
    package init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let words = try c.decode(String.self)
        guard let value = Self(words: words) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not \(Self.wordsName): `\(words)`")
        }
        self = value
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(words)
    }
}
