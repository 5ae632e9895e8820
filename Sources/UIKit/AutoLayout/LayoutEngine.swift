import Foundation

/// One Auto Layout engine per view tree root (a window, or a view without a superview): at each
/// layout pass it brings the solver in line with the tree's active constraints plus the ones
/// UIKit makes itself (autoresizing masks, intrinsic sizes, the system layout guides), solves,
/// and sets the frames of the views that take part, before `layoutSubviews` runs.
///
/// Spaces. A view's unknowns are its frame in its superview's space (a guide's: in its owning
/// view's space). A constraint is stated in its items' nearest common ancestor's space: an
/// item further down adds its containers' origins (`bounds.origin`, scrolling, is not added:
/// a scroll view's subviews are laid out in content coordinates); the common ancestor itself as
/// an item is its own bounds (left 0, right its width).
///
/// Which constraint a conflict breaks: new constraints are added system-made first, then in the
/// order they were activated; the one whose addition makes the required constraints
/// unsatisfiable is broken (uikit-layout.md: the last one added, an estimate) and reported once.
@MainActor
package final class LayoutEngine {
    // MARK: UIKit's numbers (uikit-layout.md; estimates marked)

    /// `constraint(equalToSystemSpacingBelow:multiplier:)`'s unit: 8 pt.
    static let systemSpacing: CGFloat = 8
    /// A view's default layout margins.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Around a button's title in its intrinsic size (estimate: a system button with a 17 pt
    /// title is about 32 pt tall, its title 20.3).
    static let buttonTitlePadding = CGSize(width: 0, height: 6)

    // MARK: Process-wide bookkeeping

    static var sequenceCounter = 0
    /// Bumped by every change a layout pass must see.
    package static var changeCount = 0
    /// False until the first constraint is activated: trees that never use Auto Layout skip it.
    static var inUse = false
    /// Where "Unable to simultaneously satisfy constraints." goes (stdout, as UIKit's log).
    package static var log: (String) -> Void = { print($0) }
    private static var passing: Set<ObjectIdentifier> = []

    static func noteChange(_ constraint: NSLayoutConstraint?) {
        changeCount += 1
        if let constraint {
            inUse = true
            let view = constraint.holder ?? constraint.firstItem.flatMap(LayoutItemRef.view(of:))
            view?.root.setNeedsLayout()
        }
    }

    // MARK: One engine's state

    package let solver = LayoutSolver()
    private var installed: [ObjectIdentifier: (constraint: NSLayoutConstraint, solved: LayoutSolverConstraint)] = [:]
    private var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var reported: Set<ObjectIdentifier> = []
    /// The unsatisfiable-constraints messages this engine logged, in order.
    package private(set) var reports: [String] = []
    /// The items (views and guides) in the last solve.
    private var items: [AnyObject] = []

    /// Each keyboard guide's height at the last pass.
    private var keyboardHeights: [ObjectIdentifier: CGFloat] = [:]

    /// True when a keyboard guide in the last solve changed height since the pass before.
    private func keyboardGuideMoved() -> Bool {
        var moved = false
        for case let guide as UIKeyboardLayoutGuide in items {
            guard let height = guide.owningView?.extrasStorage?.layout.system[guide.identifier + "-height"]?.constant else { continue }
            if let before = keyboardHeights[ObjectIdentifier(guide)], before != height { moved = true }
            keyboardHeights[ObjectIdentifier(guide)] = height
        }
        return moved
    }

    /// The constraints broken to recover from conflicts, still active.
    package var brokenConstraints: [NSLayoutConstraint] { broken.values.sorted { $0.sequence < $1.sequence } }

    // MARK: The layout pass

    /// Runs before `layoutSubviews` from `layoutIfNeeded`: `updateConstraints` where asked, the
    /// stack views' arrangements, then solve and apply (again while the applied frames change the
    /// inputs: safe areas, text heights at new widths; at most four rounds).
    static func layoutPass(from view: UIView) {
        guard inUse else { return }
        let root = view.root
        let key = ObjectIdentifier(root)
        guard !passing.contains(key) else { return }
        passing.insert(key)
        defer { passing.remove(key) }
        let engine = root.layoutState.engine ?? LayoutEngine()
        root.layoutState.engine = engine
        for _ in 0..<4 {
            prepare(root)
            let changed = engine.sync(root)
            if engine.keyboardGuideMoved(), UIViewAnimationTimeline.shared.context == nil {
                // A constraint to the keyboard layout guide moves with the keyboard's own
                // animation (iOS 15), without any notification code: its duration and curve 7.
                let curve = UIView.AnimationOptions(rawValue: UInt(UIKitEstimates.keyboardAnimationCurve) << 16)
                UIView.animate(withDuration: UIKitEstimates.keyboardAnimationDuration, delay: 0, options: curve,
                               animations: { engine.apply() })
            } else {
                engine.apply()
            }
            if !changed { break }
        }
    }

    /// `updateConstraints` for the tree where asked (subviews first), and stack views' arrangements.
    private static func prepare(_ view: UIView) {
        for sub in view.subviews { prepare(sub) }
        if let stack = view as? UIStackView { stack.updateArrangementIfNeeded() }
        if view.extrasStorage?.layout.needsUpdateConstraints ?? true {
            view.layoutState.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    /// The engine of `view`'s tree, if it has laid out with constraints.
    package static func engine(for view: UIView) -> LayoutEngine? { view.root.extrasStorage?.layout.engine }

    // MARK: Solving

    private struct Wanted {
        let constraint: NSLayoutConstraint
        let expression: LayoutExpression
        let relation: LayoutRelation
        let priority: Float
    }

    /// The size `view`'s constraints give it, solved in a scratch engine for its subtree with
    /// `width == target.width` and `height == target.height` at the fitting priorities.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        prepare(view)
        let engine = LayoutEngine()
        _ = engine.sync(view, fitting: (target, horizontal, vertical))
        guard let v = view.extrasStorage?.layout.variables else { return view.bounds.size }
        return CGSize(width: engine.solver.value(of: v.width), height: engine.solver.value(of: v.height))
    }

    /// Brings the solver in line with the tree; true when it changed anything. With `fitting`,
    /// the root's size is wished for at the fitting priorities instead of pinned to its frame.
    private func sync(_ root: UIView, fitting: (CGSize, UILayoutPriority, UILayoutPriority)? = nil) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var work: [AnyObject] = []
        func reference(_ item: AnyObject) {
            if seen.insert(ObjectIdentifier(item)).inserted { work.append(item) }
        }

        // The tree's active constraints, in activation order.
        var found: [(sequence: Int, constraint: NSLayoutConstraint, space: UIView)] = []
        var stale: [NSLayoutConstraint] = []
        func collect(_ view: UIView) {
            if let state = view.extrasStorage?.layout {
                for c in state.constraints {
                    if let space = c.commonAncestor(), space.isDescendant(of: root) {
                        found.append((c.sequence, c, space))
                    } else {
                        stale.append(c)
                    }
                }
            }
            for sub in view.subviews { collect(sub) }
        }
        collect(root)
        if fitting == nil { NSLayoutConstraint.deactivate(stale) }
        let order = found.indices.sorted { found[$0].sequence < found[$1].sequence }
        let user = order.map { (found[$0].constraint, found[$0].space) }

        var wanted: [Wanted] = []
        func want(_ c: NSLayoutConstraint, space: UIView?) {
            guard let e = Self.expression(for: c, space: space, touch: reference) else { return }
            let relation: LayoutRelation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
            wanted.append(Wanted(constraint: c, expression: e, relation: relation, priority: min(1000, max(1, c.priority.rawValue))))
        }
        var userWanted: [Wanted] = []
        for (c, space) in user { want(c, space: space) }
        swap(&userWanted, &wanted)

        // What UIKit adds for the items taking part.
        var index = 0
        while index < work.count {
            let item = work[index]
            index += 1
            if let view = item as? UIView, view === root, let (size, h, v) = fitting {
                let state = view.layoutState
                want(Self.system(state, "fitting-w", name: "NSLayoutConstraint", view, .width, nil, .notAnAttribute, size.width, priority: h),
                     space: view)
                want(Self.system(state, "fitting-h", name: "NSLayoutConstraint", view, .height, nil, .notAnAttribute, size.height, priority: v),
                     space: view)
                if !view.translatesAutoresizingMaskIntoConstraints {
                    for c in Self.intrinsicConstraints(view) { want(c, space: view.superview) }
                }
            } else if let view = item as? UIView {
                for c in view.translatesAutoresizingMaskIntoConstraints ? Self.autoresizingConstraints(view) : Self.intrinsicConstraints(view) {
                    want(c, space: view.superview)
                }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView, guide.role != nil {
                for c in Self.guideConstraints(guide, owner: owner) { want(c, space: owner) }
            }
        }
        wanted += userWanted
        items = work

        // Remove what is no longer wanted or changed shape; update constants; add the new.
        var changed = false
        var wantedIDs: Set<ObjectIdentifier> = []
        for w in wanted { wantedIDs.insert(ObjectIdentifier(w.constraint)) }
        var gone: [(sequence: Int, id: ObjectIdentifier)] = []
        for (id, entry) in installed where !wantedIDs.contains(id) { gone.append((entry.constraint.sequence, id)) }
        for (_, id) in gone.sorted(by: { $0.sequence < $1.sequence }) {
            try? solver.removeConstraint(installed.removeValue(forKey: id)!.solved)
            changed = true
        }
        for id in broken.keys where !wantedIDs.contains(id) {
            broken.removeValue(forKey: id)
            reported.remove(id)
        }
        var additions: [Wanted] = []
        for w in wanted {
            let id = ObjectIdentifier(w.constraint)
            guard let entry = installed[id] else {
                if broken[id] == nil { additions.append(w) }
                continue
            }
            if entry.solved.relation == w.relation, entry.solved.priority == w.priority, Self.sameTerms(entry.solved.expression, w.expression) {
                if entry.solved.expression.constant != w.expression.constant {
                    changed = true
                    do {
                        try solver.updateConstant(of: entry.solved, to: w.expression.constant)
                    } catch let LayoutSolverError.unsatisfiable(conflict) {
                        try? solver.removeConstraint(entry.solved)
                        installed.removeValue(forKey: id)
                        breakConstraint(w.constraint, conflict: conflict)
                    } catch {}
                }
            } else {
                try? solver.removeConstraint(entry.solved)
                installed.removeValue(forKey: id)
                additions.append(w)
                changed = true
            }
        }
        // Broken constraints get another chance once something they could conflict with changed.
        if changed {
            for w in wanted where broken[ObjectIdentifier(w.constraint)] != nil {
                broken.removeValue(forKey: ObjectIdentifier(w.constraint))
                additions.append(w)
            }
            let order = Dictionary(wanted.enumerated().map { (ObjectIdentifier($0.element.constraint), $0.offset) }, uniquingKeysWith: { a, _ in a })
            additions.sort { order[ObjectIdentifier($0.constraint)]! < order[ObjectIdentifier($1.constraint)]! }
        }
        for w in additions {
            let solved = LayoutSolverConstraint(w.expression, w.relation, priority: w.priority, name: w.constraint.describe())
            solved.owner = w.constraint
            do {
                try solver.addConstraint(solved)
                installed[ObjectIdentifier(w.constraint)] = (w.constraint, solved)
                changed = true
            } catch let LayoutSolverError.unsatisfiable(conflict) {
                breakConstraint(w.constraint, conflict: conflict)
            } catch {}
        }
        return changed
    }

    private static func sameTerms(_ a: LayoutExpression, _ b: LayoutExpression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        for (x, y) in zip(a.terms, b.terms) where x.variable !== y.variable || x.coefficient != y.coefficient { return false }
        return true
    }

    /// Keeps `constraint` out of the solver and logs iOS's message the first time.
    private func breakConstraint(_ constraint: NSLayoutConstraint, conflict: LayoutConflict) {
        let id = ObjectIdentifier(constraint)
        broken[id] = constraint
        guard reported.insert(id).inserted else { return }
        var involved: [NSLayoutConstraint] = conflict.conflicting.compactMap { solver.constraint(withID: $0)?.owner as? NSLayoutConstraint }
        involved.append(constraint)
        let list = involved.map { "    \"\($0.describe())\"" }.joined(separator: ",\n")
        let message = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
            \(list)
            )

            Will attempt to recover by breaking constraint 
            \(constraint.describe())

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """
        reports.append(message)
        Self.log(message)
    }

    /// Sets the solved frames (only where they changed), the guides' frames and the content
    /// size of scroll views whose content guide took part.
    private func apply() {
        for item in items {
            if let view = item as? UIView, let v = view.extrasStorage?.layout.variables {
                let frame = CGRect(x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                                   width: max(0, solver.value(of: v.width)), height: max(0, solver.value(of: v.height)))
                if view.frame != frame { view.frame = frame }
            } else if let guide = item as? UILayoutGuide, let v = guide.variables {
                guide.layoutFrame = CGRect(x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                                           width: solver.value(of: v.width), height: solver.value(of: v.height))
                if guide.role == .content, let scroll = guide.owningView as? UIScrollView, scroll.contentSize != guide.layoutFrame.size {
                    scroll.contentSize = guide.layoutFrame.size
                }
            }
        }
    }

    // MARK: Expressions

    private static func variables(of item: AnyObject) -> LayoutItemVariables? {
        if let view = item as? UIView {
            let state = view.layoutState
            if let v = state.variables { return v }
            let v = LayoutItemVariables("\(type(of: view))")
            state.variables = v
            return v
        }
        guard let guide = item as? UILayoutGuide else { return nil }
        if let v = guide.variables { return v }
        let v = LayoutItemVariables(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)
        guide.variables = v
        return v
    }

    private static func isVertical(_ a: NSLayoutConstraint.Attribute) -> Bool {
        switch a {
        case .top, .bottom, .centerY, .height, .topMargin, .bottomMargin, .centerYWithinMargins: return true
        default: return false
        }
    }

    /// A view's margin attribute is its margins guide's plain attribute.
    private static func resolve(_ item: AnyObject, _ a: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute) {
        guard let view = item as? UIView else { return (item, a) }
        let plain: NSLayoutConstraint.Attribute
        switch a {
        case .leftMargin: plain = .left
        case .rightMargin: plain = .right
        case .topMargin: plain = .top
        case .bottomMargin: plain = .bottom
        case .leadingMargin: plain = .leading
        case .trailingMargin: plain = .trailing
        case .centerXWithinMargins: plain = .centerX
        case .centerYWithinMargins: plain = .centerY
        default: return (item, a)
        }
        return (view.layoutMarginsGuide, plain)
    }

    /// `attribute` of `item` in `space` (nil: the item's own container's space).
    private static func linear(_ item0: AnyObject, _ a0: NSLayoutConstraint.Attribute, space: UIView?,
                               touch: (AnyObject) -> Void) -> LayoutExpression? {
        let (item, a) = resolve(item0, a0)
        if let view = item as? UIView, view === space {
            // The common ancestor as an item: its own bounds.
            touch(view)
            let v = variables(of: view)!
            switch a {
            case .left, .leading, .top: return LayoutExpression()
            case .right, .trailing, .width: return LayoutExpression(v.width)
            case .bottom, .height: return LayoutExpression(v.height)
            case .centerX: return LayoutExpression(v.width, times: 0.5)
            case .centerY: return LayoutExpression(v.height, times: 0.5)
            default: return nil
            }
        }
        guard let v = variables(of: item) else { return nil }
        touch(item)
        var e: LayoutExpression
        switch a {
        case .left, .leading: e = LayoutExpression(v.minX)
        case .right, .trailing: e = LayoutExpression([(v.minX, 1), (v.width, 1)])
        case .centerX: e = LayoutExpression([(v.minX, 1), (v.width, 0.5)])
        case .top: e = LayoutExpression(v.minY)
        case .bottom: e = LayoutExpression([(v.minY, 1), (v.height, 1)])
        case .centerY: e = LayoutExpression([(v.minY, 1), (v.height, 0.5)])
        case .width: return LayoutExpression(v.width)
        case .height: return LayoutExpression(v.height)
        default: return nil
        }
        guard let space else { return e }
        // Up the containers to the common ancestor, adding their origins.
        var container: UIView? = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        while let c = container, c !== space {
            touch(c)
            let cv = variables(of: c)!
            e.add(isVertical(a) ? cv.minY : cv.minX)
            container = c.superview
        }
        return container == nil ? nil : e
    }

    /// `first - (multiplier * second + constant)`, the solver's `expression REL 0`.
    private static func expression(for c: NSLayoutConstraint, space: UIView?, touch: (AnyObject) -> Void) -> LayoutExpression? {
        guard let first = c.firstItem, var e = linear(first, c.firstAttribute, space: space, touch: touch) else { return nil }
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard let rhs = linear(second, c.secondAttribute, space: space, touch: touch) else { return nil }
            e.add(rhs, times: -Double(c.multiplier))
        }
        e.constant -= Double(c.constant)
        return e
    }

    // MARK: What UIKit adds

    /// The engine's own constraint `key` of `state`, made once and kept up to date.
    private static func system(_ state: ViewLayoutState, _ key: String, name: String, _ item1: AnyObject,
                               _ a1: NSLayoutConstraint.Attribute, _ item2: AnyObject?, _ a2: NSLayoutConstraint.Attribute,
                               multiplier: CGFloat = 1, _ constant: CGFloat, priority: UILayoutPriority = .required,
                               relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint {
        if let c = state.system[key], c.firstItem === item1, c.secondItem === item2, c.multiplier == multiplier, c.relation == relation {
            if c.constant != constant { c.constant = constant }
            if c.priority != priority { c.priority = priority }
            return c
        }
        let c = NSLayoutConstraint(item: item1, attribute: a1, relatedBy: relation, toItem: item2, attribute: a2,
                                   multiplier: multiplier, constant: constant)
        c.priority = priority
        c.systemName = name
        if name == "NSLayoutConstraint" { c.identifier = key }
        sequenceCounter += 1
        c.sequence = sequenceCounter
        state.system[key] = c
        return c
    }

    /// The frame and mask as constraints: fixed segments keep their lengths, flexible ones share
    /// what the superview's size change leaves in proportion to their current lengths.
    private static func autoresizingConstraints(_ view: UIView) -> [NSLayoutConstraint] {
        let state = view.layoutState
        let mask = state.autoresizingMask
        let frame = view.frame
        let name = "NSAutoresizingMaskLayoutConstraint"
        guard let parent = view.superview else {
            return [system(state, "h=--- x", name: name, view, .left, nil, .notAnAttribute, frame.minX),
                    system(state, "v=--- y", name: name, view, .top, nil, .notAnAttribute, frame.minY),
                    system(state, "h=--- w", name: name, view, .width, nil, .notAnAttribute, frame.width),
                    system(state, "v=--- h", name: name, view, .height, nil, .notAnAttribute, frame.height)]
        }
        func axis(_ lead: CGFloat, _ size: CGFloat, _ total: CGFloat, flexLead: Bool, flexSize: Bool, flexTrail: Bool,
                  vertical: Bool) -> [NSLayoutConstraint] {
            let trail = total - lead - size
            let (p, s, dim): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                vertical ? (.top, .height, .height) : (.left, .width, .width)
            let tag = (vertical ? "v=" : "h=") + (flexLead ? "&" : "-") + (flexSize ? "&" : "-") + (flexTrail ? "&" : "-")
            // The flexible segments share `parent.dim - fixed` in proportion to their lengths now.
            let fixed = (flexLead ? 0 : lead) + (flexSize ? 0 : size) + (flexTrail ? 0 : trail)
            let flexible = (flexLead ? lead : 0) + (flexSize ? size : 0) + (flexTrail ? trail : 0)
            func share(_ length: CGFloat) -> (CGFloat, CGFloat) {
                // length / flexible * (dim - fixed): multiplier on the parent's size, and a constant.
                guard flexible != 0 else { return (0, length) }
                let k = length / flexible
                return (k, -k * fixed)
            }
            var result: [NSLayoutConstraint] = []
            // Position: the leading segment.
            if flexLead {
                let (k, c) = share(lead)
                result.append(system(state, tag + " pos", name: name, view, p, parent, dim, multiplier: k, c))
            } else {
                result.append(system(state, tag + " pos", name: name, view, p, nil, .notAnAttribute, lead))
            }
            if flexSize {
                let (k, c) = share(size)
                result.append(system(state, tag + " size", name: name, view, s, parent, dim, multiplier: k, c))
            } else {
                result.append(system(state, tag + " size", name: name, view, s, nil, .notAnAttribute, size))
            }
            return result
        }
        let w = parent.bounds.width, h = parent.bounds.height
        return axis(frame.minX, frame.width, w, flexLead: mask.contains(.flexibleLeftMargin), flexSize: mask.contains(.flexibleWidth),
                    flexTrail: mask.contains(.flexibleRightMargin), vertical: false)
            + axis(frame.minY, frame.height, h, flexLead: mask.contains(.flexibleTopMargin), flexSize: mask.contains(.flexibleHeight),
                   flexTrail: mask.contains(.flexibleBottomMargin), vertical: true)
    }

    /// Per axis with an intrinsic size: `size <= intrinsic` at the hugging priority and
    /// `size >= intrinsic` at the compression resistance priority.
    private static func intrinsicConstraints(_ view: UIView) -> [NSLayoutConstraint] {
        let size = view.intrinsicContentSize
        let state = view.layoutState
        let name = "NSContentSizeLayoutConstraint"
        var result: [NSLayoutConstraint] = []
        if size.width != UIView.noIntrinsicMetric {
            result.append(system(state, "hug-w", name: name, view, .width, nil, .notAnAttribute, size.width,
                                 priority: state.hugging.h, relation: .lessThanOrEqual))
            result.append(system(state, "compress-w", name: name, view, .width, nil, .notAnAttribute, size.width,
                                 priority: state.compression.h, relation: .greaterThanOrEqual))
        }
        if size.height != UIView.noIntrinsicMetric {
            result.append(system(state, "hug-h", name: name, view, .height, nil, .notAnAttribute, size.height,
                                 priority: state.hugging.v, relation: .lessThanOrEqual))
            result.append(system(state, "compress-h", name: name, view, .height, nil, .notAnAttribute, size.height,
                                 priority: state.compression.v, relation: .greaterThanOrEqual))
        }
        return result
    }

    /// What holds a system guide in its owning view.
    private static func guideConstraints(_ guide: UILayoutGuide, owner: UIView) -> [NSLayoutConstraint] {
        let state = owner.layoutState
        let id = guide.identifier
        let n = "NSLayoutConstraint"
        func inset(_ e: UIEdgeInsets) -> [NSLayoutConstraint] {
            [system(state, id + "-left", name: n, guide, .left, owner, .left, e.left),
             system(state, id + "-top", name: n, guide, .top, owner, .top, e.top),
             system(state, id + "-width", name: n, guide, .width, owner, .width, -(e.left + e.right)),
             system(state, id + "-height", name: n, guide, .height, owner, .height, -(e.top + e.bottom))]
        }
        switch guide.role {
        case .safeArea:
            return inset(owner.safeAreaInsets)
        case .layoutMargins:
            var m = owner.layoutMargins
            if owner.insetsLayoutMarginsFromSafeArea {
                let s = owner.safeAreaInsets
                m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
            }
            return inset(m)
        case .keyboard:
            let usesSafeArea = (guide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
            var height = usesSafeArea ? owner.safeAreaInsets.bottom : 0
            if let window = owner.window, let keyboard = window.keyboardFrame {
                let top = owner.convert(CGPoint(x: 0, y: keyboard.minY), from: nil).y
                height = max(0, owner.bounds.height - top)
            }
            return [system(state, id + "-left", name: n, guide, .left, owner, .left, 0),
                    system(state, id + "-width", name: n, guide, .width, owner, .width, 0),
                    system(state, id + "-bottom", name: n, guide, .bottom, owner, .bottom, 0),
                    system(state, id + "-height", name: n, guide, .height, nil, .notAnAttribute, height)]
        case .content:
            return [system(state, id + "-left", name: n, guide, .left, owner, .left, 0),
                    system(state, id + "-top", name: n, guide, .top, owner, .top, 0)]
        case .frame:
            let offset = owner.bounds.origin
            return [system(state, id + "-left", name: n, guide, .left, owner, .left, offset.x),
                    system(state, id + "-top", name: n, guide, .top, owner, .top, offset.y),
                    system(state, id + "-width", name: n, guide, .width, owner, .width, 0),
                    system(state, id + "-height", name: n, guide, .height, owner, .height, 0)]
        case nil:
            return []
        }
    }
}
