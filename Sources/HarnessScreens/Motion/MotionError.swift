/// What the motion model refuses.
package enum MotionError: Error, Equatable, CustomStringConvertible {
    case springNotOverdamped(mass: Double, stiffness: Double, damping: Double)
    case bezierControlOutOfRange(x1: Double, x2: Double)

    package var description: String {
        switch self {
        case .springNotOverdamped(let m, let k, let c):
            return "spring mass \(m), stiffness \(k), damping \(c) is not overdamped (needs damping^2 > 4 mass stiffness, all positive)"
        case .bezierControlOutOfRange(let x1, let x2):
            return "cubic Bezier control x values \(x1), \(x2) must lie in [0, 1]"
        }
    }
}
