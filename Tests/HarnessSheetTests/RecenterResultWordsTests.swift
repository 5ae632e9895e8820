import Foundation
import HarnessScreens
import XCTest

/// What recenterCaret did, as frames.json and sweep.json write it: one word each, written out
/// here by hand, read back to the same case; words no run writes are refused with the words named.
final class RecenterResultWordsTests: XCTestCase {
    private struct Box: Codable { let recenter: RecenterResult }

    func testEachResultsWordReadsBackAsIt() throws {
        let cases: [(RecenterResult, String)] = [
            (.alreadyVisible, "visible"), (.clampedInPlace, "clamped"), (.scrolled, "scrolled"),
            (.scrolledClamped, "scrolled(clamped)"), (.bailed(.unrelatedField), "bailed:unrelatedField"),
            (.bailed(.caretUnavailable), "bailed:caretUnavailable"), (.bailed(.noScrollView), "bailed:noScrollView"),
        ]
        for (result, words) in cases {
            let json = String(decoding: try JSONEncoder().encode(Box(recenter: result)), as: UTF8.self)
            XCTAssertEqual(json, "{\"recenter\":\"\(words)\"}")
            XCTAssertEqual(try JSONDecoder().decode(Box.self, from: Data(json.utf8)).recenter, result)
        }
    }

    func testWordsNoRunWritesAreRefusedByName() {
        for words in ["Visible", "bailed:", "bailed:sofa", "scrolled (clamped)", ""] {
            XCTAssertThrowsError(try JSONDecoder().decode(Box.self, from: Data("{\"recenter\":\"\(words)\"}".utf8))) { error in
                XCTAssertTrue("\(error)".contains("not a recenter outcome: `\(words)`"), "\(error)")
            }
        }
    }
}
