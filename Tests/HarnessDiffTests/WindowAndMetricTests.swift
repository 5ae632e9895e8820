import HarnessDiff
import HarnessCore
import XCTest

final class WindowAndMetricTests: XCTestCase {
    /// A 10 x 10 white frame with a black 3 x 3 block at columns 2-4, rows 2-4, and three
    /// lone black pixels at (8, 0), (0, 8) and (9, 9). Every changed pixel counts: a block
    /// pixel has at least 3 identical black neighbours, and a lone pixel is darker than all of
    /// its white neighbours, none brighter; so neither passes as anti-aliasing. 12 in all.
    private func blockAndSpecks(window: Int) throws -> DiffResult {
        let block = (2...4).flatMap { x in (2...4).map { (x, $0) } }
        let actual = whiteImage(10, 10, painting: block + [(8, 0), (0, 8), (9, 9)])
        var options = DiffOptions()
        options.window = window
        return try PixelDiff.diff(expected: whiteImage(10, 10), actual: actual, options: options)
    }

    func testWindowFindsTheDensestBlock() throws {
        // 3 x 3: the block itself, 9. 2 x 2: any quarter of the block, 4. 4 x 4 at columns
        // 1-4 or 2-5 and rows 1-4 or 2-5 holds the block and no speck (the nearest, (0, 8),
        // is 4 rows below the block): 9. 1 x 1: 1.
        let counts = try [3, 2, 4, 1].map { try blockAndSpecks(window: $0) }
        XCTAssertEqual(counts.map(\.differingPixels), [12, 12, 12, 12])
        XCTAssertEqual(counts.map(\.maxWindowPixels), [9, 4, 9, 1])
        XCTAssertEqual(counts.map(\.window), [3, 2, 4, 1])
    }

    func testWindowLargerThanTheImageIsClampedToIt() throws {
        // 50 is clamped to min(50, 10, 10) = 10: the one window is the whole frame, 12.
        let result = try blockAndSpecks(window: 50)
        XCTAssertEqual(result.window, 10)
        XCTAssertEqual(result.maxWindowPixels, 12)
    }

    func testWithoutAWindowNothingIsReportedAndZeroIsRefused() throws {
        let plain = try PixelDiff.diff(expected: whiteImage(4, 4), actual: whiteImage(4, 4, painting: [(1, 1)]))
        XCTAssertNil(plain.maxWindowPixels)
        var options = DiffOptions()
        options.window = 0
        XCTAssertThrowsError(try PixelDiff.diff(expected: whiteImage(2, 2), actual: whiteImage(2, 2), options: options)) {
            XCTAssertEqual($0 as? DiffError, .invalidWindow(0))
        }
    }

    func testBudgetOnTheWindowTellsAConcentratedChangeFromNoise() throws {
        let budget = DiffBudget(maxPixels: 100, maxRatio: 1, maxWindowPixels: 5)
        let verdict = budget.evaluate(try blockAndSpecks(window: 3))
        XCTAssertEqual(verdict.violations, [.windowTooDense(count: 9, limit: 5, window: 3)])
        XCTAssertEqual(verdict.description, "over budget: 9 differing pixels in one 3 x 3 window, more than the 5 allowed")
        // Twelve scattered pixels, no two within 3 of each other, pass the same budget.
        let scattered = (0..<12).map { (($0 % 4) * 3, ($0 / 4) * 3) }
        var options = DiffOptions()
        options.window = 3
        let noise = try PixelDiff.diff(
            expected: whiteImage(12, 9), actual: whiteImage(12, 9, painting: scattered), options: options)
        XCTAssertEqual(noise.differingPixels, 12)
        XCTAssertEqual(noise.maxWindowPixels, 1)
        XCTAssertTrue(budget.evaluate(noise).passed)
        XCTAssertEqual(budget.evaluate(try PixelDiff.diff(expected: whiteImage(2, 2), actual: whiteImage(2, 2))).violations,
                       [.windowNotMeasured(limit: 5)])
    }

    func testOKLabGrayStepFromWhite() throws {
        // 235 / 255 = 0.92157 decodes to ((0.92157 + 0.055) / 1.055)^2.4 = 0.83078 linear; a
        // gray's L, M and S all equal it (each matrix row sums to 1), cube root 0.94010, and
        // OKLab L is 0.94010 (that row sums to 1 too). Toe: k3 = 1.206 / 1.03 = 1.17087,
        // x = 1.17087 * 0.94010 - 0.206 = 0.89474, Lr = (x + sqrt(x^2 + 4 * 0.03 * 1.17087
        // * 0.94010)) / 2 = (0.89474 + 0.96574) / 2 = 0.93024. White is 1, so the distance is
        // 0.0698 (a and b are 0 for grays): under 0.1, over 0.05.
        let gray = whiteImage(3, 3, painting: [(1, 1)], with: (235, 235, 235, 255))
        var options = DiffOptions()
        options.metric = .oklab
        let loose = try PixelDiff.diff(expected: whiteImage(3, 3), actual: gray, options: options)
        XCTAssertEqual(loose.differingPixels, 0)
        XCTAssertEqual(loose.maxColorDelta, 0.0698, accuracy: 0.0005)
        options.threshold = 0.05
        XCTAssertEqual(try PixelDiff.diff(expected: whiteImage(3, 3), actual: gray, options: options).differingPixels, 1)
    }

    func testOKLabBlackAgainstWhiteIsOne() throws {
        // White: L = M = S = 1, Lr = toe(1) = (0.96487 + sqrt(0.93098 + 0.14050)) / 2 = 1.
        // Black: 0 and toe(0) = (-0.206 + 0.206) / 2 = 0. The distance is 1 - 0 = 1.
        var options = DiffOptions()
        options.metric = .oklab
        options.threshold = 0.99
        let result = try PixelDiff.diff(expected: whiteImage(2, 2), actual: whiteImage(2, 2, painting: [(0, 0)]), options: options)
        XCTAssertEqual(result.maxColorDelta, 1, accuracy: 1e-6)
        XCTAssertEqual(result.differingPixels, 1)
    }
}
