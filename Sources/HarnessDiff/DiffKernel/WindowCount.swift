
/// The largest number of differing pixels in any n x n block of the image, for
/// `DiffOptions.window`. Only blocks wholly inside the image count, so n is first clamped to
/// 1...min(width, height), as pixelmatch master does with `windowSize`.
struct WindowCount {
    let width: Int
    let height: Int
    let size: Int
    /// One byte per pixel, 1 where a counted difference is; anti-aliased pixels stay 0.
    private(set) var marks: [UInt8]
    private var firstRow = Int.max
    private var lastRow = -1

    init(width: Int, height: Int, requested: Int) {
        self.width = width
        self.height = height
        size = max(1, min(requested, width, height))
        marks = Array(repeating: 0, count: width * height)
    }

    @inline(__always)
    mutating func mark(x: Int, y: Int) {
        marks[y * width + x] = 1
        firstRow = min(firstRow, y)
        lastRow = max(lastRow, y)
    }

    /// Slides an n-row band down the rows that can hold differences, keeping each column's
    /// count inside the band, then slides an n-column window along the band's column counts.
    /// A band whose total cannot beat the best so far is not scanned across.
    func largest() -> Int {
        guard lastRow >= 0 else { return 0 }
        var columns = [Int](repeating: 0, count: width)
        var best = 0
        var band = 0
        marks.withUnsafeBufferPointer { m in
            // Rows above firstRow are empty, so starting the band there keeps the counts right;
            // the last band that can hold a difference starts at lastRow.
            let start = max(0, firstRow - size + 1)
            let end = min(height - 1, lastRow + size - 1)
            for y in start...end {
                let entering = y * width
                for x in 0..<width {
                    let d = Int(m[entering + x])
                    columns[x] += d
                    band += d
                }
                if y >= size {
                    let leaving = (y - size) * width
                    for x in 0..<width {
                        let d = Int(m[leaving + x])
                        columns[x] -= d
                        band -= d
                    }
                }
                guard y >= size - 1, band > best else { continue }
                var sum = 0
                for x in 0..<width {
                    sum += columns[x]
                    if x >= size { sum -= columns[x - size] }
                    if x >= size - 1, sum > best { best = sum }
                }
            }
        }
        return best
    }
}
