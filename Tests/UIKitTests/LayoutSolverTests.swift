// Hand-worked cases for LayoutSolver. Every expected number is derived in the
// comment above it from the constraint equations, not taken from the solver.

import XCTest
@testable import UIKit

/// `sum(terms) REL rhs` at `priority`.
func cn(_ terms: [(LayoutVariable, Double)], _ relation: LayoutRelation, _ rhs: Double,
        _ priority: Float = LayoutStrength.required, _ name: String = "") -> LayoutSolverConstraint {
    LayoutSolverConstraint(LayoutExpression(terms, constant: -rhs), relation, priority: priority, name: name)
}

let accuracy = 1e-9

final class LayoutSolverTests: XCTestCase {

    func testSingleEquality() throws {
        // x == 42  =>  x = 42.
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(cn([(x, 1)], .equal, 42))
        XCTAssertEqual(solver.value(of: x), 42, accuracy: accuracy)
        solver.updateVariables()
        XCTAssertEqual(x.value, 42, accuracy: accuracy)
    }

    func testChainOfEqualities() throws {
        // a == 10; b = a + 5 = 15; c = 2b = 30; d = c - 7 = 23.
        let solver = LayoutSolver()
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c"), d = LayoutVariable("d")
        try solver.addConstraint(cn([(d, 1), (c, -1)], .equal, -7))
        try solver.addConstraint(cn([(c, 1), (b, -2)], .equal, 0))
        try solver.addConstraint(cn([(b, 1), (a, -1)], .equal, 5))
        try solver.addConstraint(cn([(a, 1)], .equal, 10))
        XCTAssertEqual(solver.value(of: a), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: b), 15, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: c), 30, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: d), 23, accuracy: accuracy)
    }

    func testTwoViewsSideBySideIn375Container() throws {
        // Container W = 375. x1 = 16 (leading margin), x2 = x1 + w1 + 8 (spacing),
        // x2 + w2 = W - 16 (trailing margin), w1 = w2 = w.
        // 16 + w + 8 + w = 359  =>  2w = 335  =>  w = 167.5;  x2 = 16 + 167.5 + 8 = 191.5.
        let solver = LayoutSolver()
        let W = LayoutVariable("W"), x1 = LayoutVariable("x1"), w1 = LayoutVariable("w1")
        let x2 = LayoutVariable("x2"), w2 = LayoutVariable("w2")
        try solver.addConstraint(cn([(W, 1)], .equal, 375))
        try solver.addConstraint(cn([(x1, 1)], .equal, 16))
        try solver.addConstraint(cn([(x2, 1), (x1, -1), (w1, -1)], .equal, 8))
        try solver.addConstraint(cn([(W, 1), (x2, -1), (w2, -1)], .equal, 16))
        try solver.addConstraint(cn([(w1, 1), (w2, -1)], .equal, 0))
        XCTAssertEqual(solver.value(of: w1), 167.5, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: w2), 167.5, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: x2), 191.5, accuracy: accuracy)
        // Right edge of view 2: 191.5 + 167.5 = 359 = 375 - 16.
        XCTAssertEqual(solver.value(of: x2) + solver.value(of: w2), 359, accuracy: accuracy)
    }

    func testInactiveInequality() throws {
        // x == 50 @750 and x >= 10 required: 50 >= 10 holds, so the inequality is
        // slack and the optional equality is met exactly: x = 50.
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(cn([(x, 1)], .equal, 50, 750))
        try solver.addConstraint(cn([(x, 1)], .greaterThanOrEqual, 10))
        XCTAssertEqual(solver.value(of: x), 50, accuracy: accuracy)
    }

    func testActiveInequality() throws {
        // x == 5 @750 and x >= 10 required: the optional wants 5 but x cannot go
        // below 10, so x = 10 (error 5 on the optional).
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(cn([(x, 1)], .equal, 5, 750))
        XCTAssertEqual(solver.value(of: x), 5, accuracy: accuracy)
        try solver.addConstraint(cn([(x, 1)], .greaterThanOrEqual, 10))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
    }

    func testRequiredBeatsOptional() throws {
        // x == 10 required, x == 20 @999: the optional loses, x = 10.
        // y == x + 5 required follows: y = 15.
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.addConstraint(cn([(x, 1)], .equal, 20, 999))
        try solver.addConstraint(cn([(x, 1)], .equal, 10))
        try solver.addConstraint(cn([(y, 1), (x, -1)], .equal, 5))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: accuracy)
    }

    func testHigherPriorityOptionalWinsExactly() throws {
        // x == 10 @750 vs x == 20 @250: the 750 level is minimised first
        // (error 0 at x = 10), so x = 10 exactly, whatever the insertion order.
        for lowFirst in [false, true] {
            let solver = LayoutSolver()
            let x = LayoutVariable("x")
            let high = cn([(x, 1)], .equal, 10, 750)
            let low = cn([(x, 1)], .equal, 20, 250)
            for c in lowFirst ? [low, high] : [high, low] { try solver.addConstraint(c) }
            XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        }
    }

    func testPriorityLevelsDominateAnyNumberOfLowerOnes() throws {
        // x == 10 @751 against five x == 20 @750. With summed weights 751 vs
        // 5*750 = 3750 the five would win (x = 20); with strict levels the single
        // 751 constraint is satisfied first: x = 10.
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        for _ in 0..<5 { try solver.addConstraint(cn([(x, 1)], .equal, 20, 750)) }
        try solver.addConstraint(cn([(x, 1)], .equal, 10, 751))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
    }

    func testEqualPrioritiesMinimiseTotalError() throws {
        // w1 + w2 == 300 required; w1 == 200, w2 == 200, w1 == 120, all @500.
        // Total error f(w1) = |w1-200| + |(300-w1)-200| + |w1-120|
        //                   = |w1-200| + |w1-100| + |w1-120|,
        // minimised at the median of {100, 120, 200}: w1 = 120, f = 80+20+0 = 100
        // (check: f(100) = 100+0+20 = 120, f(200) = 0+100+80 = 180). w2 = 180.
        let solver = LayoutSolver()
        let w1 = LayoutVariable("w1"), w2 = LayoutVariable("w2")
        try solver.addConstraint(cn([(w1, 1), (w2, 1)], .equal, 300))
        try solver.addConstraint(cn([(w1, 1)], .equal, 200, 500))
        try solver.addConstraint(cn([(w2, 1)], .equal, 200, 500))
        try solver.addConstraint(cn([(w1, 1)], .equal, 120, 500))
        XCTAssertEqual(solver.value(of: w1), 120, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: w2), 180, accuracy: accuracy)
    }

    func testEqualPrioritiesMedianOfThree() throws {
        // x == 10, x == 20, x == 40 all @500: minimise |x-10|+|x-20|+|x-40|;
        // the median x = 20 gives 10+0+20 = 30 (x = 10: 0+10+30 = 40; x = 40: 30+20+0 = 50).
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        for target in [40.0, 10.0, 20.0] { try solver.addConstraint(cn([(x, 1)], .equal, target, 500)) }
        XCTAssertEqual(solver.value(of: x), 20, accuracy: accuracy)
    }

    /// Two labels side by side filling a container of width `width`:
    /// x1 = 0, x2 = x1 + w1, x2 + w2 = W. Both have intrinsic width 100.
    /// Label 1: hugging 250 (w1 <= 100), compression resistance 750 (w1 >= 100).
    /// Label 2: hugging 251 (w2 <= 100), compression resistance 749 (w2 >= 100).
    private func twoLabels(width: Double) throws -> (LayoutSolver, LayoutVariable, LayoutVariable, LayoutVariable) {
        let solver = LayoutSolver()
        let W = LayoutVariable("W"), x1 = LayoutVariable("x1"), w1 = LayoutVariable("w1")
        let x2 = LayoutVariable("x2"), w2 = LayoutVariable("w2")
        try solver.addConstraint(cn([(W, 1)], .equal, width))
        try solver.addConstraint(cn([(x1, 1)], .equal, 0))
        try solver.addConstraint(cn([(x2, 1), (x1, -1), (w1, -1)], .equal, 0))
        try solver.addConstraint(cn([(x2, 1), (w2, 1), (W, -1)], .equal, 0))
        try solver.addConstraint(cn([(w1, 1)], .lessThanOrEqual, 100, 250))
        try solver.addConstraint(cn([(w1, 1)], .greaterThanOrEqual, 100, 750))
        try solver.addConstraint(cn([(w2, 1)], .lessThanOrEqual, 100, 251))
        try solver.addConstraint(cn([(w2, 1)], .greaterThanOrEqual, 100, 749))
        return (solver, w1, w2, x2)
    }

    func testHuggingWhenContainerTooLarge() throws {
        // W = 300, so w1 + w2 = 300. Levels: 750 (w1 >= 100) and 749 (w2 >= 100)
        // are both satisfiable. 251: w2 <= 100 -> w2 = 100 (with w2 >= 100).
        // 250: w1 <= 100 must give: w1 = 300 - 100 = 200. x2 = w1 = 200.
        let (solver, w1, w2, x2) = try twoLabels(width: 300)
        XCTAssertEqual(solver.value(of: w1), 200, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: w2), 100, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: x2), 200, accuracy: accuracy)
    }

    func testCompressionWhenContainerTooSmall() throws {
        // W = 150, so w1 + w2 = 150. 750: w1 >= 100, error 0 possible.
        // 749: w2 >= 100 has error 100 - w2 = w1 - 50, smallest at w1 = 100 -> w2 = 50.
        // Hugging (w <= 100) holds for both. x2 = 100.
        let (solver, w1, w2, x2) = try twoLabels(width: 150)
        XCTAssertEqual(solver.value(of: w1), 100, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: w2), 50, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: x2), 100, accuracy: accuracy)
    }

    func testHuggingAndCompressionAgainstFillConstraint() throws {
        // w >= 100 @750 (compression), w <= 100 @250 (hugging), w == 300 @500 (fill).
        // 750 holds for any w >= 100; 500 then picks w = 300; hugging (250) loses.
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        try solver.addConstraint(cn([(w, 1)], .greaterThanOrEqual, 100, 750))
        try solver.addConstraint(cn([(w, 1)], .lessThanOrEqual, 100, 250))
        let fill = cn([(w, 1)], .equal, 300, 500)
        try solver.addConstraint(fill)
        XCTAssertEqual(solver.value(of: w), 300, accuracy: accuracy)
        // Fill changed to w == 50 (expression w - 50, constant -50): compression at
        // 750 keeps w >= 100, so w = 100 (fill error 50, hugging satisfied).
        try solver.updateConstant(of: fill, to: -50)
        XCTAssertEqual(solver.value(of: w), 100, accuracy: accuracy)
        // Back to w == 300.
        try solver.updateConstant(of: fill, to: -300)
        XCTAssertEqual(solver.value(of: w), 300, accuracy: accuracy)
    }

    func testCenterConstraints() throws {
        // left = 20, right = 320, centerX = 0.5*left + 0.5*right = 10 + 160 = 170.
        // Child: childCenterX = centerX = 170, childWidth = 100,
        // childLeft = childCenterX - 0.5*childWidth = 170 - 50 = 120,
        // childRight = childLeft + childWidth = 220.
        let solver = LayoutSolver()
        let left = LayoutVariable("left"), right = LayoutVariable("right"), cx = LayoutVariable("cx")
        let ccx = LayoutVariable("ccx"), cw = LayoutVariable("cw")
        let cl = LayoutVariable("cl"), cr = LayoutVariable("cr")
        try solver.addConstraint(cn([(cx, 1), (left, -0.5), (right, -0.5)], .equal, 0))
        try solver.addConstraint(cn([(left, 1)], .equal, 20))
        try solver.addConstraint(cn([(right, 1)], .equal, 320))
        try solver.addConstraint(cn([(ccx, 1), (cx, -1)], .equal, 0))
        try solver.addConstraint(cn([(cw, 1)], .equal, 100))
        try solver.addConstraint(cn([(cl, 1), (ccx, -1), (cw, 0.5)], .equal, 0))
        try solver.addConstraint(cn([(cr, 1), (cl, -1), (cw, -1)], .equal, 0))
        XCTAssertEqual(solver.value(of: cx), 170, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: cl), 120, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: cr), 220, accuracy: accuracy)
    }

    func testMultiplierConstraint() throws {
        // w1 = 40; w2 = 2*w1 + 10 = 90; aspect h = 0.5*w2 = 45.
        let solver = LayoutSolver()
        let w1 = LayoutVariable("w1"), w2 = LayoutVariable("w2"), h = LayoutVariable("h")
        try solver.addConstraint(cn([(w2, 1), (w1, -2)], .equal, 10))
        try solver.addConstraint(cn([(h, 1), (w2, -0.5)], .equal, 0))
        try solver.addConstraint(cn([(w1, 1)], .equal, 40))
        XCTAssertEqual(solver.value(of: w2), 90, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: h), 45, accuracy: accuracy)
    }

    func testRemovalRestoresPreviousSolution() throws {
        // x == 10 @250, y = x + 5 required  =>  x = 10, y = 15.
        // Add x == 30 required  =>  x = 30, y = 35.  Remove it  =>  back to 10, 15.
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.addConstraint(cn([(x, 1)], .equal, 10, 250))
        try solver.addConstraint(cn([(y, 1), (x, -1)], .equal, 5))
        XCTAssertEqual(solver.value(of: y), 15, accuracy: accuracy)
        let pin = cn([(x, 1)], .equal, 30)
        try solver.addConstraint(pin)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 35, accuracy: accuracy)
        try solver.removeConstraint(pin)
        XCTAssertFalse(solver.hasConstraint(pin))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 15, accuracy: accuracy)
    }

    func testRemovingAndReaddingOptionals() throws {
        // a: x == 10 @750, b: x == 20 @250  =>  x = 10 (higher level wins).
        // Remove a  =>  only b remains: x = 20.  Re-add a  =>  x = 10 again.
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let a = cn([(x, 1)], .equal, 10, 750)
        let b = cn([(x, 1)], .equal, 20, 250)
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        try solver.removeConstraint(a)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: accuracy)
        try solver.addConstraint(a)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
    }

    func testReaddingRequiredAfterRemoval() throws {
        // a: x == 10, b: x == 20 (both required). b conflicts with a (10 != 20).
        // Remove a, then b fits: x = 20; now re-adding a conflicts with b.
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let a = cn([(x, 1)], .equal, 10, LayoutStrength.required, "a")
        let b = cn([(x, 1)], .equal, 20, LayoutStrength.required, "b")
        try solver.addConstraint(a)
        XCTAssertThrowsError(try solver.addConstraint(b))
        try solver.removeConstraint(a)
        try solver.addConstraint(b)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: accuracy)
        XCTAssertThrowsError(try solver.addConstraint(a)) { error in
            guard case LayoutSolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.constraint, ObjectIdentifier(a))
            XCTAssertEqual(conflict.conflicting, [ObjectIdentifier(b)])
        }
        XCTAssertEqual(solver.value(of: x), 20, accuracy: accuracy)
    }

    func testEditVariable() throws {
        // x + y == 100, y >= 10 (required), y == 50 @250  =>  x = 50, y = 50.
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.addConstraint(cn([(x, 1), (y, 1)], .equal, 100))
        try solver.addConstraint(cn([(y, 1)], .greaterThanOrEqual, 10))
        try solver.addConstraint(cn([(y, 1)], .equal, 50, 250))
        XCTAssertEqual(solver.value(of: x), 50, accuracy: accuracy)
        // Editing x at 750 starts as a stay at x = 50: nothing moves.
        try solver.addEditVariable(x, priority: 750)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: accuracy)
        // Suggest 30: the edit (750) beats y == 50 (250): x = 30, y = 100 - 30 = 70.
        try solver.suggestValue(30, for: x)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 70, accuracy: accuracy)
        // Suggest 95: y = 5 would break y >= 10 (required): y = 10, x = 90.
        try solver.suggestValue(95, for: x)
        XCTAssertEqual(solver.value(of: x), 90, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: accuracy)
        // Removing the edit leaves y == 50 @250 in charge: x = 50, y = 50.
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertEqual(solver.value(of: x), 50, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 50, accuracy: accuracy)
    }

    func testUnsatisfiableEqualitiesThrowAndLeaveSolverUnchanged() throws {
        // c1: a == 10, c2: b == a + 5 (so b = 15), c3: c == 7 (unrelated),
        // optional d == 3 @500. c4: b == 20 contradicts c1 + c2 (15 != 20);
        // c3 is not involved.
        let solver = LayoutSolver()
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c"), d = LayoutVariable("d")
        let c1 = cn([(a, 1)], .equal, 10, LayoutStrength.required, "c1")
        let c2 = cn([(b, 1), (a, -1)], .equal, 5, LayoutStrength.required, "c2")
        let c3 = cn([(c, 1)], .equal, 7, LayoutStrength.required, "c3")
        let c4 = cn([(b, 1)], .equal, 20, LayoutStrength.required, "c4")
        for k in [c1, c2, c3, cn([(d, 1)], .equal, 3, 500)] { try solver.addConstraint(k) }
        let before = [a, b, c, d].map { solver.value(of: $0).bitPattern }
        XCTAssertThrowsError(try solver.addConstraint(c4)) { error in
            guard case LayoutSolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.constraint, ObjectIdentifier(c4))
            XCTAssertEqual(conflict.conflicting, [ObjectIdentifier(c1), ObjectIdentifier(c2)])
        }
        XCTAssertFalse(solver.hasConstraint(c4))
        XCTAssertEqual(solver.constraintCount, 4)
        XCTAssertEqual([a, b, c, d].map { solver.value(of: $0).bitPattern }, before)
        XCTAssertEqual(solver.value(of: b), 15, accuracy: accuracy)
    }

    func testUnsatisfiableInequalitiesRollBack() throws {
        // c1: x >= 10, c2: x <= 50 (required), x == 30 @500  =>  x = 30.
        // c3: x <= 5 contradicts c1 (x >= 10 > 5) but not c2. Adding it runs the
        // artificial-variable phase, which pivots before failing; the solver must
        // come back exactly: x = 30 and later operations behave as before.
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let c1 = cn([(x, 1)], .greaterThanOrEqual, 10, LayoutStrength.required, "c1")
        let c2 = cn([(x, 1)], .lessThanOrEqual, 50, LayoutStrength.required, "c2")
        let c3 = cn([(x, 1)], .lessThanOrEqual, 5, LayoutStrength.required, "c3")
        try solver.addConstraint(c1)
        try solver.addConstraint(c2)
        try solver.addConstraint(cn([(x, 1)], .equal, 30, 500))
        XCTAssertEqual(solver.value(of: x), 30, accuracy: accuracy)
        let before = solver.value(of: x).bitPattern
        XCTAssertThrowsError(try solver.addConstraint(c3)) { error in
            guard case LayoutSolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.conflicting, [ObjectIdentifier(c1)])
        }
        XCTAssertEqual(solver.value(of: x).bitPattern, before)
        // Dropping c1 (what UIKit would do) lets c3 in: x <= 5 beats x == 30 @500: x = 5.
        try solver.removeConstraint(c1)
        try solver.addConstraint(c3)
        XCTAssertEqual(solver.value(of: x), 5, accuracy: accuracy)
    }

    func testFillEquallyStackOfThree() throws {
        // Three items in 300 with spacing 10: x1 = 0, w1 = w2 = w3 = w,
        // x2 = x1 + w1 + 10, x3 = x2 + w2 + 10, x3 + w3 = 300.
        // 3w + 20 = 300  =>  w = 280/3 = 93.333...; x2 = w + 10; x3 = 2w + 20.
        let solver = LayoutSolver()
        let xs = (1...3).map { LayoutVariable("x\($0)") }
        let ws = (1...3).map { LayoutVariable("w\($0)") }
        try solver.addConstraint(cn([(xs[0], 1)], .equal, 0))
        try solver.addConstraint(cn([(ws[0], 1), (ws[1], -1)], .equal, 0))
        try solver.addConstraint(cn([(ws[1], 1), (ws[2], -1)], .equal, 0))
        try solver.addConstraint(cn([(xs[1], 1), (xs[0], -1), (ws[0], -1)], .equal, 10))
        try solver.addConstraint(cn([(xs[2], 1), (xs[1], -1), (ws[1], -1)], .equal, 10))
        try solver.addConstraint(cn([(xs[2], 1), (ws[2], 1)], .equal, 300))
        let w = 280.0 / 3.0
        for v in ws { XCTAssertEqual(solver.value(of: v), w, accuracy: accuracy) }
        XCTAssertEqual(solver.value(of: xs[1]), w + 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: xs[2]), 2 * w + 20, accuracy: accuracy)
    }

    func testUpdateConstantOfRequiredConstraint() throws {
        // c: x == 10, y == x + 5  =>  y = 15. Change c to x == 25 (constant -25):
        // x = 25, y = 30. Add c2: x <= 40; changing c to x == 50 contradicts c2:
        // throws, and x = 25, y = 30 and c's constant stay.
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let c = cn([(x, 1)], .equal, 10, LayoutStrength.required, "c")
        try solver.addConstraint(c)
        try solver.addConstraint(cn([(y, 1), (x, -1)], .equal, 5))
        try solver.updateConstant(of: c, to: -25)
        XCTAssertEqual(solver.value(of: x), 25, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 30, accuracy: accuracy)
        let c2 = cn([(x, 1)], .lessThanOrEqual, 40, LayoutStrength.required, "c2")
        try solver.addConstraint(c2)
        XCTAssertThrowsError(try solver.updateConstant(of: c, to: -50)) { error in
            guard case LayoutSolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.conflicting, [ObjectIdentifier(c2)])
        }
        XCTAssertEqual(c.expression.constant, -25)
        XCTAssertEqual(solver.value(of: x), 25, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 30, accuracy: accuracy)
    }

    func testRedundantRequiredEquality() throws {
        // a: x == 10, b: y == x, c: y == 10. c follows from a and b (y = x = 10),
        // so it is accepted. Changing c to y == 12 contradicts a + b and throws.
        // Removing a leaves b, c: y = 10, x = y = 10.
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let a = cn([(x, 1)], .equal, 10, LayoutStrength.required, "a")
        let b = cn([(y, 1), (x, -1)], .equal, 0, LayoutStrength.required, "b")
        let c = cn([(y, 1)], .equal, 10, LayoutStrength.required, "c")
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        try solver.addConstraint(c)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: accuracy)
        XCTAssertThrowsError(try solver.updateConstant(of: c, to: -12)) { error in
            guard case LayoutSolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.conflicting, [ObjectIdentifier(a), ObjectIdentifier(b)])
        }
        try solver.removeConstraint(a)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: accuracy)
        // Now c is the only thing fixing y, so y == 12 is fine: x = y = 12.
        try solver.updateConstant(of: c, to: -12)
        XCTAssertEqual(solver.value(of: x), 12, accuracy: accuracy)
    }

    func testRemovingEverythingEmptiesTheTableau() throws {
        // After adding and removing all constraints nothing may be left behind.
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        let all = [
            cn([(x, 1)], .equal, 10, 250),
            cn([(y, 1), (x, -1)], .equal, 5),
            cn([(z, 1), (y, -2)], .greaterThanOrEqual, 0),
            cn([(z, 1)], .lessThanOrEqual, 20, 750),
            cn([(x, 1)], .greaterThanOrEqual, 0),
        ]
        for c in all { try solver.addConstraint(c) }
        // Required: y = x + 5, z >= 2y, x >= 0. Level 750 (z <= 20) is met exactly
        // if 2y <= 20, i.e. x <= 5; only then does level 250 (x == 10) count, and
        // it gets as close as it can: x = 5. So y = 10 and 20 <= z <= 20: z = 20.
        XCTAssertEqual(solver.value(of: x), 5, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: z), 20, accuracy: accuracy)
        for c in all.reversed() { try solver.removeConstraint(c) }
        XCTAssertEqual(solver.rowCount, 0)
        XCTAssertEqual(solver.constraintCount, 0)
        XCTAssertEqual(solver.value(of: z), 0)
    }

    func testErrors() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let c = cn([(x, 1)], .equal, 1)
        try solver.addConstraint(c)
        XCTAssertThrowsError(try solver.addConstraint(c)) { error in
            guard case LayoutSolverError.duplicateConstraint = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try solver.removeConstraint(cn([(x, 1)], .equal, 1))) { error in
            guard case LayoutSolverError.unknownConstraint = error else { return XCTFail("\(error)") }
        }
        for bad: Float in [0, -1, 1001, .nan] {
            XCTAssertThrowsError(try solver.addConstraint(cn([(x, 1)], .equal, 1, bad)))
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: 1000))
        XCTAssertThrowsError(try solver.suggestValue(3, for: x)) { error in
            guard case LayoutSolverError.unknownEditVariable = error else { return XCTFail("\(error)") }
        }
        // 0 == 5 is contradictory on its own: unsatisfiable with no partners.
        XCTAssertThrowsError(try solver.addConstraint(cn([], .equal, 5))) { error in
            guard case LayoutSolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.conflicting, [])
        }
        XCTAssertEqual(solver.constraintCount, 1)
    }

    func testDeterministicBitPatterns() throws {
        // The same operations twice must give bit-identical values, including in
        // degenerate cases where many optimal solutions exist (w1 + w2 = 300 with
        // w1 == 100 and w2 == 100 at equal priority: any split with both >= 100).
        func run() throws -> [UInt64] {
            let solver = LayoutSolver()
            let vars = (0..<12).map { LayoutVariable("v\($0)") }
            try solver.addConstraint(cn([(vars[0], 1), (vars[1], 1)], .equal, 300))
            try solver.addConstraint(cn([(vars[0], 1)], .equal, 100, 500))
            try solver.addConstraint(cn([(vars[1], 1)], .equal, 100, 500))
            var removable: [LayoutSolverConstraint] = []
            for i in 2..<12 {
                try solver.addConstraint(cn([(vars[i], 1), (vars[i - 1], -1), (vars[i - 2], -0.5)], .greaterThanOrEqual, 3))
                let soft = cn([(vars[i], 1)], .equal, Double(i * 37 % 101), Float(100 + i % 3))
                try solver.addConstraint(soft)
                removable.append(soft)
            }
            try solver.addEditVariable(vars[5], priority: 900)
            try solver.suggestValue(777, for: vars[5])
            for soft in removable where removable.firstIndex(where: { $0 === soft })! % 3 == 0 {
                try solver.removeConstraint(soft)
            }
            try solver.suggestValue(123.456, for: vars[5])
            return vars.map { solver.value(of: $0).bitPattern }
        }
        let first = try run()
        let second = try run()
        XCTAssertEqual(first, second)
    }
}

final class LayoutSolverChangeTests: XCTestCase {
    func testAConstantChangeNamesTheVariablesItMoved() throws {
        // a: x == 10, y == 20, z == x + 5 (z = 15). Changing a to x == 30 moves x to 30 and
        // z to 35; y is in a row of its own that holds no part of a, and stays 20.
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        let a = cn([(x, 1)], .equal, 10, LayoutStrength.required, "a")
        try solver.addConstraint(a)
        try solver.addConstraint(cn([(y, 1)], .equal, 20))
        try solver.addConstraint(cn([(z, 1), (x, -1)], .equal, 5))
        let added = Set(solver.takeChangedVariables().map(ObjectIdentifier.init))
        XCTAssertEqual(added, [ObjectIdentifier(x), ObjectIdentifier(y), ObjectIdentifier(z)], "each got its value")
        XCTAssertTrue(solver.takeChangedVariables().isEmpty, "taking them forgets them")

        try solver.updateConstant(of: a, to: -30)
        XCTAssertEqual(solver.value(of: x), 30, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: z), 35, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: y), 20, accuracy: accuracy)
        let moved = Set(solver.takeChangedVariables().map(ObjectIdentifier.init))
        XCTAssertEqual(moved, [ObjectIdentifier(x), ObjectIdentifier(z)])
    }

    func testARefusedConstantChangeAfterPivotsLeavesTheValues() throws {
        // sum: x + w == 100 and x >= 10 (required), w == 70 at 750: w = 70, x = 30.
        // sum to 60: w = 70 would need x = -10 < 10, so x = 10 and w = 50 (the dual simplex
        // pivots the bound in). sum to 5: x = 10, w = -5 (w has no bound yet).
        // Back to 60 (x = 10, w = 50), then a required w >= 0: sum to 5 would need
        // x + w = 5 with x >= 10 and w >= 0, impossible: refused, x = 10, w = 50 and the
        // constant -60 kept. sum to 80 then gives w = 70 again, x = 10.
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), w = LayoutVariable("w")
        let sum = cn([(x, 1), (w, 1)], .equal, 100, LayoutStrength.required, "sum")
        try solver.addConstraint(sum)
        try solver.addConstraint(cn([(x, 1)], .greaterThanOrEqual, 10, LayoutStrength.required, "x>=10"))
        try solver.addConstraint(cn([(w, 1)], .equal, 70, 750, "w==70"))
        XCTAssertEqual(solver.value(of: x), 30, accuracy: accuracy)
        try solver.updateConstant(of: sum, to: -60)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: w), 50, accuracy: accuracy)
        try solver.updateConstant(of: sum, to: -5)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: w), -5, accuracy: accuracy)
        try solver.updateConstant(of: sum, to: -60)
        try solver.addConstraint(cn([(w, 1)], .greaterThanOrEqual, 0, LayoutStrength.required, "w>=0"))
        XCTAssertThrowsError(try solver.updateConstant(of: sum, to: -5))
        XCTAssertEqual(sum.expression.constant, -60)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: w), 50, accuracy: accuracy)
        // And the solver still moves on from there: x + w == 80 gives w = 70 again, x = 10.
        try solver.updateConstant(of: sum, to: -80)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: w), 70, accuracy: accuracy)
    }
}
