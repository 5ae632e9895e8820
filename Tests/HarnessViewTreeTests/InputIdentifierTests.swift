import HarnessCore
@testable import HarnessPasses
import HarnessScreens
import HarnessScript
import UIKit
import XCTest

/// A script names a view screen's input by its accessibilityIdentifier, as a UI test does
/// (`app.textViews["comment"]`): the one input so identified, or a refusal naming what the screen has.
final class InputIdentifierTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run { UITraitCollection.current = UITraitCollection() }
    }

    /// A screen with a text field `name` at the top, a field with no identifier, and text views
    /// identified by `identifiers` below, each in a container view.
    @MainActor
    private func window(_ identifiers: [String]) -> UIWindow {
        ViewScreen { context in
            let root = UIView(frame: CGRect(origin: .zero, size: context.size))
            let name = UITextField(frame: CGRect(x: 16, y: 80, width: 300, height: 44))
            name.accessibilityIdentifier = "name"
            root.addSubview(name)
            root.addSubview(UITextField(frame: CGRect(x: 16, y: 130, width: 300, height: 44)))
            for (i, identifier) in identifiers.enumerated() {
                let box = UIView(frame: CGRect(x: 0, y: 200 + 130 * CGFloat(i), width: context.size.width, height: 120))
                let text = UITextView(frame: CGRect(x: 16, y: 0, width: 300, height: 120))
                text.accessibilityIdentifier = identifier
                text.tag = 10 + i
                box.addSubview(text)
                root.addSubview(box)
            }
            return root
        }.window(for: Variant(device: .iPhone15Pro, settings: Settings()), dark: false)
    }

    @MainActor
    func testFindsTheInputWithTheIdentifier() async throws {
        let window = window(["comment", "notes"])
        XCTAssertTrue(try ViewScreenInput.input("notes", in: window) === window.viewWithTag(11))
        XCTAssertTrue(try ViewScreenInput.input("comment", in: window) === window.viewWithTag(10))
        XCTAssertTrue(try ViewScreenInput.input("name", in: window) is UITextField)
    }

    @MainActor
    func testAMissingIdentifierIsRefusedNamingThoseThere() async {
        XCTAssertThrowsError(try ViewScreenInput.input("title", in: window(["comment"]))) { error in
            XCTAssertEqual("\(error)", "the screen has no text input identified `title`: its inputs are identified "
                           + "`name`, `comment` (and 1 without an identifier); set the input's accessibilityIdentifier")
        }
        let empty = ViewScreen { UIView(frame: CGRect(origin: .zero, size: $0.size)) }
            .window(for: Variant(device: .iPhone15Pro, settings: Settings()), dark: false)
        XCTAssertThrowsError(try ViewScreenInput.input("comment", in: empty)) { error in
            XCTAssertEqual("\(error)", "the screen has no text input (UITextView or UITextField) to find `comment` among")
        }
    }

    @MainActor
    func testTwoInputsSharingAnIdentifierAreRefused() async {
        XCTAssertThrowsError(try ViewScreenInput.input("comment", in: window(["comment", "comment"]))) { error in
            XCTAssertEqual("\(error)", "2 text inputs are identified `comment`: a script names one input; "
                           + "give each its own accessibilityIdentifier")
        }
    }

    /// `at line N` is a laid-out line, as on the sheet. A text view 10 pt wide has lines
    /// 10 - 2 x 5 (the line fragment padding) = 0 pt wide, so each grapheme is a line of its own:
    /// "ab\ncd" lays out as "a", "b\n", "c", "d". The end of line 2 is offset 2 (before the
    /// newline), where the second newline-separated line would end at 5; line 9 is clamped to the
    /// last, ending at 5.
    @MainActor
    func testEndOfLineIsALaidOutLine() async throws {
        let window = window(["comment"])
        let text = try XCTUnwrap(window.viewWithTag(10) as? UITextView)
        text.frame.size.width = 10
        text.text = "ab\ncd"
        ViewScreen.layout(window)
        var focus: UIView?
        try ViewScreenInput.act(.tap("comment", .endOfLine(2)), in: window, lastFocus: &focus)
        XCTAssertEqual(text.selectedRange, NSRange(location: 2, length: 0))
        XCTAssertTrue(focus === text)
        try ViewScreenInput.act(.select("comment", .endOfLine(9)), in: window, lastFocus: &focus)
        XCTAssertEqual(text.selectedRange, NSRange(location: 5, length: 0))
        try ViewScreenInput.act(.select("comment", .endOfLine(1)), in: window, lastFocus: &focus)
        XCTAssertEqual(text.selectedRange, NSRange(location: 1, length: 0))
    }

    /// Frames are named from the script's words (the one engine, on a screen of your own views);
    /// a mode on `open` is the sheet's and is refused.
    @MainActor
    func testARunNamesFramesFromTheScriptAndRefusesAMode() async throws {
        let screen = ViewScreen { context in
            let root = UIView(frame: CGRect(origin: .zero, size: context.size))
            let text = UITextView(frame: CGRect(x: 16, y: 100, width: 300, height: 120))
            text.accessibilityIdentifier = "comment"
            root.addSubview(text)
            return root
        }
        func run(_ script: Script) throws -> [ViewFrame] {
            let driver = ViewScreenDriver(screen: screen, variant: Variant(device: .iPhone15Pro, settings: Settings()), dark: false)
            var engine = ScenarioEngine(scenario: try script.scenario(), screen: driver, limits: .default)
            return try engine.all()
        }
        let frames = try run(Script("words") { Step.open(); Step.tap("comment"); Step.type("Hi") })
        XCTAssertEqual(frames.map(\.result.name), ["s000-001-open", "s000-002-tap-comment", "s000-003-type-hi"])
        XCTAssertEqual(frames.map(\.result.focusedField), [nil, "comment", "comment"])
        XCTAssertThrowsError(try run(Script("mode") { Step.open(.create); Step.tap("comment") })) { error in
            XCTAssertEqual("\(error)", "`open create` (line 2): create and edit are the stock sheet's modes; "
                           + "a screen of your own views opens with `open` (Step.open())")
        }
    }
}
