import HarnessCore
@testable import HarnessPasses
import XCTest

/// The cache key of the frames a cell measured: hashed by a glyph run's ends only, but two lists
/// are one key only when they are equal, so a frame is never given another frame's measurement.
final class MeasuredListTests: XCTestCase {
    private func list(middleGlyph: UInt32, color: Color = Color(red: 0, green: 0, blue: 0)) -> DisplayList {
        let run = GlyphRun(face: .regular, pointSize: 17, glyphs: [40, middleGlyph, 42].enumerated().map {
            PositionedGlyph(glyphID: $0.element, x: Double($0.offset) * 9, y: 20)
        })
        return DisplayList(size: Size(width: 100, height: 100), commands: [
            .fill(Rect(x: 0, y: 0, width: 100, height: 100), radii: .none, color: Color(red: 1, green: 1, blue: 1)),
            .glyphs(run, color: color),
        ])
    }

    func testListsAlikeButForAMiddleGlyphAreTwoKeys() {
        var seen: [MeasuredList: Int] = [:]
        seen[MeasuredList(list(middleGlyph: 41))] = 1
        seen[MeasuredList(list(middleGlyph: 77))] = 2
        XCTAssertEqual(seen.count, 2)
        XCTAssertEqual(seen[MeasuredList(list(middleGlyph: 41))], 1)
        XCTAssertEqual(seen[MeasuredList(list(middleGlyph: 77))], 2)
        XCTAssertNil(seen[MeasuredList(list(middleGlyph: 41, color: Color(red: 1, green: 0, blue: 0)))])
        // Equal lists hash alike, as a dictionary key must.
        XCTAssertEqual(MeasuredList(list(middleGlyph: 41)).hashValue, MeasuredList(list(middleGlyph: 41)).hashValue)
        XCTAssertEqual(MeasuredList(list(middleGlyph: 41)).hashValue, MeasuredList(list(middleGlyph: 77)).hashValue,
                       "only the ends of a run are hashed; the middle is told apart by ==")
    }
}
