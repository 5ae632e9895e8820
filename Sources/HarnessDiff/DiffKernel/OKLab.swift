#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The distance of pixelmatch's master branch (July 2026, unreleased): OKLab (Ottosson 2020)
/// with the HyAB metric (Abasi et al. 2019), |dLr| + sqrt(da^2 + db^2), where Lr is Ottosson's
/// toe-corrected lightness. Black against white is exactly 1, so a threshold t here is a
/// fraction of that: 0.1 lets through a tenth of the black-white lightness step, or a hue
/// change of the same size.
///
/// pixelmatch evaluates the sRGB decoding and the cube root through lookup tables with linear
/// interpolation (257 and 4098 entries); the same tables are built here so that counts agree
/// near the threshold, where the interpolation error (largest near black, where the cube root
/// is steepest) would otherwise decide.
enum OKLab {
    /// sRGB byte value (0...255, entry 256 repeats 255) to linear light.
    private static let linear: [Double] = {
        var table = (0..<256).map { i -> Double in
            let c = Double(i) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        table.append(table[255])
        return table
    }()

    private static let cubeRootSteps = 4096
    /// cbrt(i / 4096) for i in 0...4097.
    private static let cubeRoots: [Double] = (0...(cubeRootSteps + 1)).map { cbrt(Double($0) / Double(cubeRootSteps)) }

    private static let toeK1 = 0.206
    private static let toeK2 = 0.03
    private static let toeK3 = (1 + toeK1) / (1 + toeK2)

    /// Linear light of a fractional channel value, interpolated between table entries.
    @inline(__always)
    private static func linearLight(_ x: Double) -> Double {
        let i = Int(x)
        return linear[i] + (linear[i + 1] - linear[i]) * (x - Double(i))
    }

    @inline(__always)
    private static func cubeRoot(_ x: Double) -> Double {
        let t = x * Double(cubeRootSteps)
        let i = Int(t)
        return cubeRoots[i] + (cubeRoots[i + 1] - cubeRoots[i]) * (t - Double(i))
    }

    /// Ottosson's toe: maps OKLab L to a lightness closer to CIE L* near black, 1 stays 1.
    @inline(__always)
    private static func toe(_ l: Double) -> Double {
        let x = toeK3 * l - toeK1
        return 0.5 * (x + (x * x + 4 * toeK2 * toeK3 * l).squareRoot())
    }

    /// Cube-rooted LMS and toe-corrected lightness of one colour given as linear light.
    @inline(__always)
    private static func lms(_ r: Double, _ g: Double, _ b: Double) -> (l: Double, m: Double, s: Double, lr: Double) {
        let l = cubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (l, m, s, toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s))
    }

    /// One pixel in cube-rooted LMS, blended over the background first when not opaque.
    @inline(__always)
    private static func components(_ p: UInt32, _ bg: (r: Double, g: Double, b: Double))
        -> (l: Double, m: Double, s: Double, lr: Double)
    {
        let r = Int(p & 0xFF), g = Int((p >> 8) & 0xFF), b = Int((p >> 16) & 0xFF), a = Int(p >> 24)
        if a == 255 {
            return lms(linear[r], linear[g], linear[b])
        }
        let rest = Double(255 - a)
        return lms(
            linearLight((Double(r * a) + bg.r * rest) / 255),
            linearLight((Double(g * a) + bg.g * rest) / 255),
            linearLight((Double(b * a) + bg.b * rest) / 255))
    }

    /// The HyAB lightness and chroma parts of the distance between two different pixels at
    /// byte offset `k`. Both are blended over the same background when either is not opaque.
    @inline(__always)
    static func parts(_ p1: UInt32, _ p2: UInt32, byteOffset k: Int, checkerboard: Bool)
        -> (lightness: Double, da: Double, db: Double)
    {
        let bothOpaque = p1 >> 24 == 255 && p2 >> 24 == 255
        let bg = bothOpaque ? (255.0, 255.0, 255.0) : YIQ.background(byteOffset: k, checkerboard: checkerboard)
        let c1 = components(p1, bg), c2 = components(p2, bg)
        let dl = c1.l - c2.l, dm = c1.m - c2.m, ds = c1.s - c2.s
        let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
        let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
        return (c1.lr - c2.lr, da, db)
    }

    /// Whether two pixels are further apart than `threshold`, decided as pixelmatch decides it
    /// without a square root: within when |dLr| < t and da^2 + db^2 <= (t - |dLr|)^2.
    @inline(__always)
    static func exceeds(_ parts: (lightness: Double, da: Double, db: Double), threshold: Double) -> Bool {
        let rest = threshold - abs(parts.lightness)
        return !(rest > 0 && parts.da * parts.da + parts.db * parts.db <= rest * rest)
    }

    /// The full HyAB distance, for reporting the largest one.
    @inline(__always)
    static func distance(_ parts: (lightness: Double, da: Double, db: Double)) -> Double {
        abs(parts.lightness) + (parts.da * parts.da + parts.db * parts.db).squareRoot()
    }

    /// The anti-aliasing test's brightness step under this metric (pixelmatch master): still
    /// the YIQ luma, but semi-transparent pixels are blended over a fixed mid-gray 128, and a
    /// step that cancels to exactly 0 while alpha differs takes the sign of the alpha step
    /// (da / 2), so only pixels equal in blended luma and in alpha count as equal neighbours.
    @inline(__always)
    static func brightnessStep(center: UInt32, neighbour: UInt32) -> Double {
        if center == neighbour { return 0 }
        let r1 = Int(center & 0xFF), g1 = Int((center >> 8) & 0xFF), b1 = Int((center >> 16) & 0xFF)
        let a1 = Int(center >> 24)
        let r2 = Int(neighbour & 0xFF), g2 = Int((neighbour >> 8) & 0xFF), b2 = Int((neighbour >> 16) & 0xFF)
        let a2 = Int(neighbour >> 24)
        if a1 < 255 || a2 < 255 {
            let da = a1 - a2
            // One channel a line, typed: as one expression it took the type checker 2.2 s.
            let dr: Int = r1 * a1 - r2 * a2 - 128 * da
            let dg: Int = g1 * a1 - g2 * a2 - 128 * da
            let db: Int = b1 * a1 - b2 * a2 - 128 * da
            let d = YIQ.luma((Double(dr) / 255, Double(dg) / 255, Double(db) / 255))
            return d == 0 && da != 0 ? Double(da) / 2 : d
        }
        return YIQ.luma((Double(r1 - r2), Double(g1 - g2), Double(b1 - b2)))
    }
}
