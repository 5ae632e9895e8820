import CaretHarness
import Foundation
import UIKit

/// A chat composer written as an iOS engineer writes one: a one-line UITextView 44 pt tall, 16 pt
/// from the sides, kept 8 pt above the keyboard (or the bottom safe area) by reading the
/// keyboard notifications' end frame, with the observer added the everyday way. Used by the
/// main-queue delivery tests (`queue: .main`, `queue: nil`) and the keyboard-change tests
/// (listening to will-change-frame, or only to the first will-show).
@MainActor
final class ComposerScreen: UIView {
    /// Which notifications the composer moves on.
    enum Listening: Sendable {
        /// keyboardWillChangeFrame (and will-hide): every frame the keyboard takes.
        case willChangeFrame
        /// keyboardWillShow while the keyboard was hidden, and will-hide: the common "the keyboard
        /// showed" guard, which ignores a keyboard that changes its frame while it shows.
        case firstWillShow
    }

    /// How the observer is added.
    enum Queue: Sendable {
        case main, none, explicitMain
    }

    let input = UITextView()
    /// The keyboard's top in the composer's space; nil while hidden.
    private(set) var keyboardTop: CGFloat?
    /// Every keyboard notification the composer received, in order, with the end frame read
    /// through `NSValue` (the `as? NSValue` / `cgRectValue` style).
    private(set) var received: [(Notification.Name, CGRect?)] = []
    private var observers: [NSObjectProtocol] = []
    private let listening: Listening

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    init(size: CGSize, listening: Listening = .willChangeFrame, queue: Queue = .main) {
        self.listening = listening
        super.init(frame: CGRect(origin: .zero, size: size))
        backgroundColor = .systemBackground
        input.font = .systemFont(ofSize: 17)
        input.accessibilityIdentifier = "message"
        input.backgroundColor = .secondarySystemGroupedBackground
        addSubview(input)
        let names = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                     UIResponder.keyboardWillHideNotification]
        let center = NotificationCenter.default
        for name in names {
            let handler: @Sendable (Notification) -> Void = { [weak self] note in
                // Delivered on the main thread, as UIKit does.
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated { self?.keyboard(note) }
            }
            switch queue {
            case .main: observers.append(center.addObserver(forName: name, object: nil, queue: .main, using: handler))
            case .none: observers.append(center.addObserver(forName: name, object: nil, queue: nil, using: handler))
            case .explicitMain:
                observers.append(center.addObserver(forName: name, object: nil, queue: OperationQueue.main, using: handler))
            }
        }
    }

    private func keyboard(_ note: Notification) {
        let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        received.append((note.name, end))
        switch (listening, note.name) {
        case (_, UIResponder.keyboardWillHideNotification):
            keyboardTop = nil
        case (.willChangeFrame, UIResponder.keyboardWillChangeFrameNotification):
            // The end frame is in screen coordinates; the composer fills the screen. A frame at
            // or below the bottom is a hidden keyboard.
            keyboardTop = end.flatMap { $0.minY < bounds.height ? $0.minY : nil }
        case (.firstWillShow, UIResponder.keyboardWillShowNotification):
            guard keyboardTop == nil else { return }
            keyboardTop = end?.minY
        default:
            return
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bottom = keyboardTop ?? bounds.height - safeAreaInsets.bottom
        input.frame = CGRect(x: 16, y: bottom - 8 - 44, width: bounds.width - 32, height: 44)
    }
}

enum ComposerScreens {
    static func screen(_ listening: ComposerScreen.Listening = .willChangeFrame, queue: ComposerScreen.Queue = .main) -> ViewScreen {
        ViewScreen { ComposerScreen(size: $0.size, listening: listening, queue: queue) }
    }

    /// Tap and type, the caret's gap above the keyboard checked at rest. The composer puts the
    /// input's bottom 8 pt above the keyboard's top and the caret's bottom is 44 - (8 + 20.29) =
    /// 15.71 pt above the input's bottom (textContainerInset.top 8, one line of the 17 pt system
    /// font: 17 * 2444 / 2048 = 20.287 pt), so the gap is 8 + 15.71 = 23.71 pt: at least 16.
    static let typing = Script("composer-typing") {
        Step.open()
        Step.tap("message")
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(16)))
        Step.type("On my way")
        Step.expect(.caretGap(.atLeast(16)))
        Step.keyboard(visible: false)
        Step.keyboard(visible: true)
        Step.expect(.caretGap(.atLeast(16)))
    }
}
