import Foundation

/// UIKit's UILayoutGuide: a rectangle in its owning view's space that takes part in constraints
/// without being a view. The system guides (safe area, layout margins, keyboard, a scroll view's
/// content and frame) are held in place by constraints the engine maintains.
@MainActor
open class UILayoutGuide: LayoutAnchorsProviding {
    public internal(set) weak var owningView: UIView?
    public var identifier: String = ""
    /// The guide's frame in the owning view's space, as last solved.
    public internal(set) var layoutFrame: CGRect = .zero
    /// Which system guide it is (nil for a guide the app added).
    var role: LayoutGuideRole?
    /// The engine's variables for it, made on first use.
    var variables: LayoutItemVariables?

    public init() {}

    init(role: LayoutGuideRole, owner: UIView) {
        self.role = role
        owningView = owner
        identifier = role.identifier
    }
}

/// The system guides.
enum LayoutGuideRole {
    case safeArea, layoutMargins, keyboard, content, frame

    var identifier: String {
        switch self {
        case .safeArea: return "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: return "UIViewLayoutMarginsGuide"
        case .keyboard: return "UIKeyboardLayoutGuide"
        case .content: return "UIScrollView-contentLayoutGuide"
        case .frame: return "UIScrollView-frameLayoutGuide"
        }
    }
}

/// UIKit's UIKeyboardLayoutGuide (iOS 15): top at the docked keyboard's top in the owning view's
/// space, bottom at the view's bottom; while the keyboard is hidden its height is the bottom
/// safe-area inset (`usesBottomSafeArea`).
@MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    public var usesBottomSafeArea = true { didSet { LayoutEngine.noteStructureChange() } }
    public var followsUndockedKeyboard = false
}

/// A view's or guide's unknowns: the frame in the container's space (a view's superview, a
/// guide's owning view).
@MainActor
final class LayoutItemVariables {
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    init(_ name: String) {
        minX = LayoutVariable(name + ".minX")
        minY = LayoutVariable(name + ".minY")
        width = LayoutVariable(name + ".width")
        height = LayoutVariable(name + ".height")
    }
}

/// What a view keeps for Auto Layout.
@MainActor
package final class ViewLayoutState {
    /// The active constraints this view holds (it is their items' nearest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var translatesAutoresizingMask = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var hugging: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compression: (h: UILayoutPriority, v: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var layoutMargins = LayoutEngine.defaultLayoutMargins
    var insetsLayoutMarginsFromSafeArea = true
    var needsUpdateConstraints = true
    var preferredMaxLayoutWidth: CGFloat = 0
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    var variables: LayoutItemVariables?
    /// Constraints the engine makes for this view or its system guides, by role.
    var system: [String: NSLayoutConstraint] = [:]
    /// The engine, when this view is the root of a tree that uses Auto Layout.
    var engine: LayoutEngine?
    init() {}
}

extension UIView {
    /// UIKit's autoresizing mask: which margins and sizes follow the superview's size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// No intrinsic size on an axis.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// UIKit's `UIView.layoutFittingCompressedSize`: the smallest size the constraints allow.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest (UIKit's value).
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    var layoutState: ViewLayoutState { extras.layout }

    /// True for views made in code: the frame and `autoresizingMask` become required constraints
    /// once the view takes part in Auto Layout. Code using anchors sets it to false first.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { extrasStorage?.layout.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMask = newValue
            LayoutEngine.noteStructureChange()
        }
    }

    public var autoresizingMask: AutoresizingMask {
        get { extrasStorage?.layout.autoresizingMask ?? [] }
        set { layoutState.autoresizingMask = newValue; LayoutEngine.noteStructureChange() }
    }

    /// The active constraints this view holds.
    public var constraints: [NSLayoutConstraint] { extrasStorage?.layout.constraints ?? [] }

    /// Activates `constraint` (it goes to the items' common ancestor, as `isActive` does).
    public func addConstraint(_ constraint: NSLayoutConstraint) { NSLayoutConstraint.activate([constraint]) }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { NSLayoutConstraint.deactivate([constraint]) }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Guides

    public var layoutGuides: [UILayoutGuide] { extrasStorage?.layout.guides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.guides.append(guide)
        LayoutEngine.noteTreeChange()
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutState.guides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
        LayoutEngine.noteTreeChange()
    }

    /// The bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = UILayoutGuide(role: .safeArea, owner: self)
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The bounds inset by `layoutMargins` (from the safe area when `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = UILayoutGuide(role: .layoutMargins, owner: self)
        layoutState.marginsGuide = guide
        return guide
    }

    /// iOS 15's keyboard guide: its top is the keyboard's top in this view's space.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutState.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(role: .keyboard, owner: self)
        layoutState.keyboardGuide = guide
        return guide
    }

    /// Space around the view's content: (8, 8, 8, 8) unless set.
    public var layoutMargins: UIEdgeInsets {
        get { extrasStorage?.layout.layoutMargins ?? LayoutEngine.defaultLayoutMargins }
        set { layoutState.layoutMargins = newValue; LayoutEngine.noteStructureChange() }
    }

    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { extrasStorage?.layout.insetsLayoutMarginsFromSafeArea ?? true }
        set { layoutState.insetsLayoutMarginsFromSafeArea = newValue; LayoutEngine.noteStructureChange() }
    }

    // MARK: Content priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let p = extrasStorage?.layout.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? p.h : p.v
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.h = priority } else { layoutState.hugging.v = priority }
        LayoutEngine.noteStructureChange()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let p = extrasStorage?.layout.compression ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? p.h : p.v
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compression.h = priority } else { layoutState.compression.v = priority }
        LayoutEngine.noteStructureChange()
    }

    /// The intrinsic size changed: the next layout pass reads it again.
    public func invalidateIntrinsicContentSize() {
        LayoutEngine.noteIntrinsicSizeChange(self)
    }

    /// UIKit's intrinsic sizes for its own views: a label's text, a button's title (plus
    /// `LayoutEngine.buttonTitlePadding`), a non-scrolling text view's height at its width, a
    /// text field's text; none for other views.
    package var defaultIntrinsicContentSize: CGSize {
        let none = UIView.noIntrinsicMetric
        switch self {
        case let label as UILabel:
            let preferred = label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : label.bounds.width
            let width = label.numberOfLines == 1 || preferred == 0 ? CGFloat.greatestFiniteMagnitude : preferred
            return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        case let button as UIButton:
            guard let title = button.titleLabel, button.currentTitle != nil else { return CGSize(width: none, height: none) }
            let s = title.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            return CGSize(width: s.width + 2 * LayoutEngine.buttonTitlePadding.width, height: s.height + 2 * LayoutEngine.buttonTitlePadding.height)
        case let text as UITextView:
            guard !text.isScrollEnabled else { return CGSize(width: none, height: none) }
            let width = text.bounds.width == 0 ? CGFloat.greatestFiniteMagnitude : text.bounds.width
            return CGSize(width: none, height: text.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        case let field as UITextField:
            return field.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        default:
            return CGSize(width: none, height: none)
        }
    }

    /// What `defaultIntrinsicContentSize` reads of a label of the UILabel class itself (a
    /// subclass may override `intrinsicContentSize`): equal values give an equal size, so a
    /// layout pass compares these before laying the label's text out again. The font by
    /// identity: fonts that compare equal may still differ in line height.
    package struct LabelSizeInputs: Equatable {
        let text: String?
        let font: UIFont
        let numberOfLines: Int
        let preferredMaxLayoutWidth: CGFloat
        let width: CGFloat

        @MainActor
        init?(_ view: UIView) {
            guard type(of: view) == UILabel.self, let label = view as? UILabel else { return nil }
            text = label.text
            font = label.font
            numberOfLines = label.numberOfLines
            preferredMaxLayoutWidth = label.preferredMaxLayoutWidth
            width = label.bounds.width
        }

        package static func == (a: LabelSizeInputs, b: LabelSizeInputs) -> Bool {
            a.font === b.font && a.text == b.text && a.numberOfLines == b.numberOfLines
                && a.preferredMaxLayoutWidth == b.preferredMaxLayoutWidth && a.width == b.width
        }
    }

    // MARK: The constraint pass

    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        LayoutEngine.noteStructureChange()
        root.setNeedsLayout()
    }

    /// The size the view's constraints give it nearest `targetSize` (50, `fittingSizeLevel`, on both axes).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// As `systemLayoutSizeFitting(_:)` with a priority per axis (`.required` holds that side).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
    }

    public func needsUpdateConstraints() -> Bool { extrasStorage?.layout.needsUpdateConstraints ?? true }

    /// Runs `updateConstraints` for this view's subtree where asked, subviews first.
    public func updateConstraintsIfNeeded() {
        for sub in subviews { sub.updateConstraintsIfNeeded() }
        if extrasStorage?.layout.needsUpdateConstraints ?? true {
            layoutState.needsUpdateConstraints = false
            updateConstraints()
        }
    }
}

extension UILabel {
    /// The width a multi-line label wraps at for its intrinsic size (0: its current width).
    public var preferredMaxLayoutWidth: CGFloat {
        get { extrasStorage?.layout.preferredMaxLayoutWidth ?? 0 }
        set { layoutState.preferredMaxLayoutWidth = newValue; invalidateIntrinsicContentSize() }
    }
}

/// UIKit's NSDirectionalEdgeInsets (left to right only: leading is left).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
}

extension UIScrollView {
    /// Constraints between the content and this guide define `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = layoutState.contentGuide { return guide }
        let guide = UILayoutGuide(role: .content, owner: self)
        layoutState.contentGuide = guide
        return guide
    }

    /// The scroll view's frame, not scrolled (in content coordinates: at `contentOffset`).
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = layoutState.frameGuide { return guide }
        let guide = UILayoutGuide(role: .frame, owner: self)
        layoutState.frameGuide = guide
        return guide
    }
}
