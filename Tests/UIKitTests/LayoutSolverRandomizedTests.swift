// Seeded random add/remove/edit sequences checking invariants rather than
// hand-worked numbers: installed required constraints always hold, a rejected
// constraint leaves every value bit-identical, the incrementally maintained
// solution is as good, level by level, as a solver built from scratch with the
// same constraints, and removing everything leaves an empty tableau.

import XCTest
@testable import UIKit

/// Small deterministic generator (SplitMix64), local to each test run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

final class LayoutSolverRandomizedTests: XCTestCase {

    private func residual(_ c: LayoutSolverConstraint, _ solver: LayoutSolver) -> Double {
        c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    private func assertRequiredHold(_ solver: LayoutSolver, _ installed: [LayoutSolverConstraint],
                                    file: StaticString = #filePath, line: UInt = #line) {
        for c in installed where c.isRequired {
            let r = residual(c, solver)
            switch c.relation {
            case .equal: XCTAssertEqual(r, 0, accuracy: 1e-6, "\(c)", file: file, line: line)
            case .lessThanOrEqual: XCTAssertLessThanOrEqual(r, 1e-6, "\(c)", file: file, line: line)
            case .greaterThanOrEqual: XCTAssertGreaterThanOrEqual(r, -1e-6, "\(c)", file: file, line: line)
            }
        }
    }

    /// Total error per optional priority level, highest first. The
    /// lexicographic optimum makes this vector unique even when the solution is not.
    private func levelErrors(_ solver: LayoutSolver, _ constraints: [LayoutSolverConstraint]) -> [(Float, Double)] {
        var sums: [Float: Double] = [:]
        for c in constraints where !c.isRequired {
            let r = residual(c, solver)
            let error: Double
            switch c.relation {
            case .equal: error = abs(r)
            case .lessThanOrEqual: error = max(0, r)
            case .greaterThanOrEqual: error = max(0, -r)
            }
            sums[c.priority, default: 0] += error
        }
        return sums.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }

    func testRandomSequencesKeepInvariants() throws {
        var rejections = 0
        for seed in 1...40 as ClosedRange<UInt64> {
            var rng = SeededGenerator(state: seed)
            let solver = LayoutSolver()
            let vars = (0..<8).map { LayoutVariable("v\($0)") }
            var installed: [LayoutSolverConstraint] = []
            var editing: [LayoutVariable] = []
            var editMirror: [ObjectIdentifier: LayoutSolverConstraint] = [:]
            let priorities: [Float] = [1000, 1000, 1000, 999, 750, 500, 250, 250, 1]
            for _ in 0..<120 {
                let action = Int.random(in: 0..<10, using: &rng)
                if action < 6 || installed.isEmpty {
                    var terms: [(LayoutVariable, Double)] = []
                    for _ in 0..<Int.random(in: 1...3, using: &rng) {
                        terms.append((vars.randomElement(using: &rng)!, [1, -1, 2, 0.5, -0.5].randomElement(using: &rng)!))
                    }
                    let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                    let c = cn(terms, relation, Double(Int.random(in: -50...300, using: &rng)),
                               priorities.randomElement(using: &rng)!)
                    let before = vars.map { solver.value(of: $0).bitPattern }
                    do {
                        try solver.addConstraint(c)
                        installed.append(c)
                    } catch LayoutSolverError.unsatisfiable(let conflict) {
                        rejections += 1
                        XCTAssertTrue(c.isRequired)
                        XCTAssertEqual(vars.map { solver.value(of: $0).bitPattern }, before, "seed \(seed)")
                        for id in conflict.conflicting {
                            XCTAssertTrue(solver.constraint(withID: id)?.isRequired ?? false)
                        }
                    }
                } else if action < 8 {
                    let c = installed.remove(at: Int.random(in: 0..<installed.count, using: &rng))
                    try solver.removeConstraint(c)
                } else {
                    let v = vars.randomElement(using: &rng)!
                    if !solver.hasEditVariable(v) {
                        let priority = ([900, 600, 100] as [Float]).randomElement(using: &rng)!
                        try solver.addEditVariable(v, priority: priority)
                        editing.append(v)
                        editMirror[ObjectIdentifier(v)] = cn([(v, 1)], .equal, solver.value(of: v), priority)
                    }
                    let target = Double(Int.random(in: -100...400, using: &rng))
                    try solver.suggestValue(target, for: v)
                    let priority = editMirror[ObjectIdentifier(v)]!.priority
                    editMirror[ObjectIdentifier(v)] = cn([(v, 1)], .equal, target, priority)
                }
                assertRequiredHold(solver, installed)

                // Same constraints (edits as plain optional equalities) from scratch.
                let everything = installed + editing.map { editMirror[ObjectIdentifier($0)]! }
                let fresh = LayoutSolver()
                for c in everything {
                    try fresh.addConstraint(LayoutSolverConstraint(c.expression, c.relation, priority: c.priority))
                }
                let incremental = levelErrors(solver, everything)
                let rebuilt = levelErrors(fresh, everything)
                XCTAssertEqual(incremental.map { $0.0 }, rebuilt.map { $0.0 })
                for (a, b) in zip(incremental, rebuilt) {
                    XCTAssertEqual(a.1, b.1, accuracy: 1e-6, "seed \(seed), level \(a.0)")
                }
            }
            for v in editing { try solver.removeEditVariable(v) }
            for c in installed { try solver.removeConstraint(c) }
            XCTAssertEqual(solver.rowCount, 0, "seed \(seed)")
        }
        XCTAssertGreaterThan(rejections, 0, "the sequences should exercise unsatisfiable adds")
        print("randomized: \(rejections) rejected required constraints")
    }
}
