import HarnessCore
import HarnessText

/// The model of TextFieldComponent: a view that hosts the UITextView the user types into, and the
/// animation hint it attaches to the transition of every state update it fires.
package enum TextFieldComponent {
    /// The hint TextFieldComponent puts on a transition's user data.
    package struct AnimationHint {
        package enum Kind: Hashable, Sendable {
            case textChanged
            case textFocusChanged(isFocused: Bool)
        }

        /// The text field view that fired the update.
        package private(set) weak var view: HarnessCore.View?
        package let kind: Kind

        package init(view: HarnessCore.View?, kind: Kind) {
            self.view = view
            self.kind = kind
        }
    }

    /// Hosts `inputTextView`, which fills it.
    package final class View: HarnessCore.View {
        package let inputTextView: TextView

        package init(inputTextView: TextView = TextView()) {
            self.inputTextView = inputTextView
            super.init()
            addSubview(inputTextView)
        }

        package override func layoutSubviews() {
            setFrame(bounds, of: inputTextView)
        }
    }
}
