import HarnessApprove
import XCTest

/// Issue 42, finding 9: what reaches the terminal from an out folder or a request.
final class LogTextTests: XCTestCase {
    func testControlCharactersAreEscaped() {
        XCTAssertEqual(LogText.safe("a\rb\nc\u{1B}[2Jd\te\u{7}"), "a\\rb\\nc\\u{1B}[2Jd\\te\\u{7}")
        XCTAssertEqual(LogText.safe("plain s000-001 frame"), "plain s000-001 frame")
    }

    func testLongValuesAreCut() {
        let cut = LogText.safe(String(repeating: "x", count: 60_000))
        XCTAssertTrue(cut.hasPrefix(String(repeating: "x", count: 200) + "…"), cut)
        XCTAssertTrue(cut.contains("60000 characters"), cut)
        XCTAssertLessThan(cut.count, 260)
    }
}
