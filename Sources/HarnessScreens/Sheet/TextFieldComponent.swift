import HarnessCore
import HarnessText

/// The model of TextFieldComponent: a view that hosts the UITextView the user types into, and the
/// animation hint it attaches to the transition of every state update it fires.
public enum TextFieldComponent {
    /// The hint TextFieldComponent puts on a transition's user data.
    public struct AnimationHint {
        public enum Kind: Hashable, Sendable {
            case textChanged
            case textFocusChanged(isFocused: Bool)
        }

        /// The text field view that fired the update.
        public private(set) weak var view: HarnessCore.View?
        public let kind: Kind

        public init(view: HarnessCore.View?, kind: Kind) {
            self.view = view
            self.kind = kind
        }
    }

    /// Hosts `inputTextView`, which fills it.
    public final class View: HarnessCore.View {
        public let inputTextView: TextView

        public init(inputTextView: TextView = TextView()) {
            self.inputTextView = inputTextView
            super.init()
            addSubview(inputTextView)
        }

        public override func layoutSubviews() {
            setFrame(bounds, of: inputTextView)
        }
    }
}
