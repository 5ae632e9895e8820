/// Deflate's symbols (RFC 1951) collected before a block is written: literal bytes and
/// (length, distance) back-references, with how often each literal/length and distance symbol
/// occurs, from which the block's Huffman codes are built.
struct DeflateTokens {
    /// A literal is its byte (0...255); a match is `length << 16 | distance` (length 3...258,
    /// so every match is above 0xFFFF).
    private(set) var tokens: [UInt32] = []
    private(set) var literalCounts = [Int](repeating: 0, count: 286)
    private(set) var distanceCounts = [Int](repeating: 0, count: 30)

    init(capacity: Int) {
        tokens.reserveCapacity(capacity)
        literalCounts[256] = 1  // the end-of-block symbol, written once
    }

    @inline(__always)
    mutating func literal(_ byte: UInt8) {
        tokens.append(UInt32(byte))
        literalCounts[Int(byte)] += 1
    }

    /// A copy of `length` bytes from `distance` back (1...32768); lengths above 258 become
    /// several matches, none shorter than 3 (`length` must be at least 3).
    mutating func match(length: Int, distance: Int) {
        var left = length
        let code = DeflateTables.distanceCode(distance)
        while left > 0 {
            // Leave at least 3 for the last piece: 259 is 256 + 3, 260 is 257 + 3.
            let piece = left <= 258 ? left : (left - 258 >= 3 ? 258 : left - 3)
            tokens.append(UInt32(piece) << 16 | UInt32(distance))
            literalCounts[Int(DeflateTables.lengthCode[piece])] += 1
            distanceCounts[code] += 1
            left -= piece
        }
    }
}

/// RFC 1951's length and distance symbols: base values and extra bits (3.2.5).
enum DeflateTables {
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                                    131, 163, 195, 227, 258]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                      2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The literal/length symbol (257...285) of each length 0...258 (0 below 3).
    static let lengthCode: [UInt16] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        return UInt16(257 + (lengthBase.lastIndex { $0 <= length } ?? 0))
    }

    static func distanceCode(_ distance: Int) -> Int { distanceBase.lastIndex { $0 <= distance } ?? 0 }
}

/// Bits packed least significant first into bytes, as deflate writes them.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// The low `n` bits of `value` (n at most 32, no higher bits set).
    @inline(__always)
    mutating func write(_ value: UInt32, _ n: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += n
        if count >= 32 {
            for _ in 0..<4 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
            }
            count -= 32
        }
    }

    /// Pads the last byte with zero bits.
    mutating func alignToByte() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count = max(0, count - 8)
        }
        buffer = 0
    }

    mutating func appendByte(_ byte: UInt8) {
        precondition(count == 0, "bytes go in on a byte boundary")
        bytes.append(byte)
    }
}

/// Writes one block with Huffman codes built for its own symbols (BTYPE 2, RFC 1951 3.2.7).
enum DynamicBlock {
    /// The order in which the code-length code's lengths are stored.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static func write(_ symbols: DeflateTokens, final: Bool, into out: inout BitWriter) {
        let literals = HuffmanCode(counts: symbols.literalCounts, limit: 15)
        let distances = HuffmanCode(counts: symbols.distanceCounts, limit: 15)
        let literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distances.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literals.lengths[0..<literalCount]) + Array(distances.lengths[0..<distanceCount])
        let runs = runLengthSymbols(lengths)
        var runCounts = [Int](repeating: 0, count: 19)
        for run in runs { runCounts[Int(run.symbol)] += 1 }
        let lengthCode = HuffmanCode(counts: runCounts, limit: 7)
        let stored = max(4, (codeLengthOrder.lastIndex { lengthCode.lengths[$0] > 0 } ?? 0) + 1)

        out.write(final ? 1 : 0, 1)
        out.write(2, 2)
        out.write(UInt32(literalCount - 257), 5)
        out.write(UInt32(distanceCount - 1), 5)
        out.write(UInt32(stored - 4), 4)
        for symbol in codeLengthOrder.prefix(stored) { out.write(UInt32(lengthCode.lengths[symbol]), 3) }
        for run in runs {
            let s = Int(run.symbol)
            out.write(lengthCode.codes[s], Int(lengthCode.lengths[s]))
            if run.extraBits > 0 { out.write(run.extra, run.extraBits) }
        }
        writeTokens(symbols.tokens, literals: literals, distances: distances, into: &out)
        out.write(literals.codes[256], Int(literals.lengths[256]))
    }

    /// The code lengths as code-length symbols: 0...15 as they are, 16 repeating the previous
    /// length 3...6 times, 17 and 18 runs of 3...10 and 11...138 zeros.
    static func runLengthSymbols(_ lengths: [UInt8]) -> [(symbol: UInt8, extra: UInt32, extraBits: Int)] {
        var symbols: [(symbol: UInt8, extra: UInt32, extraBits: Int)] = []
        var i = 0
        while i < lengths.count {
            let length = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == length { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    symbols.append((18, UInt32(n - 11), 7))
                    run -= n
                }
                if run >= 3 {
                    symbols.append((17, UInt32(run - 3), 3))
                    run = 0
                }
            } else {
                symbols.append((length, 0, 0))
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    symbols.append((16, UInt32(n - 3), 2))
                    run -= n
                }
            }
            for _ in 0..<run { symbols.append((length, 0, 0)) }
        }
        return symbols
    }

    /// Each token as its code, a match's length and distance codes each followed by their extra bits.
    private static func writeTokens(_ tokens: [UInt32], literals: HuffmanCode, distances: HuffmanCode, into out: inout BitWriter) {
        // Per length 0...258 and per distance symbol: code | extra value << code length, and the bit count.
        var lengthBits = [(UInt32, Int)](repeating: (0, 0), count: 259)
        for length in 3...258 {
            let symbol = Int(DeflateTables.lengthCode[length])
            let k = symbol - 257
            let codeLength = Int(literals.lengths[symbol])
            lengthBits[length] = (literals.codes[symbol] | UInt32(length - DeflateTables.lengthBase[k]) << UInt32(codeLength),
                                  codeLength + DeflateTables.lengthExtra[k])
        }
        var lastDistance = -1, distanceBits: (UInt32, Int) = (0, 0)
        for token in tokens {
            if token < 256 {
                out.write(literals.codes[Int(token)], Int(literals.lengths[Int(token)]))
                continue
            }
            let (bits, n) = lengthBits[Int(token >> 16)]
            out.write(bits, n)
            let distance = Int(token & 0xFFFF)
            if distance != lastDistance {
                let k = DeflateTables.distanceCode(distance)
                let codeLength = Int(distances.lengths[k])
                distanceBits = (distances.codes[k] | UInt32(distance - DeflateTables.distanceBase[k]) << UInt32(codeLength),
                                codeLength + DeflateTables.distanceExtra[k])
                lastDistance = distance
            }
            out.write(distanceBits.0, distanceBits.1)
        }
    }
}
