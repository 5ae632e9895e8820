import UIKit
import Foundation

/// The codebase's TextFieldComponent: a view hosting the UITextView the user types into, and the
/// hint it attaches to the transition of every state update it fires.
public enum TextFieldComponent {
    /// The hint TextFieldComponent puts in a transition's user data on a text change
    /// (`.textChanged`) or a focus change (`.textFocusChanged(isFocused:)`); `view` is the
    /// TextFieldComponent view that fired the update.
    public final class AnimationHint {
        public enum Kind: Hashable, Sendable {
            case textChanged
            case textFocusChanged(isFocused: Bool)
        }

        public let kind: Kind
        public private(set) weak var view: View?

        @MainActor
        public init(view: View?, kind: Kind) {
            self.view = view
            self.kind = kind
        }
    }

    /// The component's view: `inputTextView` fills it. The text view is set up as the list field
    /// sets it: regular 17 (the size the owner passes), insets top 16 and bottom 16, the line
    /// fragment padding cancelled on the left (inset -5 against the padding of 5), not scrolling
    /// (the field grows through `sizeThatFits`).
    @MainActor
    public final class View: UIView {
        /// The UITextView the user types into.
        public let inputTextView: UITextView

        public required init?(coder: NSCoder) { return nil }

        public override init(frame: CGRect) {
            inputTextView = UITextView()
            super.init(frame: frame)
            inputTextView.font = .systemFont(ofSize: 17)
            inputTextView.isScrollEnabled = false
            inputTextView.textContainerInset = UIEdgeInsets(top: 16, left: -inputTextView.textContainer.lineFragmentPadding,
                                                            bottom: 16, right: 0)
            inputTextView.backgroundColor = nil
            addSubview(inputTextView)
        }

        /// The text view fills the component.
        public override func layoutSubviews() {
            inputTextView.frame = bounds
        }
    }
}

/// The codebase's ListMultilineTextFieldItemComponent: a list row holding a text field,
/// identified by the tag its owner passed in (`tag:`).
public enum ListMultilineTextFieldItemComponent {
    /// An identity token; a view matches only the tag object it was made with.
    public final class Tag: Sendable {
        public init() {}
    }

    /// The text field's side inset inside the row (sheet-geometry.md: text view x = 16).
    public static let textInsetX: CGFloat = 16

    /// The row: its text field inset 16 pt left and right, as tall as the row.
    @MainActor
    public final class View: UIView {
        /// The tag the owner passed (`tag:`); UIView's own `tag` is a number.
        public let componentTag: Tag?
        /// The row's text field (always present here).
        public private(set) var textFieldView: TextFieldComponent.View?

        public required init?(coder: NSCoder) { return nil }

        public init(tag: Tag?) {
            componentTag = tag
            let field = TextFieldComponent.View()
            textFieldView = field
            super.init(frame: .zero)
            addSubview(field)
        }

        /// True when `tag` is the Tag object this row was made with.
        public func matches(tag: Any) -> Bool {
            guard let tag = tag as? Tag, let own = componentTag else { return false }
            return own === tag
        }

        /// The field fills the row less 16 pt on each side.
        public override func layoutSubviews() {
            guard let field = textFieldView else { return }
            let inset = ListMultilineTextFieldItemComponent.textInsetX
            field.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
        }
    }
}

/// The codebase's ListSectionComponent (glass style): a rounded section whose one row fills it.
public enum ListSectionComponent {
    /// Corner radius of the glass style (sheet-geometry.md).
    public static let cornerRadius: CGFloat = 26

    @MainActor
    public final class View: UIView {
        public private(set) var row: UIView?

        public required init?(coder: NSCoder) { return nil }

        public override init(frame: CGRect) {
            super.init(frame: frame)
            layer.cornerRadius = ListSectionComponent.cornerRadius
        }

        /// Puts `row` in the section, filling it.
        public func setRow(_ row: UIView) {
            self.row?.removeFromSuperview()
            self.row = row
            addSubview(row)
            setNeedsLayout()
        }

        public override func layoutSubviews() {
            row?.frame = bounds
        }
    }
}

/// The environment a screen's components are updated with (ViewControllerComponentContainer's),
/// as far as the design reads it: `inputHeight`, the keyboard's height on screen (0 when hidden).
public enum ViewControllerComponentContainer {
    public struct Environment: Hashable, Sendable {
        public let inputHeight: CGFloat
        public let safeInsets: UIEdgeInsets
        public let statusBarHeight: CGFloat

        public init(inputHeight: CGFloat, safeInsets: UIEdgeInsets = .zero, statusBarHeight: CGFloat = 0) {
            self.inputHeight = inputHeight
            self.safeInsets = safeInsets
            self.statusBarHeight = statusBarHeight
        }
    }
}
