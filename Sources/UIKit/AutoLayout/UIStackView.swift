import Foundation

/// UIKit's UIStackView: lays out `arrangedSubviews` along `axis` with constraints it makes and
/// activates itself (named with UIKit's identifiers: UISV-canvas-connection, UISV-spacing,
/// UISV-alignment, UISV-fill-equally), remade when the arrangement or a property changes. A
/// hidden arranged subview takes no space (it is left out of the chain; its frame stays).
///
/// `.fill`: the chain is tight; sizes come from the views' own constraints and content priorities
/// (the lowest hugging stretches, the lowest compression resistance shrinks). Where several
/// views could stretch equally, the last one does (UIKit resizes "by index"; which end is an
/// estimate): each view's size along the axis is also asked to be 0 at a tiny priority, higher
/// for earlier views.
@MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, equalSpacing
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading, center = 3, trailing
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public private(set) var arrangedSubviews: [UIView] = []
    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    public var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    public var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    public var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    /// `customSpacing(after:)` when none was set.
    nonisolated public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system's spacing (8 pt here, as `constraint(equalToSystemSpacingAfter:multiplier:)`).
    nonisolated public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    private var made: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var madeFor: [AnyHashable] = []

    /// No archives on Linux (`UIView.init?(coder:)`): nil.
    public required init?(coder: NSCoder) { return nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        LayoutEngine.inUse = true
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arrangement (and as a subview if it is not one).
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview (as in UIKit).
    public func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementChanged()
    }

    /// The spacing after `arrangedSubview` in place of `spacing` (iOS 11).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    private func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)] ?? spacing
        return custom == Self.spacingUseSystem ? LayoutEngine.systemSpacing : custom
    }

    private func arrangementChanged() {
        LayoutEngine.noteStructureChange()
        root.setNeedsLayout()
    }

    /// Remakes the constraints when the arranged views, their hidden flags or a property changed.
    func updateArrangementIfNeeded() {
        arrangedSubviews.removeAll { $0.superview !== self }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var key: [AnyHashable] = visible.map { ObjectIdentifier($0) }
        key += [axis.rawValue, Double(spacing), alignment.rawValue, distribution.rawValue, isLayoutMarginsRelativeArrangement]
        key += visible.map { Double(spacing(after: $0)) }
        guard key != madeFor else { return }
        madeFor = key
        NSLayoutConstraint.deactivate(made)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers = []
        made = makeConstraints(visible)
        NSLayoutConstraint.activate(made)
    }

    private func makeConstraints(_ views: [UIView]) -> [NSLayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        typealias A = NSLayoutConstraint.Attribute
        let (lead, trail, size): (A, A, A) = horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let (crossLead, crossTrail, crossCenter, crossSize): (A, A, A, A) =
            horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
        func c(_ id: String, _ a: AnyObject, _ aa: A, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: A,
               _ k: CGFloat = 0, priority: UILayoutPriority = .required) -> NSLayoutConstraint {
            let made = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: 1, constant: k)
            made.identifier = id
            made.priority = priority
            return made
        }
        var result = [c("UISV-canvas-connection", first, lead, .equal, canvas, lead),
                      c("UISV-canvas-connection", canvas, trail, .equal, last, trail)]
        for (a, b) in zip(views, views.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually:
                result.append(c("UISV-spacing", b, lead, .equal, a, trail, spacing(after: a)))
            case .equalSpacing:
                let gap = UILayoutGuide()
                gap.identifier = "UISV-distributing"
                addLayoutGuide(gap)
                spacers.append(gap)
                result.append(c("UISV-distributing-edge", gap, lead, .equal, a, trail))
                result.append(c("UISV-distributing-edge", gap, trail, .equal, b, lead))
                result.append(c("UISV-spacing", gap, size, .greaterThanOrEqual, nil, .notAnAttribute, spacing(after: a)))
                if let firstGap = spacers.first, firstGap !== gap {
                    result.append(c("UISV-fill-equally", gap, size, .equal, firstGap, size))
                }
            }
        }
        if distribution == .fillEqually {
            for view in views.dropFirst() { result.append(c("UISV-fill-equally", view, size, .equal, first, size)) }
        }
        if distribution == .fill {
            // Tie-break for equal content priorities: earlier views are kept as small as they
            // allow first, so the last of the equals stretches.
            for (i, view) in views.enumerated() {
                result.append(c("UISV-ambiguity-suppression", view, size, .equal, nil, .notAnAttribute, 0,
                                priority: UILayoutPriority(Float(views.count - i) * 0.01)))
            }
        }
        for view in views {
            switch alignment {
            case .fill:
                result.append(c("UISV-alignment", view, crossLead, .equal, canvas, crossLead))
                result.append(c("UISV-alignment", view, crossTrail, .equal, canvas, crossTrail))
            case .leading:
                result.append(c("UISV-alignment", view, crossLead, .equal, canvas, crossLead))
                result.append(c("UISV-canvas-fit", view, crossTrail, .lessThanOrEqual, canvas, crossTrail))
            case .trailing:
                result.append(c("UISV-alignment", view, crossTrail, .equal, canvas, crossTrail))
                result.append(c("UISV-canvas-fit", view, crossLead, .greaterThanOrEqual, canvas, crossLead))
            case .center:
                result.append(c("UISV-alignment", view, crossCenter, .equal, canvas, crossCenter))
                result.append(c("UISV-canvas-fit", view, crossLead, .greaterThanOrEqual, canvas, crossLead))
            }
        }
        if alignment != .fill {
            // The stack as small across as its largest view allows (UIKit's canvas fit).
            result.append(c("UISV-canvas-fit", canvas, crossSize, .equal, nil, .notAnAttribute, 0,
                            priority: .fittingSizeLevel))
        }
        return result
    }
}
