import HarnessCore
@testable import HarnessPasses
import HarnessScreens
import HarnessScript
import UIKit
import XCTest

/// The one engine's clock on a screen of your own views, worked by hand: an event comes once
/// everything the last one animated has settled (the keyboard's 0.5 s spring, a 0.3 s linear
/// `UIView.animate`), or `wait S` after it; each frame's in-between moments run at 1/60 s steps
/// until the animations settle, cut where the next event begins.
@MainActor
final class EngineClockTests: XCTestCase {
    /// Moves a bar 10 pt down over 0.3 s, linearly, on every edit (a screen's own animation).
    private final class Editor: NSObject, UITextViewDelegate {
        let bar = UIView(frame: CGRect(x: 0, y: 600, width: 393, height: 44))
        func textViewDidChange(_ textView: UITextView) {
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) { self.bar.frame.origin.y += 10 }
        }
    }

    func testEventsWaitForTheAnimationsOrForTheirWait() async throws {
        let editor = Editor()
        let screen = ViewScreen { context in
            let root = UIView(frame: CGRect(origin: .zero, size: context.size))
            let text = UITextView(frame: CGRect(x: 16, y: 100, width: 300, height: 120))
            text.accessibilityIdentifier = "comment"
            text.delegate = editor
            root.addSubview(text)
            root.addSubview(editor.bar)
            return root
        }
        let driver = ViewScreenDriver(screen: screen, variant: Variant(device: .iPhone15Pro, settings: Settings()), dark: false)
        let script = Script("clock") {
            Step.open()
            Step.tap("comment")
            Step.type("a")
            Step.type("b")
            Step.wait(0.1)
            Step.type("c")
        }
        var engine = ScenarioEngine(scenario: try script.scenario(), screen: driver, limits: .default)
        let frames = try engine.all()
        // open at 0; tap at 0 (nothing ran before it); the keyboard's spring settles at 0.5: "a" at
        // 0.5; its bar settles at 0.8: "b" at 0.8; `wait 0.1`: "c" at 0.9.
        XCTAssertEqual(frames.map { $0.result.time ?? .nan }, [0, 0, 0.5, 0.8, 0.9])
        // Moments at k/60 while k/60 is under the time to settle: the keyboard's 0.5 s gives
        // k = 1...29, the bar's 0.3 s k = 1...17; "b" is cut at the 0.1 s where "c" begins
        // (k/60 < 0.1: k = 1...5); nothing comes after "c".
        XCTAssertEqual(frames.map(\.motion.count), [0, 29, 17, 5, 17])
        XCTAssertEqual(frames[2].motion[8].ms, 150, accuracy: 1e-9)
        // Each of the three edits moved the bar 10 pt: its model frame ends at 630.
        XCTAssertEqual(editor.bar.frame.minY, 630)
    }
}
