@testable import UIKit
import XCTest

/// The form `caret-harness bench` times (AutoLayoutBench), laid out by hand: its content height
/// and the bar on the safe area, then re-solved after the bar's height constant changes.
final class AutoLayoutFormTests: XCTestCase {
    @MainActor
    func testTheBenchFormLaysOutAsWorkedByHand() async throws {
        // iPhone 15 Pro: a form of 12 rows (label + field-like view) in a vertical stack inside a
        // scroll view, over a bar pinned to the keyboard layout guide.
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), scale: 3,
                                                      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                                      keyboardHeight: 336))
        window.backgroundColor = .white
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let scroll = UIScrollView()
        let stack = UIStackView()
        let bar = UIView()
        for v in [scroll, stack, bar] { v.translatesAutoresizingMaskIntoConstraints = false }
        stack.axis = .vertical
        stack.spacing = 12
        root.addSubview(scroll)
        root.addSubview(bar)
        scroll.addSubview(stack)
        bar.backgroundColor = .systemBlue
        for i in 0..<12 {
            let row = UIStackView()
            row.spacing = 8
            let label = UILabel()
            label.text = "Field \(i + 1)"
            label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let field = SizedView(120, 36)
            field.backgroundColor = .systemGroupedBackground
            row.addArrangedSubview(label)
            row.addArrangedSubview(field)
            stack.addArrangedSubview(row)
        }
        let barHeight = bar.heightAnchor.constraint(equalToConstant: 52)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor), barHeight,
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        window.layoutIfNeeded()
        // 12 rows of 36 with 11 gaps of 12 and 16 above and below: 432 + 132 + 32 = 596.
        XCTAssertEqual(scroll.contentSize.height, 596)
        XCTAssertEqual(bar.frame.maxY, 818)   // 852 - 34: the keyboard is hidden

        for round in 0..<7 { barHeight.constant = round % 2 == 0 ? 60 : 52; window.layoutIfNeeded() }
        XCTAssertEqual(bar.frame.height, 60, "the last round (6, even) set 60")
    }
}
