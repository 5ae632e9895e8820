import Foundation
import HarnessDiff

/// What `caret-harness diff` prints: one rounded line for people, or JSON at full precision.
package enum DiffText {
    /// "identical", "same (...)" or the count, box and largest distance, rounded for reading.
    package static func human(_ result: DiffResult, scale: Double) -> String {
        var parts: [String] = []
        if result.differingPixels == 0 {
            parts.append(result.identical ? "identical" : "same (\(result.antiAliasedPixels) anti-aliased pixels ignored)")
        } else {
            parts.append("\(result.differingPixels) differing pixels")
            if let box = result.box {
                let p = box.inPoints(scale: scale)
                parts.append("box px x \(box.x) y \(box.y) w \(box.width) h \(box.height)"
                             + " = pt x \(rounded(p.x)) y \(rounded(p.y)) w \(rounded(p.width)) h \(rounded(p.height))"
                             + " at scale \(rounded(scale))x")
            }
            if result.antiAliasedPixels > 0 {
                parts.append("\(result.antiAliasedPixels) anti-aliased pixels ignored")
            }
            parts.append("largest colour distance \(rounded(result.maxColorDelta, digits: 3))")
        }
        if let window = result.window, let count = result.maxWindowPixels {
            parts.append("densest \(window) x \(window) window \(count) pixels")
        }
        return parts.joined(separator: "; ")
    }

    /// Every field of the result, the options that made it, and the box in points.
    package static func json(_ result: DiffResult, options: DiffOptions, scale: Double) throws -> String {
        let box = result.box.map { b -> Box in
            let p = b.inPoints(scale: scale)
            return Box(x: b.x, y: b.y, width: b.width, height: b.height,
                       points: Points(x: p.x, y: p.y, width: p.width, height: p.height, scale: scale))
        }
        let report = Report(
            width: result.width, height: result.height, identical: result.identical,
            differingPixels: result.differingPixels, antiAliasedPixels: result.antiAliasedPixels,
            differingRatio: result.differingRatio, maxColorDelta: result.maxColorDelta, box: box,
            window: result.window, maxWindowPixels: result.maxWindowPixels,
            metric: options.metric.rawValue, threshold: options.threshold,
            includeAA: !options.detectAntiAliasing, background: options.checkerboard ? "checkerboard" : "white")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }

    /// One line of stage times in milliseconds, each with its share of the whole command
    /// (process start-up, before `main`, is outside it).
    package static func timings(read: Duration, decode: [Duration], decodeWall: Duration, diff: Duration, total: Duration)
        -> String
    {
        func ms(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
        }
        let whole = max(ms(total), 1e-9)
        func share(_ d: Duration) -> String { "\(rounded(ms(d))) ms (\(rounded(100 * ms(d) / whole, digits: 0)) %)" }
        let each = decode.count == 1
            ? "once, the files being equal, \(rounded(ms(decode[0]))) ms"
            : "\(rounded(ms(decode[0]))) ms and \(rounded(ms(decode[1]))) ms on two threads"
        return "timings: read files \(share(read)); decode \(each), wall \(share(decodeWall));"
            + " diff and output \(share(diff)); total \(rounded(ms(total))) ms (process start-up not included)\n"
    }

    /// At most `digits` decimals, trailing zeros dropped: 412.33, 3, 0.5.
    package static func rounded(_ value: Double, digits: Int = 2) -> String {
        let factor = pow(10, Double(digits))
        let r = (value * factor).rounded() / factor
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }

    private struct Points: Encodable {
        let x, y, width, height, scale: Double
    }

    private struct Box: Encodable {
        let x, y, width, height: Int
        let points: Points
    }

    private struct Report: Encodable {
        let width, height: Int
        let identical: Bool
        let differingPixels, antiAliasedPixels: Int
        let differingRatio, maxColorDelta: Double
        let box: Box?
        let window, maxWindowPixels: Int?
        let metric: String
        let threshold: Double
        let includeAA: Bool
        let background: String
    }
}
