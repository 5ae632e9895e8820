/// Unicode's bidi rule L2 (UAX #9, "Reordering Resolved Levels"): from the highest level down to
/// the lowest odd one, reverse every maximal sequence of items at that level or higher. Pango
/// (with FriBidi) resolved the levels; this puts a line's runs in visual order.
enum BidiOrder {
    /// The indices of `levels` in visual (left-to-right) order.
    static func visualOrder(levels: [Int]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
