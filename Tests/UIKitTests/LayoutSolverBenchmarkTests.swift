// A rough timing of a screen-sized system. Prints figures; asserts only results.

import XCTest
@testable import UIKit

final class LayoutSolverBenchmarkTests: XCTestCase {

    func testBenchmarkThreeHundredConstraints() throws {
        // 60 views in a horizontal row, 5 constraints each = 300 constraints:
        //   x0 = 16, x_i = x_{i-1} + w_{i-1} + 8   (required)
        //   y_i = 20                                (required)
        //   w_i >= 20                               (required)
        //   w_i == 44 @250                          (hugging-like)
        //   h_i = 0.5 * w_i                         (aspect, required)
        // Hand check: every w_i = 44 (nothing opposes it), so x_i = 16 + 52*i.
        let clock = ContinuousClock()
        var timings: [Duration] = []
        var lastX: Double = 0
        for _ in 0..<5 {
            let solver = LayoutSolver()
            let n = 60
            let x = (0..<n).map { LayoutVariable("x\($0)") }
            let y = (0..<n).map { LayoutVariable("y\($0)") }
            let w = (0..<n).map { LayoutVariable("w\($0)") }
            let h = (0..<n).map { LayoutVariable("h\($0)") }
            var all: [LayoutSolverConstraint] = []
            for i in 0..<n {
                if i == 0 {
                    all.append(cn([(x[0], 1)], .equal, 16))
                } else {
                    all.append(cn([(x[i], 1), (x[i - 1], -1), (w[i - 1], -1)], .equal, 8))
                }
                all.append(cn([(y[i], 1)], .equal, 20))
                all.append(cn([(w[i], 1)], .greaterThanOrEqual, 20))
                all.append(cn([(w[i], 1)], .equal, 44, 250))
                all.append(cn([(h[i], 1), (w[i], -0.5)], .equal, 0))
            }
            let elapsed = try clock.measure {
                for c in all { try solver.addConstraint(c) }
                solver.updateVariables()
            }
            timings.append(elapsed)
            lastX = x[n - 1].value
            XCTAssertEqual(solver.constraintCount, 300)
        }
        // x_59 = 16 + 52*59 = 3084.
        XCTAssertEqual(lastX, 3084, accuracy: 1e-9)

        // Incremental churn on one solver: remove and re-add 30 constraints, and
        // drag an edit variable 100 times.
        let solver = LayoutSolver()
        let a = (0..<100).map { LayoutVariable("a\($0)") }
        var chain: [LayoutSolverConstraint] = [cn([(a[0], 1)], .equal, 0)]
        for i in 1..<100 {
            chain.append(cn([(a[i], 1), (a[i - 1], -1)], .greaterThanOrEqual, 2))
            chain.append(cn([(a[i], 1), (a[i - 1], -1)], .equal, 10, 250))
        }
        for c in chain { try solver.addConstraint(c) }
        let churn = try clock.measure {
            for c in chain[100..<130] { try solver.removeConstraint(c) }
            for c in chain[100..<130] { try solver.addConstraint(c) }
        }
        try solver.addEditVariable(a[99], priority: 750)
        let drag = try clock.measure {
            for step in 0..<100 { try solver.suggestValue(1000 + Double(step), for: a[99]) }
        }
        // Last suggestion 1099 at 750 beats the 99 spacing preferences at 250:
        // a99 = 1099 exactly.
        XCTAssertEqual(solver.value(of: a[99]), 1099, accuracy: 1e-9)

        let best = timings.min()!
        print("LayoutSolver benchmark: add 300 constraints + solve: best \(best), all \(timings)")
        print("LayoutSolver benchmark: remove+re-add 30 of 199: \(churn); 100 suggestValue calls: \(drag)")
    }
}
