import HarnessDiff
import HarnessCore
import XCTest

final class DiffBudgetTests: XCTestCase {
    private func result(
        width: Int = 1179, height: Int = 2556, differing: Int, regions: [String: Int] = [:]
    ) -> DiffResult {
        DiffResult(
            width: width, height: height, identical: differing == 0, differingPixels: differing, antiAliasedPixels: 0,
            box: nil, maxColorDelta: 0, differingPixelsInRegion: regions)
    }

    func testCleanFramePasses() {
        let verdict = DiffBudget().evaluate(result(differing: 0))
        XCTAssertTrue(verdict.passed)
        XCTAssertEqual(verdict.description, "within budget")
    }

    func testAFewStrayPixelsPassOnAFullFrame() {
        // 25 of 1179 x 2556 = 3,013,524 pixels is 0.0008 %, under both default limits.
        XCTAssertTrue(DiffBudget().evaluate(result(differing: 25)).passed)
    }

    func testPixelCountLimit() {
        // 26 / 3,013,524 = 0.00086 %, still under the 0.01 % ratio: only the count is broken.
        let verdict = DiffBudget().evaluate(result(differing: 26))
        XCTAssertEqual(verdict.violations, [.tooManyPixels(count: 26, limit: 25)])
        XCTAssertEqual(verdict.description, "over budget: 26 differing pixels, more than the 25 allowed")
    }

    func testRatioLimitOnASmallCrop() {
        // 2 of 100 x 100 pixels is 0.02 %, over 0.01 %.
        let verdict = DiffBudget().evaluate(result(width: 100, height: 100, differing: 2))
        XCTAssertEqual(verdict.violations, [.ratioTooHigh(ratio: 0.0002, limit: 0.0001)])
        XCTAssertEqual(verdict.description, "over budget: 0.02 % of the frame differs, more than the 0.01 % allowed")
    }

    func testStrictRegionCatchesWhatALooseGlobalBudgetAllows() {
        let loose = DiffBudget(maxPixels: 1000, maxRatio: 0.001)
        let caretMoved = result(differing: 360, regions: ["caret": 360])
        XCTAssertTrue(loose.evaluate(caretMoved).passed)

        var strict = loose
        strict.strictRegions = ["caret"]
        let verdict = strict.evaluate(caretMoved)
        XCTAssertEqual(verdict.violations, [.strictRegionChanged(name: "caret", pixels: 360)])
        XCTAssertEqual(
            verdict.description, "over budget: 360 differing pixels in strict region \"caret\", where none are allowed")
    }

    func testStrictRegionThatWasNotComparedIsReported() {
        let verdict = DiffBudget(strictRegions: ["caret"]).evaluate(result(differing: 0))
        XCTAssertEqual(verdict.violations, [.strictRegionMissing(name: "caret")])
    }

    func testMissingCaretOnAFullFrameBreaksEveryLimit() throws {
        // A 2 x 20 pt caret at 3x (6 x 60 = 360 pixels) drawn in the golden, gone in the new
        // frame. 360 / 3,013,524 = 0.0119 %, just over the default ratio: the strict region is
        // the limit that does not depend on such margins.
        let caret = PixelBox(x: 300, y: 900, width: 6, height: 60)
        var expected = RGBAImage(width: 1179, height: 2556, fill: white)
        for y in caret.y..<(caret.y + caret.height) {
            for x in caret.x..<(caret.x + caret.width) {
                expected.setPixel(x: x, y: y, black)
            }
        }
        let actual = RGBAImage(width: 1179, height: 2556, fill: white)
        let region = DiffRegion(name: "caret", box: PixelBox(x: 297, y: 897, width: 12, height: 66))
        let diff = try PixelDiff.diff(expected: expected, actual: actual, regions: [region])
        XCTAssertEqual(diff.differingPixels, 360)
        XCTAssertEqual(diff.box, caret)
        XCTAssertEqual(diff.differingPixelsInRegion, ["caret": 360])

        let verdict = DiffBudget(strictRegions: ["caret"]).evaluate(diff)
        XCTAssertEqual(verdict.violations.count, 3)
        XCTAssertEqual(verdict.violations.first, .tooManyPixels(count: 360, limit: 25))
        XCTAssertEqual(verdict.violations.last, .strictRegionChanged(name: "caret", pixels: 360))
    }
}
