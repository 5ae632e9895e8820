import Foundation
import HarnessCore

/// UIKit's UIView: geometry (frame, bounds, center), the hierarchy, conversions between views'
/// spaces, layout passes and the appearance a painter reads.
///
/// Geometry follows uikit-semantics.md: `frame` is `center` less half of `bounds.size` (no
/// transform here); setting `frame` moves `center` and sets `bounds.size` and never changes
/// `bounds.origin`; `bounds.origin` is what the top-left corner shows of the view's own space
/// (scrolling moves it), and changing it moves no frame. The frame's origin is stored as given
/// (and the centre derived from it) so that a frame set is read back bit for bit.
@MainActor
open class UIView: UIResponder {
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    private var frameOrigin: CGPoint
    private var size: CGSize
    private var boundsOrigin: CGPoint = .zero
    private var needsLayout = true
    /// Some view below this one needs `layoutSubviews`: `layoutIfNeeded` goes down only where
    /// this is set (as UIKit's layers pass their need for layout up to their superlayers).
    private var subtreeNeedsLayout = false

    /// Hidden views and their subviews are not drawn. A stack view leaves a hidden arranged
    /// subview out of its arrangement, so showing or hiding one of its subviews tells Auto Layout.
    public var isHidden = false {
        didSet { if isHidden != oldValue, superview is UIStackView { LayoutEngine.noteTreeChange() } }
    }
    /// The name UI tests find the view by (XCUITest's `app.textViews["comment"]`); a script's
    /// `tap comment` taps the input identified `comment`.
    public var accessibilityIdentifier: String?
    /// Opacity, 0...1, multiplied into every subview.
    public var alpha: CGFloat = 1 {
        didSet { UIViewAnimationTimeline.recordChange(self, .alpha, from: [oldValue], to: [alpha]) }
    }
    /// Filled behind the view's contents (with `layer.cornerRadius`); nil draws nothing.
    public var backgroundColor: UIColor?
    /// The view's layer: corner radius and the clip flag.
    public let layer = CALayer()
    /// Clips subviews to the bounds (rounded by `layer.cornerRadius`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Whether the view takes touches (kept for code that sets it; the harness has no touches).
    public var isUserInteractionEnabled = true
    /// A number code may use to find a view (`viewWithTag`).
    public var tag = 0
    /// Target-actions, gesture recognizers and Auto Layout's state (UIViewExtras), made on first use.
    package var extrasStorage: UIViewExtras?

    public init(frame: CGRect) {
        let r = frame.standardized
        frameOrigin = r.origin
        size = r.size
        super.init()
    }

    public override convenience init() { self.init(frame: .zero) }

    /// Decoding from a nib or storyboard archive: there are none on Linux, so no view is ever
    /// decoded and this fails (nil). Required, as on iOS, so a subclass's
    /// `required init?(coder:)` compiles unchanged.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Geometry

    /// Position and size in the superview's space.
    public var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: size) }
        set {
            let old = frame
            let r = newValue.standardized
            let resized = r.size != size
            frameOrigin = r.origin
            size = r.size
            if resized { setNeedsLayout() }
            UIViewAnimationTimeline.recordChange(self, .frame, from: old, to: r)
        }
    }

    /// The view's own space: `origin` is what the top-left corner shows; `size` is the frame's.
    /// A new size resizes the frame about its centre.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: size) }
        set {
            let old = bounds
            boundsOrigin = newValue.origin
            if newValue.size != size {
                frameOrigin.x -= (newValue.size.width - size.width) / 2
                frameOrigin.y -= (newValue.size.height - size.height) / 2
                size = newValue.size
                setNeedsLayout()
            }
            UIViewAnimationTimeline.recordChange(self, .bounds, from: old, to: bounds)
        }
    }

    /// The frame's centre in the superview's space; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + size.width / 2, y: frameOrigin.y + size.height / 2) }
        set { frame = CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height) }
    }

    /// The window's safe area in this view's space, clipped to the view (zero outside a window).
    open var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return (self as? UIWindow)?.display.safeAreaInsets ?? .zero }
        let safe = window.bounds.inset(by: window.display.safeAreaInsets)
        let mine = convert(bounds, to: nil)
        return UIEdgeInsets(top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
                            bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
    }

    // MARK: Hierarchy

    /// The window at the root of this view's tree, if the root is one.
    open var window: UIWindow? { root as? UIWindow }

    /// Appends `view` as the topmost subview, taking it from its previous superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is the bottom).
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: index.clamped(to: 0...subviews.count))
        view.superview = self
        if view.needsLayout || view.subtreeNeedsLayout { noteSubviewNeedsLayout() }
        LayoutEngine.noteTreeChange()
    }

    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        view.removeFromSuperview()
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    /// Detaches the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        LayoutEngine.noteTreeChange()
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view of this subtree (depth first, this view first) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviews { if let found = sub.viewWithTag(tag) { return found } }
        return nil
    }

    var root: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    // MARK: Layout

    /// Asks for `layoutSubviews` at the next `layoutIfNeeded` (a size change asks by itself).
    public func setNeedsLayout() {
        needsLayout = true
        superview?.noteSubviewNeedsLayout()
    }

    /// Marks this view and its ancestors as having a view below that needs layout, up to the
    /// first already marked (whose ancestors are marked too).
    private func noteSubviewNeedsLayout() {
        var view: UIView? = self
        while let current = view, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            view = current.superview
        }
    }

    /// Solves the tree's constraints and sets the frames that changed (LayoutEngine), then runs
    /// `layoutSubviews` where asked, parents first, each view's subviews that take part in Auto
    /// Layout set to their solved frames first (as UIView's own `layoutSubviews` does); again if
    /// that changed constraints (twice at most).
    public func layoutIfNeeded() {
        for _ in 0..<3 {
            LayoutEngine.layoutPass(from: self)
            let changes = LayoutEngine.changeCount
            layoutSubtreeIfNeeded(LayoutEngine.engine(for: self))
            if changes == LayoutEngine.changeCount { break }
        }
    }

    private func layoutSubtreeIfNeeded(_ engine: LayoutEngine?) {
        if needsLayout {
            needsLayout = false
            engine?.applySolvedFrames(toSubviewsOf: self)
            layoutSubviews()
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        for sub in subviews { sub.layoutSubtreeIfNeeded(engine) }
    }

    /// The size Auto Layout gives the view from its contents on each axis, or `noIntrinsicMetric`.
    open var intrinsicContentSize: CGSize { defaultIntrinsicContentSize }

    /// Override to update constraints before a layout pass (after `setNeedsUpdateConstraints`); call super last.
    open func updateConstraints() {}

    /// Lays out the subviews against `bounds`; the default does nothing.
    open func layoutSubviews() {}

    /// The size that fits the contents within `size`; a plain view keeps its own size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { self.size }

    /// Resizes the view to `sizeThatFits` of its current size.
    public func sizeToFit() {
        let fitted = sizeThatFits(size)
        frame = CGRect(origin: frameOrigin, size: fitted)
    }
}
