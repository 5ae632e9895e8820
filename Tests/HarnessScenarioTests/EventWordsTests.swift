import HarnessScript
import XCTest

/// A `type` event's words: the text between quotes with its backslashes, newlines and quotes
/// escaped, cut to 23 characters and an ellipsis when it escapes to more than 24.
final class EventWordsTests: XCTestCase {
    private func words(typing literal: String) throws -> String {
        let source = "open create\ntap title\ntype \"\(literal)\""
        let records = try ScenarioRunner(device: .iPhone15Pro, appearance: .light).records(of: try ScenarioSource.parse(source))
        let last: FrameRecord? = records.last
        return try XCTUnwrap(last).frameEvent.description
    }

    /// `"Hi"\` and a newline escape to 10 characters (\" H i \" \\ \n); with 200 x's after them the
    /// words keep those 10 and 13 x's, then the ellipsis.
    func testALongTextIsEscapedThenCut() throws {
        let xs = String(repeating: "x", count: 200)
        XCTAssertEqual(try words(typing: "\\\"Hi\\\"\\\\\\n" + xs),
                       "type \"\\\"Hi\\\"\\\\\\n" + String(repeating: "x", count: 13) + "…\"")
    }

    /// 24 characters after escaping are kept whole; 25 are cut to 23 and the ellipsis.
    func testTheCutFallsAfterTwentyFourCharacters() throws {
        XCTAssertEqual(try words(typing: "\\n" + String(repeating: "y", count: 22)), "type \"\\n" + String(repeating: "y", count: 22) + "\"")
        XCTAssertEqual(try words(typing: "\\n" + String(repeating: "y", count: 23)), "type \"\\n" + String(repeating: "y", count: 21) + "…\"")
    }
}
