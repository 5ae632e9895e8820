/// A canonical Huffman code as deflate uses it (RFC 1951, 3.2.2): a bit length for every symbol
/// (0 for symbols that never occur), and codes assigned in order of length, then of symbol.
/// `codes` holds each code bit-reversed, ready for deflate's least-significant-bit-first stream.
struct HuffmanCode {
    let lengths: [UInt8]
    let codes: [UInt32]

    /// The code for these symbol counts, no length above `limit`. When fewer than two symbols
    /// occur, the first two symbols not yet counted are given a count of 1, so the code always has
    /// two or more codes and is complete (every inflater accepts it).
    init(counts: [Int], limit: Int) {
        var counts = counts
        var missing = 2 - counts.filter { $0 > 0 }.count
        for symbol in counts.indices where missing > 0 && counts[symbol] == 0 {
            counts[symbol] = 1
            missing -= 1
        }
        lengths = Self.lengths(counts, limit: limit)
        codes = Self.canonicalCodes(lengths)
    }

    /// Lengths of an optimal prefix code for `counts` (at least two non-zero). When the longest
    /// exceeds `limit`, the counts are halved (keeping each at least 1) and the code rebuilt: the
    /// counts flatten toward all equal, whose code is as short as a code can be.
    static func lengths(_ counts: [Int], limit: Int) -> [UInt8] {
        var counts = counts
        while true {
            let lengths = unlimitedLengths(counts)
            if lengths.max() ?? 0 <= UInt8(limit) { return lengths }
            counts = counts.map { $0 > 0 ? max(1, $0 / 2) : 0 }
        }
    }

    /// Huffman's construction with two queues: the leaves sorted by count (then symbol), and the
    /// merged nodes, made in order of rising weight. Each step joins the two lightest (a leaf
    /// first when weights tie); a leaf's length is its depth below the last node made.
    private static func unlimitedLengths(_ counts: [Int]) -> [UInt8] {
        let leaves = counts.indices.filter { counts[$0] > 0 }.sorted { (counts[$0], $0) < (counts[$1], $1) }
        let n = leaves.count
        var weight = leaves.map { counts[$0] } + [Int](repeating: 0, count: max(0, n - 1))
        var parent = [Int](repeating: 0, count: max(0, 2 * n - 1))
        var nextLeaf = 0, nextNode = n
        for node in n..<max(n, 2 * n - 1) {
            var pair: [Int] = []
            while pair.count < 2 {
                if nextLeaf < n && (nextNode >= node || weight[nextLeaf] <= weight[nextNode]) {
                    pair.append(nextLeaf)
                    nextLeaf += 1
                } else {
                    pair.append(nextNode)
                    nextNode += 1
                }
            }
            weight[node] = weight[pair[0]] + weight[pair[1]]
            parent[pair[0]] = node
            parent[pair[1]] = node
        }
        var depth = [Int](repeating: 0, count: parent.count)
        if parent.count > 1 {
            for node in stride(from: parent.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        }
        var lengths = [UInt8](repeating: 0, count: counts.count)
        for (index, symbol) in leaves.enumerated() { lengths[symbol] = UInt8(n == 1 ? 1 : depth[index]) }
        return lengths
    }

    /// RFC 1951's assignment: codes of one length are consecutive in symbol order, each length's
    /// first code follows the last code of the length before, shifted left once.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt32] {
        let maxLength = Int(lengths.max() ?? 0)
        var perLength = [UInt32](repeating: 0, count: maxLength + 1)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: maxLength + 2)
        var code: UInt32 = 0
        if maxLength >= 1 {
            for length in 1...maxLength {
                code = (code + perLength[length - 1]) << 1
                next[length] = code
            }
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[Int(length)]
            next[Int(length)] += 1
            return reversed(value, bits: Int(length))
        }
    }

    static func reversed(_ value: UInt32, bits: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<bits where value & (1 << bit) != 0 { result |= 1 << (bits - 1 - bit) }
        return result
    }
}
