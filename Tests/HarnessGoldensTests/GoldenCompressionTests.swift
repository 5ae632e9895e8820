import HarnessGoldens
import HarnessPixels
import XCTest

/// `CARET_HARNESS_GOLDEN_COMPRESSION`: unset or empty is the goldens' strong level; `fast` and
/// `small` name a `PNGCompression`; anything else is refused naming the variable and the value.
final class GoldenCompressionTests: XCTestCase {
    private let variable = "CARET_HARNESS_GOLDEN_COMPRESSION"

    func testUnsetOrEmptyIsTheStrongLevel() throws {
        XCTAssertEqual(try GoldenCompression.fromEnvironment([:]), .small)
        XCTAssertEqual(try GoldenCompression.fromEnvironment([variable: ""]), .small)
        XCTAssertEqual(try GoldenCompression.fromEnvironment(["CARET_HARNESS_RECORD": "fast"]), .small)
    }

    func testEachLevelByItsName() throws {
        XCTAssertEqual(try GoldenCompression.fromEnvironment([variable: "fast"]), .fast)
        XCTAssertEqual(try GoldenCompression.fromEnvironment([variable: "small"]), .small)
    }

    func testAnyOtherValueIsRefusedNamingIt() {
        for value in ["FAST", "12", "fast ", "strong"] {
            XCTAssertThrowsError(try GoldenCompression.fromEnvironment([variable: value])) { error in
                XCTAssertEqual("\(error)", "CARET_HARNESS_GOLDEN_COMPRESSION=\(value): expected one of fast, small (unset: small)")
            }
        }
    }
}
