import HarnessDiff
import HarnessCore
import XCTest

/// pixelmatch 7.2.0's rules on images small enough to follow by hand. Steps are "luma of the
/// centre minus luma of the neighbour", Y = 0.29889531 R + 0.58662247 G + 0.11448223 B; the
/// three weights sum to 1.00000001, so a gray g has Y = g to 7 digits.
final class PixelmatchRulesTests: XCTestCase {
    private let w: RGBA = white, k: RGBA = black
    private let clear: RGBA = (0, 0, 0, 0)

    private func image(_ rows: [[RGBA]]) -> RGBAImage {
        var image = RGBAImage(width: rows[0].count, height: rows.count, fill: white)
        for (y, row) in rows.enumerated() {
            for (x, pixel) in row.enumerated() { image.setPixel(x: x, y: y, pixel) }
        }
        return image
    }

    func testTheBorderCountsAsOneEqualNeighbour() throws {
        // expected      actual         Only (1, 1) changes: white to gray 128,
        //  W W K         W W K         delta 0.5053 * 127^2 = 8150 > 0.1^2 * 35215 = 352.
        //  W W K         W G K         In `actual` its steps are 128 - 255 = -127 to each white
        //  K K K         K K K         and +128 to each black; no step is 0. Visiting columns
        // left to right, each top to bottom, the darkest-step neighbour is (0, 0) (white, first
        // at -127), the brightest (0, 2) (black, first at +128). (0, 0) is a corner, so it
        // starts at 1 equal; (0, 1) and (1, 0) are white in both images: 3 in each, a flat
        // area, so (1, 1) is anti-aliased. (In `expected` (1, 1) has 3 equal white neighbours,
        // which rules it out there.) Without the border's 1, (0, 0) would have 2 and (0, 2)
        // only 1 (just (1, 2)): not flat, and the pixel would count as a difference.
        let expected = image([[w, w, k], [w, w, k], [k, k, k]])
        let gray: RGBA = (128, 128, 128, 255)
        let actual = image([[w, w, k], [w, gray, k], [k, k, k]])
        let result = try PixelDiff.diff(expected: expected, actual: actual)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.antiAliasedPixels, 1)
        var counting = DiffOptions()
        counting.detectAntiAliasing = false
        XCTAssertEqual(try PixelDiff.diff(expected: expected, actual: actual, options: counting).differingPixels, 1)
    }

    func testOfTiedNeighboursTheFirstColumnWinsOverTheRowAbove() throws {
        // expected       actual          Only (2, 2) changes: white to gray 128 (delta 8150,
        //  R R R R R      R R R R R      over 352). In `actual` its neighbours are white (steps
        //  W K W K W      W K W K W      128 - 255 = -127) and black (+128); none is 0. Two
        //  W W W K W      W W G K W      whites tie for the darkest: (1, 2) on its left and
        //  K K K K W      K K K K W      (2, 1) above. Columns go left to right, each top to
        //  W W W W W      W W W W W      bottom, so (1, 2) comes first and is the darkest;
        // the brightest is (1, 1), the first black. (1, 2) has 3 white neighbours, (0, 1),
        // (0, 2), (2, 1), in both images: flat, so (2, 2) is anti-aliased. Had (2, 1) been
        // taken (rows first), it has one white neighbour ((1, 2)) and (1, 1) none of black:
        // the pixel would count as a difference. In `expected` the white centre has no
        // brighter neighbour, so that direction never finds it anti-aliased.
        let r: RGBA = (255, 0, 0, 255), g: RGBA = (128, 128, 128, 255)
        let rows: [[RGBA]] = [[r, r, r, r, r], [w, k, w, k, w], [w, w, w, k, w], [k, k, k, k, w], [w, w, w, w, w]]
        var changed = rows
        changed[2][2] = g
        let result = try PixelDiff.diff(expected: image(rows), actual: image(changed))
        XCTAssertEqual(result.antiAliasedPixels, 1)
        XCTAssertEqual(result.differingPixels, 0)
    }

    func testNeighboursOfEqualLumaCountAsEqualEvenWhenTheirBytesDiffer() throws {
        // expected           actual             (1, 1) goes from white to clear (0, 0, 0, 0).
        //  Tr Tg W W W        Tr Tg W W W        Tr, Tg, Tb: red, green, blue at alpha 0.
        //  Tb W  W W W        Tb T0 W W W        Its byte offset is k = 24: background
        //  K  K  K K K        K  K  K K K        r 48, g 48 + 159 * (floor(24 / 1.618) = 14
        // mod 2) = 48, b 48 + 159 * (floor(24 / 2.618) = 9 mod 2) = 207. Channel steps of white
        // against clear, (255 * 255 - 0 - bg * 255) / 255 = 255 - bg = (207, 207, 48):
        // Y = 188.797, I = 51.167, Q = -49.472, delta = 18011.1 + 782.8 + 479.0 = 19272.9,
        // far over 352.15. In `actual`, T0 against Tr, Tg or Tb: every product has alpha 0,
        // so each step is exactly 0 and the three count as equal: not anti-aliased, counted.
        // Were equality the bytes, darkest would be W at (2, 0) (66.2 - 255) with 3 equal in
        // both images (border 1, then (2, 1), (3, 0)), and the pixel would pass as
        // anti-aliased. In `expected`, the clear neighbours are all darker than the white
        // centre, none brighter: not anti-aliased there either.
        let tr: RGBA = (255, 0, 0, 0), tg: RGBA = (0, 255, 0, 0), tb: RGBA = (0, 0, 255, 0)
        let expected = image([[tr, tg, w, w, w], [tb, w, w, w, w], [k, k, k, k, k]])
        let actual = image([[tr, tg, w, w, w], [tb, clear, w, w, w], [k, k, k, k, k]])
        let result = try PixelDiff.diff(expected: expected, actual: actual)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertEqual(result.maxColorDelta, (19272.9 / 35215).squareRoot(), accuracy: 0.0001)
    }

    func testTransparentAgainstOpaqueIsADifferenceOverTheCheckerboard() throws {
        // Two pixels, white against clear. Pixel 0 (k = 0): background (48, 48, 48), steps
        // 255 - 48 = 207 each, Y = 207, I = Q = 0 (their rows sum to 0): delta 0.5053 * 207^2
        // = 21651.6. Pixel 1 (k = 4): g floor(4 / 1.618) = 2, even, 48; b floor(4 / 2.618) = 1,
        // odd, 207: steps (207, 207, 48), delta 19272.9. Both over 352.15. Neither is
        // anti-aliased: in each image the neighbour has the same bytes, so with the border's
        // 1 there are 2 equal neighbours and no brighter or darker one. Over white both deltas
        // are 0 (see PixelDiffTests), which is how a clear frame passed as "same" before.
        let expected = image([[w, w]])
        let actual = image([[clear, clear]])
        let result = try PixelDiff.diff(expected: expected, actual: actual)
        XCTAssertEqual(result.differingPixels, 2)
        XCTAssertEqual(result.maxColorDelta, (21651.6 / 35215).squareRoot(), accuracy: 0.0001)
        XCTAssertEqual(result.maxColorDelta, 0.7841, accuracy: 0.0001)
    }

    func testSemiTransparentBlendUsesTheBackgroundOfThePixelsOffset() throws {
        // Half-transparent black (0, 0, 0, 128) against opaque white, at k = 0 over
        // (48, 48, 48): steps (255 * 255 - 0 - 48 * 127) / 255 = (65025 - 6096) / 255 = 231.09
        // each, delta 0.5053 * 231.09^2 = 26984; normalised sqrt(26984 / 35215) = 0.8754.
        // Over white: (65025 - 255 * 127) / 255 = 128 each, delta 0.5053 * 128^2 = 8278.8,
        // normalised 0.4849.
        let expected = image([[w]])
        let actual = image([[(0, 0, 0, 128)]])
        XCTAssertEqual(try PixelDiff.diff(expected: expected, actual: actual).maxColorDelta, 0.8754, accuracy: 0.0001)
        var overWhite = DiffOptions()
        overWhite.checkerboard = false
        let result = try PixelDiff.diff(expected: expected, actual: actual, options: overWhite)
        XCTAssertEqual(result.maxColorDelta, 0.4849, accuracy: 0.0001)
        XCTAssertEqual(result.differingPixels, 1)
    }
}
