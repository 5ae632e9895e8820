import Foundation

/// UIKit's UILayoutPriority: 1000 required, 750 default high, 250 default low, 50 fitting size.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

/// UIKit's NSLayoutConstraint: `firstItem.firstAttribute (relation) multiplier * secondItem.secondAttribute + constant`.
/// Active constraints live on the nearest common ancestor of their items (`UIView.constraints`)
/// and are solved by the root view's engine at the next layout pass (`LayoutEngine`).
@MainActor
open class NSLayoutConstraint: CustomStringConvertible, CustomDebugStringConvertible {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Changing it while active moves the solution at the next layout pass (the solver updates
    /// the one constant, no re-solve from scratch).
    public var constant: CGFloat {
        didSet { if constant != oldValue { LayoutEngine.noteConstantChange(self) } }
    }
    /// Changing it between required and optional while active is an error in UIKit; here the
    /// engine re-adds the constraint.
    public var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue, let holder { LayoutEngine.noteActiveChange(self, in: holder) } }
    }
    public var identifier: String?
    public var shouldBeArchived = false

    /// Which view holds it while active (the items' nearest common ancestor).
    weak var holder: UIView?
    /// Activation order: the engine adds new constraints in this order; a conflict breaks the last.
    var sequence = 0
    /// Made by the engine (autoresizing, intrinsic size, a guide, a stack view): named in messages.
    var systemName: String?

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint is installed; setting it adds it to (removes it from) the common ancestor.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { Self.activate([self]) } else { Self.deactivate([self]) }
        }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where c.holder == nil {
            guard let holder = c.commonAncestor() else {
                preconditionFailure("Unable to activate constraint with anchors \(c.description) because they have no common ancestor. "
                    + "Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
            }
            LayoutEngine.sequenceCounter += 1
            c.sequence = LayoutEngine.sequenceCounter
            c.holder = holder
            holder.extras.layout.constraints.append(c)
            LayoutEngine.noteActiveChange(c, in: holder)
        }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints {
            guard let holder = c.holder else { continue }
            holder.extras.layout.constraints.removeAll { $0 === c }
            c.holder = nil
            LayoutEngine.noteActiveChange(c, in: holder)
        }
    }

    /// The view whose subtree holds both items (a guide counts as its owning view).
    func commonAncestor() -> UIView? {
        guard let first = firstItem.flatMap(LayoutItemRef.view(of:)) else { return nil }
        guard let secondItem else { return first }
        guard let second = LayoutItemRef.view(of: secondItem) else { return nil }
        var a: UIView? = first
        while let candidate = a {
            if second.isDescendant(of: candidate) { return candidate }
            a = candidate.superview
        }
        return nil
    }

    nonisolated public var description: String {
        MainActor.assumeIsolated { describe() }
    }

    nonisolated public var debugDescription: String { description }

    /// iOS's style without addresses: `<NSLayoutConstraint 'id' UILabel.width == 100   (active)>`.
    func describe() -> String {
        var text = "<" + (systemName ?? "NSLayoutConstraint")
        if let identifier { text += " '\(identifier)'" }
        text += " " + Self.name(of: firstItem) + "." + Self.name(firstAttribute)
        text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
        var rhs = ""
        if let secondItem {
            rhs = Self.name(of: secondItem) + "." + Self.name(secondAttribute)
            if multiplier != 1 { rhs = "\(Self.number(multiplier))*" + rhs }
            if constant > 0 { rhs += " + \(Self.number(constant))" }
            if constant < 0 { rhs += " - \(Self.number(-constant))" }
        } else {
            rhs = Self.number(constant)
        }
        text += rhs
        if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        if isActive || systemName != nil { text += "   (active)" }
        return text + ">"
    }

    static func number(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(Double(v))
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide {
            return "'\(guide.identifier)'" + (guide.owningView.map { "(\(name(of: $0)))" } ?? "")
        }
        return "\(type(of: item))"
    }

    static func name(_ a: Attribute) -> String {
        switch a {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}

/// Views and layout guides, the two kinds of item a constraint relates.
@MainActor
enum LayoutItemRef {
    /// The view whose subtree an item is in: a view itself, a guide's owning view.
    static func view(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }
}
