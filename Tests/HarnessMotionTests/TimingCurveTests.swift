import HarnessScreens
import XCTest

/// The curves at times worked out by hand (see SpringCurve's comment for the closed form):
/// s1 = (-500 + sqrt(238000)) / 6 = -2.0245939, s2 = -164.64207,
/// x(tau) = 1 - 1.0124500 e^(s1 tau) + 0.0124500 e^(s2 tau); a 0.4 s transition plays tau = 0.5 t / 0.4 = 1.25 t.
final class TimingCurveTests: XCTestCase {
    private let spring = SpringCurve.codebase

    func testRootsOfTheCodebaseSpring() {
        // 250000 - 4 * 3 * 1000 = 238000; 487.85244^2 = 237999.99 (long multiplication).
        XCTAssertEqual(spring.slowRoot, -2.0245939, accuracy: 1e-6)
        XCTAssertEqual(spring.fastRoot, -164.64207, accuracy: 1e-5)
        // 500 / (2 * sqrt(3000)) = 500 / 109.54451.
        XCTAssertEqual(spring.dampingRatio, 4.5643546, accuracy: 1e-6)
    }

    func testSpringAtHandComputedTimes() {
        // (t, x by hand). Each: e^(s1 tau) from the series / tables, times 1.01245; the fast term
        // 0.01245 e^(s2 tau) matters only at the first frame.
        // t = 1/60: tau = 1/48; s1 tau = -0.0421790, e^ = 0.9586981, * 1.01245 = 0.9706339;
        //           s2 tau = -3.430043, e^ = 0.0323855, * 0.01245 = 0.0004032; x = 1 - 0.9706339 + 0.0004032 = 0.0297693.
        // t = 0.1:  tau = 0.125; e^(-0.2530742) = 0.7764102, * 1.01245 = 0.7860766; x = 0.2139234.
        // t = 0.2:  tau = 0.25;  e^(-0.5061485) = 0.6028129, * 1.01245 = 0.6103179; x = 0.3896821.
        // t = 0.3:  tau = 0.375; e^(-0.7592227) = 0.4680301, * 1.01245 = 0.4738571; x = 0.5261429.
        // t = 0.4:  tau = 0.5;   e^(-1.0122969) = 0.3633834, * 1.01245 = 0.3679075; x = 0.6320925.
        let cases: [(Double, Double)] = [(1.0 / 60, 0.0297693), (0.1, 0.2139234), (0.2, 0.3896821),
                                         (0.3, 0.5261429), (0.4, 0.6320925)]
        for (t, expected) in cases {
            XCTAssertEqual(spring.progress(elapsed: t, transitionDuration: 0.4), expected, accuracy: 2e-7, "t = \(t)")
        }
        // Speed scales with the duration: a 0.5 s transition at 0.25 s is the same tau = 0.25.
        XCTAssertEqual(spring.progress(elapsed: 0.25, transitionDuration: 0.5), 0.3896821, accuracy: 2e-7)
        XCTAssertEqual(spring.progress(elapsed: 0, transitionDuration: 0.4), 0, accuracy: 1e-12)
    }

    func testTheSpringStopsShortSoRemovalJumps() {
        // At removal (tau = 0.5) x = 0.6320925: the value jumps by 1 - x = 0.3679075 of the move.
        XCTAssertEqual(spring.activeDuration(forTransition: 0.4), 0.4)
        XCTAssertEqual(spring.jumpAtRemoval(transitionDuration: 0.4), 0.3679075, accuracy: 2e-7)
        XCTAssertLessThan(spring.progressAtRemoval(transitionDuration: 0.4), 0.9)
    }

    func testUnderdampedSpringIsRefused() {
        // 10^2 = 100 < 4 * 1 * 100 = 400.
        XCTAssertThrowsError(try SpringCurve(mass: 1, stiffness: 100, damping: 10, nominalDuration: 0.5))
    }

    func testFittedBezierAtHandComputedPoints() {
        let curve = CubicBezierCurve.keyboardFit
        // u = 0.5: X = 3 * 0.25 * 0.5 * 0.38 + 3 * 0.5 * 0.25 * 0.125 + 0.125 = 0.1425 + 0.046875 + 0.125 = 0.314375;
        //          Y = 3 * 0.125 * 0.70 + 3 * 0.125 * 1.0 + 0.125 = 0.2625 + 0.375 + 0.125 = 0.7625.
        // Over twice a 0.4 s transition (0.8 s): t = 0.314375 * 0.8 = 0.2515 s.
        XCTAssertEqual(curve.progress(elapsed: 0.2515, transitionDuration: 0.4), 0.7625, accuracy: 1e-9)
        // u = 0.25: X = 3 * 0.5625 * 0.25 * 0.38 + 3 * 0.75 * 0.0625 * 0.125 + 0.015625
        //             = 0.16031250 + 0.01757813 + 0.015625 = 0.19351563 (exactly 0.193515625);
        //           Y = 3 * 0.5625 * 0.25 * 0.7 + 3 * 0.75 * 0.0625 * 1.0 + 0.015625 = 0.2953125 + 0.140625 + 0.015625 = 0.4515625.
        XCTAssertEqual(curve.progress(elapsed: 0.193515625 * 0.8, transitionDuration: 0.4), 0.4515625, accuracy: 1e-9)
        XCTAssertEqual(curve.activeDuration(forTransition: 0.4), 0.8)
        // It ends on its target: no jump at removal.
        XCTAssertEqual(curve.jumpAtRemoval(transitionDuration: 0.4), 0, accuracy: 1e-12)
    }

    func testNamesSayWhichCurve() {
        XCTAssertEqual(spring.name, "spring(mass 3, stiffness 1000, damping 500, 0.5 s nominal)")
        XCTAssertEqual(CubicBezierCurve.keyboardFit.name, "cubic-bezier(0.38, 0.7, 0.125, 1.0) over 2x the duration")
    }
}
