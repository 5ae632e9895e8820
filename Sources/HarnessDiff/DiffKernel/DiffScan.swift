#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The single pass over two same-sized images. Equal pixels cost one 32-bit compare (and,
/// without a diff image, equal rows one memcmp); the colour and anti-aliasing maths run only
/// where the bytes differ. Nothing is allocated per pixel.
struct DiffScan {
    private let width: Int
    private let height: Int
    private let options: DiffOptions
    /// For YIQ the squared-distance limit, for OKLab the threshold itself.
    private let limit: Double
    private let antiAliasing: AntiAliasing
    private(set) var window: WindowCount?
    /// Region rectangles clipped to the image, as half-open column and row ranges.
    private let regionBounds: [(x0: Int, y0: Int, x1: Int, y1: Int)]

    private(set) var differing = 0
    private(set) var antiAliased = 0
    private(set) var maxDelta = 0.0
    private(set) var regionCounts: [Int]
    private var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    init(width: Int, height: Int, options: DiffOptions, regions: [DiffRegion]) {
        self.width = width
        self.height = height
        self.options = options
        limit = options.metric == .yiq ? YIQ.limit(forThreshold: options.threshold) : options.threshold
        antiAliasing = AntiAliasing(
            width: width, height: height, metric: options.metric, checkerboard: options.checkerboard)
        window = options.window.map { WindowCount(width: width, height: height, requested: $0) }
        regionBounds = regions.map { region in
            let b = region.box
            return (max(b.x, 0), max(b.y, 0), min(b.x + b.width, width), min(b.y + b.height, height))
        }
        regionCounts = Array(repeating: 0, count: regions.count)
    }

    /// The largest colour difference seen, on the threshold's 0...1 scale.
    var maxColorDelta: Double {
        options.metric == .yiq ? YIQ.normalised(maxDelta) : maxDelta
    }

    /// The box around every differing pixel, nil when there are none.
    var box: PixelBox? {
        differing == 0 ? nil : PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Counts differences without drawing anything. With `marks` (width * height bytes, zeroed),
    /// each pixel's mark is kept there (`Mark`'s raw value), so `paint` can draw the diff image
    /// later without classifying any pixel again.
    mutating func count(expected: UnsafeRawPointer, actual: UnsafeRawPointer, marks: UnsafeMutablePointer<UInt8>? = nil) {
        let rowBytes = width * 4
        for y in 0..<height {
            let row = y * rowBytes
            if memcmp(expected + row, actual + row, rowBytes) == 0 { continue }
            for x in 0..<width {
                let e = load(expected, row + x * 4), a = load(actual, row + x * 4)
                if e != a {
                    let mark = classify(x: x, y: y, e, a, expected: expected, actual: actual)
                    marks?[y &* width &+ x] = mark.rawValue
                }
            }
        }
    }

    /// The diff image (width * height * 4 bytes into `output`) from the marks `count` kept: the
    /// expected pixel faded where a pixel is the same, the options' colours where it is not.
    func paint(expected: UnsafeRawPointer, marks: UnsafePointer<UInt8>, into output: UnsafeMutableRawPointer) {
        let differenceColor = packed(options.differenceColor)
        let antiAliasedColor = packed(options.antiAliasedColor)
        // Frames are mostly runs of one colour, so the last faded colour is usually reusable.
        var lastColor = load(expected, 0)
        var lastFaded = faded(lastColor)
        for i in 0..<(width * height) {
            let color: UInt32
            switch marks[i] {
            case Mark.antiAliased.rawValue: color = antiAliasedColor
            case Mark.different.rawValue: color = differenceColor
            default:
                let e = load(expected, i &* 4)
                if e != lastColor {
                    lastColor = e
                    lastFaded = faded(e)
                }
                color = lastFaded
            }
            output.storeBytes(of: color.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
        }
    }

    enum Mark: UInt8 { case same, antiAliased, different }

    /// Sorts a pixel whose bytes differ and counts it.
    @inline(__always)
    private mutating func classify(
        x: Int, y: Int, _ e: UInt32, _ a: UInt32, expected: UnsafeRawPointer, actual: UnsafeRawPointer
    ) -> Mark {
        let offset = (y &* width &+ x) &* 4
        switch options.metric {
        case .yiq:
            let delta = YIQ.delta(e, a, byteOffset: offset, checkerboard: options.checkerboard)
            if delta > maxDelta { maxDelta = delta }
            if delta <= limit { return .same }
        case .oklab:
            let parts = OKLab.parts(e, a, byteOffset: offset, checkerboard: options.checkerboard)
            maxDelta = max(maxDelta, OKLab.distance(parts))
            if !OKLab.exceeds(parts, threshold: limit) { return .same }
        }
        if options.detectAntiAliasing
            && (antiAliasing.isAntiAliased(x: x, y: y, in: expected, other: actual)
                || antiAliasing.isAntiAliased(x: x, y: y, in: actual, other: expected))
        {
            antiAliased += 1
            return .antiAliased
        }
        differing += 1
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
        for (i, r) in regionBounds.enumerated() where x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1 {
            regionCounts[i] += 1
        }
        window?.mark(x: x, y: y)
        return .different
    }

    /// The expected pixel as an opaque gray of its brightness, pulled towards white.
    private func faded(_ pixel: UInt32) -> UInt32 {
        let gray = 255 + (YIQ.brightnessOverWhite(pixel) - 255) * options.fadedExpectedAlpha
        let level = UInt32(min(max(gray.rounded(), 0), 255))
        return level | level << 8 | level << 16 | 0xFF00_0000
    }

    private func packed(_ color: SIMD4<UInt8>) -> UInt32 {
        UInt32(color.x) | UInt32(color.y) << 8 | UInt32(color.z) << 16 | UInt32(color.w) << 24
    }

    @inline(__always)
    private func load(_ base: UnsafeRawPointer, _ offset: Int) -> UInt32 {
        UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}
