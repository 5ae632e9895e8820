import Foundation

/// One Auto Layout engine per view tree root (a window, or a view without a superview): at each
/// layout pass it brings the solver in line with the tree's active constraints plus the ones
/// UIKit makes itself (autoresizing masks, intrinsic sizes, the system layout guides), solves,
/// and sets the frames of the views that take part, before `layoutSubviews` runs.
///
/// Incremental, as Cassowary is meant to be used: the solver keeps its tableau between passes.
/// The tree is collected (every constraint read and stated anew, the solver brought in line by
/// adding and removing only the difference) at the first pass and after a structural change
/// (`structureGeneration`). A pass in between takes out and puts in only the constraints
/// activated or deactivated since (with the items they bring in or leave out), moves only the
/// constants that changed (the solver's constant change, a few dual simplex pivots), remakes
/// UIKit's own constraints only for the items whose inputs moved, and sets only the frames of
/// the items whose unknowns changed. A pass with nothing changed reads those inputs and stops.
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
    /// Bumped by every change a layout pass must see: `layoutIfNeeded` lays out again when
    /// `layoutSubviews` made one.
    package static var changeCount = 0
    /// Bumped by the changes that alter how a tree's constraints are stated or what UIKit makes
    /// for its views: the view tree, translating the autoresizing mask, content priorities,
    /// margins, stack arrangements, `setNeedsUpdateConstraints`. An engine that collected its tree
    /// at an older generation collects it again at its next pass; otherwise it only updates what
    /// changed (activations and deactivations included).
    static var structureGeneration = 0
    /// False until the first constraint is activated: trees that never use Auto Layout skip it.
    static var inUse = false
    /// Where "Unable to simultaneously satisfy constraints." goes (stdout, as UIKit's log).
    package static var log: (String) -> Void = { print($0) }
    private static var passing: Set<ObjectIdentifier> = []

    /// A change to what the engine reads when it collects a tree, other than a constraint's
    /// activation or priority: every engine collects its tree again at its next pass.
    static func noteStructureChange() {
        changeCount += 1
        structureGeneration += 1
    }

    /// `constraint` activated, deactivated or given another priority in `holder`'s tree: at the
    /// next pass the tree's engine takes it out of the solver and puts it back as it is now,
    /// with the items it brings into the solve or leaves out (a tree not collected yet reads it
    /// when it is).
    static func noteActiveChange(_ constraint: NSLayoutConstraint, in holder: UIView) {
        changeCount += 1
        inUse = true
        let root = holder.root
        root.setNeedsLayout()
        root.extrasStorage?.layout.engine?.pendingActive.append(constraint)
    }

    /// An active constraint's constant changed: at the next pass its tree's engine moves that one
    /// constant in the solver (Cassowary's constant change) and leaves the rest as it is.
    static func noteConstantChange(_ constraint: NSLayoutConstraint) {
        guard let holder = constraint.holder else { return }
        changeCount += 1
        let root = holder.root
        root.setNeedsLayout()
        guard let engine = root.extrasStorage?.layout.engine, engine.pendingConstants.last !== constraint else { return }
        engine.pendingConstants.append(constraint)
    }

    /// `invalidateIntrinsicContentSize()`: asks for a pass, which reads the intrinsic sizes of
    /// the views taking part again (UIKit's own views change theirs without calling it here).
    static func noteIntrinsicSizeChange(_ view: UIView) {
        changeCount += 1
        view.root.setNeedsLayout()
    }

    /// A subview added or removed, or a subview of a stack view shown or hidden: the trees are
    /// collected again at their next pass (the constraints they hold, the spaces those are
    /// stated in, the stack views' arrangements).
    static func noteTreeChange() {
        if inUse { structureGeneration += 1 }
    }

    // MARK: One engine's state

    package let solver = LayoutSolver()
    private var installed: [ObjectIdentifier: (constraint: NSLayoutConstraint, solved: LayoutSolverConstraint)] = [:]
    private var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var reported: Set<ObjectIdentifier> = []
    /// The unsatisfiable-constraints messages this engine logged, in order.
    package private(set) var reports: [String] = []
    /// The items (views and guides) in the last solve, and their identities.
    private var items: [AnyObject] = []
    private var itemIDs: Set<ObjectIdentifier> = []
    /// The index in `items` of the item each solver variable belongs to.
    private var itemOfVariable: [ObjectIdentifier: Int] = [:]
    /// What UIKit made for the items in the last solve, in the order it was added, where it can
    /// change without the tree's structure changing (a view of a plain UIKit class without an
    /// intrinsic size has none to watch).
    private var made: [Made] = []
    /// The entries of `made` that hold a keyboard guide.
    private var keyboardGuidesMade: [Int] = []
    /// `structureGeneration` when the tree was last collected; nil before the first pass.
    private var collectedGeneration: Int?
    /// How many times the engine collected its tree (the first pass, and after each structural
    /// change); passes in between only update what changed.
    package private(set) var collections = 0
    /// Active constraints of the tree whose constant changed since the last pass.
    fileprivate var pendingConstants: [NSLayoutConstraint] = []
    /// Constraints of the tree activated, deactivated or given another priority since the last pass.
    fileprivate var pendingActive: [NSLayoutConstraint] = []

    /// Which items reach which, so that a deactivation leaves out exactly the items nothing else
    /// brings into the solve (as a collection would): the items each collected constraint of the
    /// tree reaches (its items, their containers up to its space), the other items UIKit's
    /// constraints of each item reach (a superview, a guide's owning view), and for each item
    /// how many of those reach it. These edges only go up the tree, so the counts hold.
    private var userReach: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    private var systemReach: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    private var reachCount: [ObjectIdentifier: Int] = [:]
    /// UIKit's constraints for each item.
    private var systemOf: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

    /// The constraints UIKit makes for one item and the values they were made from: a pass
    /// reads those values again and remakes the constraints only where they differ.
    private struct Made {
        enum Source {
            /// A view that translates its autoresizing mask: its frame.
            case frame(UIView)
            /// A view that does not: its intrinsic size.
            case content(UIView)
            /// A system guide: its owning view's insets, offset or keyboard.
            case guide(UILayoutGuide, owner: UIView)
        }
        let source: Source
        /// The space the constraints are stated in.
        let space: UIView?
        var inputs: MadeFrom
        var constraints: [NSLayoutConstraint]
        /// For a UILabel: what its intrinsic size was read from, compared before reading it again.
        var label: UIView.LabelSizeInputs?
    }

    /// Up to six numbers a source's constraints are made from (unused ones stay 0).
    private struct MadeFrom: Equatable {
        var a: CGFloat = 0, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 0, e: CGFloat = 0, f: CGFloat = 0
    }

    /// Each keyboard guide's height at the last pass.
    private var keyboardHeights: [ObjectIdentifier: CGFloat] = [:]

    /// True when a keyboard guide in the last solve changed height since the pass before.
    private func keyboardGuideMoved() -> Bool {
        var moved = false
        for index in keyboardGuidesMade {
            guard case .guide(let guide, _) = made[index].source else { continue }
            let height = made[index].inputs.a
            if let before = keyboardHeights[ObjectIdentifier(guide)], before != height { moved = true }
            keyboardHeights[ObjectIdentifier(guide)] = height
        }
        return moved
    }

    /// The constraints broken to recover from conflicts, still active.
    package var brokenConstraints: [NSLayoutConstraint] { broken.values.sorted { $0.sequence < $1.sequence } }

    // MARK: The layout pass

    /// Runs before `layoutSubviews` from `layoutIfNeeded`. When the tree's structure changed
    /// since the engine last collected it: `updateConstraints` where asked, the stack views'
    /// arrangements, then the tree's constraints collected and the solver brought in line with
    /// them. Otherwise only what changed since the last pass goes to the solver (activations,
    /// deactivations, constants, UIKit's constraints whose inputs moved). The frames whose
    /// solution changed are set, and again while the frames set change the inputs (safe areas,
    /// text heights at new widths; at most four rounds).
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
            let changed: Bool
            var collected = false
            if engine.collectedGeneration == structureGeneration, let refreshed = engine.refresh(root) {
                changed = refreshed
            } else {
                prepare(root)
                changed = engine.sync(root)
                collected = true
            }
            let keyboardMoved = engine.keyboardGuideMoved()
            // A change to the solution lays the tree out again from its root, as a change to
            // any of its constraints asks.
            if changed { root.setNeedsLayout() }
            if changed || collected {
                // After a collection every item's frame is set; otherwise only those of the
                // items whose variables the solver changed.
                let only = collected ? nil : engine.changedItems()
                if keyboardMoved, UIViewAnimationTimeline.shared.context == nil {
                    // A constraint to the keyboard layout guide moves with the keyboard's own
                    // animation (iOS 15), without any notification code: its duration and curve 7.
                    let curve = UIView.AnimationOptions(rawValue: UInt(UIKitEstimates.keyboardAnimationCurve) << 16)
                    UIView.animate(withDuration: UIKitEstimates.keyboardAnimationDuration, delay: 0, options: curve,
                                   animations: { engine.apply(only) })
                } else {
                    engine.apply(only)
                }
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

    private static func relation(of c: NSLayoutConstraint) -> LayoutRelation {
        c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
    }

    private static func priority(of c: NSLayoutConstraint) -> Float { min(1000, max(1, c.priority.rawValue)) }

    /// `c` as the solver states it in `space`, or nil when its attributes cannot be related there.
    private static func wanted(_ c: NSLayoutConstraint, space: UIView?, touch: (AnyObject) -> Void) -> Wanted? {
        guard let e = expression(for: c, space: space, touch: touch) else { return nil }
        return Wanted(constraint: c, expression: e, relation: relation(of: c), priority: priority(of: c))
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

    /// Collects the tree and brings the solver in line with it; true when it changed anything.
    /// With `fitting`, the root's size is wished for at the fitting priorities instead of pinned
    /// to its frame.
    private func sync(_ root: UIView, fitting: (CGSize, UILayoutPriority, UILayoutPriority)? = nil) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var work: [AnyObject] = []
        // The items reached by the constraint or item being stated (`owner`: that item).
        var reached: [ObjectIdentifier] = []
        var owner: ObjectIdentifier?
        func reference(_ item: AnyObject) {
            let id = ObjectIdentifier(item)
            if id != owner, !reached.contains(id) { reached.append(id) }
            if seen.insert(id).inserted { work.append(item) }
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
        found.sort { $0.sequence < $1.sequence }

        var wanted: [Wanted] = []
        var userWanted: [Wanted] = []
        var userReach: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        for (_, c, space) in found {
            reached = []
            if let w = Self.wanted(c, space: space, touch: reference) { userWanted.append(w) }
            userReach[ObjectIdentifier(c)] = reached
        }

        // What UIKit adds for the items taking part.
        var made: [Made] = []
        var systemReach: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        var systemOf: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
        var index = 0
        while index < work.count {
            let item = work[index]
            index += 1
            owner = ObjectIdentifier(item)
            reached = []
            var constraints: [NSLayoutConstraint] = []
            if let view = item as? UIView, view === root, let (size, h, v) = fitting {
                let state = view.layoutState
                constraints = [Self.system(state, "fitting-w", name: "NSLayoutConstraint", view, .width, nil, .notAnAttribute, size.width, priority: h),
                               Self.system(state, "fitting-h", name: "NSLayoutConstraint", view, .height, nil, .notAnAttribute, size.height, priority: v)]
                for c in constraints {
                    if let w = Self.wanted(c, space: view, touch: reference) { wanted.append(w) }
                }
                if !view.translatesAutoresizingMaskIntoConstraints {
                    constraints += Self.make(.content(view), touch: reference, into: &wanted, watch: &made)
                }
            } else if let source = Self.source(of: item) {
                constraints = Self.make(source, touch: reference, into: &wanted, watch: &made)
            }
            systemOf[owner!] = constraints
            systemReach[owner!] = reached
        }
        owner = nil
        wanted += userWanted
        items = work
        itemIDs = seen
        self.made = made
        self.userReach = userReach
        self.systemReach = systemReach
        self.systemOf = systemOf
        reachCount = [:]
        for list in userReach.values { for id in list { reachCount[id, default: 0] += 1 } }
        for list in systemReach.values { for id in list { reachCount[id, default: 0] += 1 } }
        itemsChanged()

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
                    updateConstant(of: entry.solved, to: w.expression.constant, for: w.constraint)
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
        for w in additions where install(w) { changed = true }
        pendingConstants.removeAll()
        pendingActive.removeAll()
        collections += 1
        // Every item's frame is set after a collection: what changed until now is known.
        _ = solver.takeChangedVariables()
        collectedGeneration = Self.structureGeneration
        return changed
    }

    /// The indices in `items`, in order, of the items whose variables the solver changed since
    /// the last call or collection.
    private func changedItems() -> [Int] {
        var indices: [Int] = []
        for variable in solver.takeChangedVariables() {
            if let index = itemOfVariable[ObjectIdentifier(variable)] { indices.append(index) }
        }
        indices.sort()
        var unique: [Int] = []
        for index in indices where unique.last != index { unique.append(index) }
        return unique
    }

    /// What UIKit makes constraints from for `item`: a view's frame (translating its autoresizing
    /// mask) or intrinsic size, a system guide's insets; nil for a guide an app added.
    private static func source(of item: AnyObject) -> Made.Source? {
        if let view = item as? UIView {
            return view.translatesAutoresizingMaskIntoConstraints ? .frame(view) : .content(view)
        }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView, guide.role != nil {
            return .guide(guide, owner: owner)
        }
        return nil
    }

    /// The item UIKit's constraints of `source` are for.
    private static func item(of source: Made.Source) -> AnyObject {
        switch source {
        case .frame(let view), .content(let view): return view
        case .guide(let guide, _): return guide
        }
    }

    /// UIKit's constraints for `source`, made from the tree now: each as the solver states it
    /// goes to `wanted`, and what they were made from to `watch` where it can change.
    private static func make(_ source: Made.Source, touch: (AnyObject) -> Void, into wanted: inout [Wanted],
                             watch: inout [Made]) -> [NSLayoutConstraint] {
        let space: UIView?
        switch source {
        case .frame(let view), .content(let view): space = view.superview
        case .guide(_, let owner): space = owner
        }
        let inputs = inputs(of: source)
        let constraints = constraints(of: source, from: inputs)
        for c in constraints {
            if let w = Self.wanted(c, space: space, touch: touch) { wanted.append(w) }
        }
        var label: UIView.LabelSizeInputs?
        switch source {
        case .content(let view):
            if hasNoIntrinsicSize(view) { return constraints }
            label = UIView.LabelSizeInputs(view)
        case .guide(let guide, _):
            // A content guide is held at its owner's origin: nothing to watch.
            if guide.role == .content { return constraints }
        case .frame:
            break
        }
        watch.append(Made(source: source, space: space, inputs: inputs, constraints: constraints, label: label))
        return constraints
    }

    /// After `items` or `made` changed: which item each variable belongs to, and where the
    /// keyboard guides are.
    private func itemsChanged() {
        itemOfVariable = [:]
        for (index, item) in items.enumerated() {
            guard let v = (item as? UIView)?.extrasStorage?.layout.variables ?? (item as? UILayoutGuide)?.variables else { continue }
            for variable in [v.minX, v.minY, v.width, v.height] { itemOfVariable[ObjectIdentifier(variable)] = index }
        }
        keyboardGuidesMade = made.indices.filter {
            if case .guide(let guide, _) = made[$0].source { return guide.role == .keyboard }
            return false
        }
    }

    /// A view of one of these exact classes never has an intrinsic size: `intrinsicContentSize`
    /// is UIView's, and UIKit gives none to these.
    private static func hasNoIntrinsicSize(_ view: UIView) -> Bool {
        let type = Swift.type(of: view)
        return type == UIView.self || type == UIStackView.self || type == UIScrollView.self
    }

    /// A pass over a tree whose structure did not change since it was collected: the constraints
    /// activated, deactivated or given another priority since the last pass (with the items they
    /// bring in or leave out), the constants changed since, and UIKit's constraints of the items
    /// whose inputs moved (a translated frame, an intrinsic size, a guide's insets or the
    /// keyboard). True when the solver changed; nil when the tree must be collected instead
    /// (broken constraints to retry, a constraint whose items left the tree, or a remade
    /// constraint reaching an item not in the last solve).
    private func refresh(_ root: UIView) -> Bool? {
        guard broken.isEmpty else { return nil }
        var gone: [NSLayoutConstraint] = []
        var updates: [NSLayoutConstraint] = []
        var systemAdditions: [Wanted] = []
        var userAdditions: [Wanted] = []
        if !pendingActive.isEmpty, !restate(root, gone: &gone, systemAdditions: &systemAdditions, userAdditions: &userAdditions) {
            return nil
        }
        var outside = false
        for i in made.indices {
            if let label = made[i].label, case .content(let view) = made[i].source {
                let now = UIView.LabelSizeInputs(view)
                if now == label { continue }
                made[i].label = now
            }
            let inputs = Self.inputs(of: made[i].source)
            guard inputs != made[i].inputs else { continue }
            made[i].inputs = inputs
            let now = Self.constraints(of: made[i].source, from: inputs)
            for old in made[i].constraints where !now.contains(where: { $0 === old }) { gone.append(old) }
            for c in now {
                if let entry = installed[ObjectIdentifier(c)] {
                    if entry.solved.relation == Self.relation(of: c), entry.solved.priority == Self.priority(of: c) {
                        updates.append(c)
                        continue
                    }
                    gone.append(c)
                }
                let w = Self.wanted(c, space: made[i].space) { item in
                    if !itemIDs.contains(ObjectIdentifier(item)) { outside = true }
                }
                if let w { systemAdditions.append(w) }
            }
            made[i].constraints = now
            systemOf[ObjectIdentifier(Self.item(of: made[i].source))] = now
        }
        if outside { return nil }
        if !pendingConstants.isEmpty {
            updates += pendingConstants.sorted { $0.sequence < $1.sequence }
            pendingConstants.removeAll(keepingCapacity: true)
        }

        var changed = false
        for c in gone.sorted(by: { $0.sequence < $1.sequence }) {
            guard let entry = installed.removeValue(forKey: ObjectIdentifier(c)) else { continue }
            try? solver.removeConstraint(entry.solved)
            changed = true
        }
        for c in updates {
            // A constraint's expression carries no constant but its own, negated (`expression(for:)`).
            guard let entry = installed[ObjectIdentifier(c)], entry.solved.expression.constant != -Double(c.constant) else { continue }
            updateConstant(of: entry.solved, to: -Double(c.constant), for: c)
            changed = true
        }
        // UIKit's constraints first, then the tree's in activation order, as a collection adds them.
        for w in systemAdditions + userAdditions.sorted(by: { $0.constraint.sequence < $1.constraint.sequence }) where install(w) {
            changed = true
        }
        return changed
    }

    /// The constraints activated, deactivated or given another priority since the last pass:
    /// each one the last solve had goes (to `gone`), each one active now comes back as it is
    /// now (to `userAdditions`), the items nothing reaches any more leave the solve with UIKit's
    /// constraints for them (to `gone`), and the items new to it come in with theirs (to
    /// `systemAdditions`). False when the tree must be collected instead.
    private func restate(_ root: UIView, gone: inout [NSLayoutConstraint], systemAdditions: inout [Wanted],
                         userAdditions: inout [Wanted]) -> Bool {
        var changes: [NSLayoutConstraint] = []
        for c in pendingActive where !changes.contains(where: { $0 === c }) { changes.append(c) }
        pendingActive.removeAll()

        var released: [ObjectIdentifier] = []
        for c in changes {
            let id = ObjectIdentifier(c)
            guard let reach = userReach.removeValue(forKey: id) else { continue }
            if installed[id] != nil { gone.append(c) }
            for item in reach {
                reachCount[item, default: 0] -= 1
                if reachCount[item] == 0 { released.append(item) }
            }
        }

        var newItems: [AnyObject] = []
        var reached: [ObjectIdentifier] = []
        var owner: ObjectIdentifier?
        func reference(_ item: AnyObject) {
            let id = ObjectIdentifier(item)
            if id != owner, !reached.contains(id) { reached.append(id) }
            if itemIDs.insert(id).inserted {
                newItems.append(item)
                items.append(item)
            }
        }
        for c in changes.sorted(by: { $0.sequence < $1.sequence }) where c.holder != nil {
            guard let space = c.commonAncestor(), space.isDescendant(of: root) else {
                // Its items are no longer in one tree with it: a collection deactivates it.
                if c.holder?.root === root { return false }
                continue
            }
            reached = []
            if let w = Self.wanted(c, space: space, touch: reference) { userAdditions.append(w) }
            userReach[ObjectIdentifier(c)] = reached
            for item in reached { reachCount[item, default: 0] += 1 }
        }
        var index = 0
        while index < newItems.count {
            let item = newItems[index]
            index += 1
            owner = ObjectIdentifier(item)
            reached = []
            var constraints: [NSLayoutConstraint] = []
            if let source = Self.source(of: item) {
                constraints = Self.make(source, touch: reference, into: &systemAdditions, watch: &made)
            }
            systemOf[owner!] = constraints
            systemReach[owner!] = reached
            for reachedItem in reached { reachCount[reachedItem, default: 0] += 1 }
        }

        var dropped = false
        while let id = released.popLast() {
            guard reachCount[id] == 0 else { continue }
            reachCount.removeValue(forKey: id)
            itemIDs.remove(id)
            dropped = true
            gone += systemOf.removeValue(forKey: id) ?? []
            for item in systemReach.removeValue(forKey: id) ?? [] {
                reachCount[item, default: 0] -= 1
                if reachCount[item] == 0 { released.append(item) }
            }
        }
        if dropped {
            items.removeAll { !itemIDs.contains(ObjectIdentifier($0)) }
            made.removeAll { !itemIDs.contains(ObjectIdentifier(Self.item(of: $0.source))) }
        }
        if dropped || !newItems.isEmpty { itemsChanged() }
        return true
    }

    /// Moves an installed constraint's constant; one that contradicts the required constraints
    /// there is taken out and broken.
    private func updateConstant(of solved: LayoutSolverConstraint, to constant: Double, for constraint: NSLayoutConstraint) {
        do {
            try solver.updateConstant(of: solved, to: constant)
        } catch let LayoutSolverError.unsatisfiable(conflict) {
            try? solver.removeConstraint(solved)
            installed.removeValue(forKey: ObjectIdentifier(constraint))
            breakConstraint(constraint, conflict: conflict)
        } catch {}
    }

    /// Adds `w` to the solver, or breaks it when it contradicts the required constraints there;
    /// true when it went in.
    private func install(_ w: Wanted) -> Bool {
        let solved = LayoutSolverConstraint(w.expression, w.relation, priority: w.priority, name: w.constraint.describe())
        solved.owner = w.constraint
        do {
            try solver.addConstraint(solved)
            installed[ObjectIdentifier(w.constraint)] = (w.constraint, solved)
            return true
        } catch let LayoutSolverError.unsatisfiable(conflict) {
            breakConstraint(w.constraint, conflict: conflict)
        } catch {}
        return false
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
    /// size of scroll views whose content guide took part: of every item, or of the items at
    /// `only`.
    private func apply(_ only: [Int]? = nil) {
        if let only {
            for index in only { apply(items[index]) }
        } else {
            for item in items { apply(item) }
        }
    }

    /// The solved frames of `view`'s subviews that took part in the last solve, set where they
    /// differ: run as `view` lays out, so a frame set by hand since gives way to the solution.
    /// Nothing while the tree's structure changed since the last solve (a view may have moved
    /// to another superview since).
    func applySolvedFrames(toSubviewsOf view: UIView) {
        guard collectedGeneration == Self.structureGeneration else { return }
        for sub in view.subviews where itemIDs.contains(ObjectIdentifier(sub)) { apply(sub) }
    }

    private func apply(_ item: AnyObject) {
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

    /// What `source`'s constraints are made from, read from the tree now.
    private static func inputs(of source: Made.Source) -> MadeFrom {
        switch source {
        case .frame(let view):
            let frame = view.frame
            let parent = view.superview?.bounds.size ?? .zero
            return MadeFrom(a: frame.minX, b: frame.minY, c: frame.width, d: frame.height, e: parent.width, f: parent.height)
        case .content(let view):
            let size = view.intrinsicContentSize
            return MadeFrom(a: size.width, b: size.height)
        case .guide(let guide, let owner):
            return guideInputs(guide, owner: owner)
        }
    }

    /// `source`'s constraints made from `inputs`.
    private static func constraints(of source: Made.Source, from inputs: MadeFrom) -> [NSLayoutConstraint] {
        switch source {
        case .frame(let view):
            return autoresizingConstraints(view, frame: CGRect(x: inputs.a, y: inputs.b, width: inputs.c, height: inputs.d),
                                           parentSize: CGSize(width: inputs.e, height: inputs.f))
        case .content(let view):
            return intrinsicConstraints(view, size: CGSize(width: inputs.a, height: inputs.b))
        case .guide(let guide, let owner):
            return guideConstraints(guide, owner: owner, inputs)
        }
    }

    /// The frame and mask as constraints: fixed segments keep their lengths, flexible ones share
    /// what the superview's size change leaves in proportion to their current lengths.
    private static func autoresizingConstraints(_ view: UIView, frame: CGRect, parentSize: CGSize) -> [NSLayoutConstraint] {
        let state = view.layoutState
        let mask = state.autoresizingMask
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
        let w = parentSize.width, h = parentSize.height
        return axis(frame.minX, frame.width, w, flexLead: mask.contains(.flexibleLeftMargin), flexSize: mask.contains(.flexibleWidth),
                    flexTrail: mask.contains(.flexibleRightMargin), vertical: false)
            + axis(frame.minY, frame.height, h, flexLead: mask.contains(.flexibleTopMargin), flexSize: mask.contains(.flexibleHeight),
                   flexTrail: mask.contains(.flexibleBottomMargin), vertical: true)
    }

    /// Per axis with an intrinsic size: `size <= intrinsic` at the hugging priority and
    /// `size >= intrinsic` at the compression resistance priority.
    private static func intrinsicConstraints(_ view: UIView, size: CGSize) -> [NSLayoutConstraint] {
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

    /// What a system guide's constraints are made from: the insets from the owning view's
    /// edges (safe area, layout margins), the keyboard's height over its bottom, or the offset
    /// of a scroll view's frame guide.
    private static func guideInputs(_ guide: UILayoutGuide, owner: UIView) -> MadeFrom {
        func insets(_ e: UIEdgeInsets) -> MadeFrom { MadeFrom(a: e.top, b: e.left, c: e.bottom, d: e.right) }
        switch guide.role {
        case .safeArea:
            return insets(owner.safeAreaInsets)
        case .layoutMargins:
            var m = owner.layoutMargins
            if owner.insetsLayoutMarginsFromSafeArea {
                let s = owner.safeAreaInsets
                m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
            }
            return insets(m)
        case .keyboard:
            let usesSafeArea = (guide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
            var height = usesSafeArea ? owner.safeAreaInsets.bottom : 0
            if let window = owner.window, let keyboard = window.keyboardFrame {
                let top = owner.convert(CGPoint(x: 0, y: keyboard.minY), from: nil).y
                height = max(0, owner.bounds.height - top)
            }
            return MadeFrom(a: height)
        case .frame:
            let offset = owner.bounds.origin
            return MadeFrom(a: offset.x, b: offset.y)
        case .content, nil:
            return MadeFrom()
        }
    }

    /// What holds a system guide in its owning view, made from `guideInputs`.
    private static func guideConstraints(_ guide: UILayoutGuide, owner: UIView, _ inputs: MadeFrom) -> [NSLayoutConstraint] {
        let state = owner.layoutState
        let id = guide.identifier
        let n = "NSLayoutConstraint"
        func inset() -> [NSLayoutConstraint] {
            let (top, left, bottom, right) = (inputs.a, inputs.b, inputs.c, inputs.d)
            return [system(state, id + "-left", name: n, guide, .left, owner, .left, left),
                    system(state, id + "-top", name: n, guide, .top, owner, .top, top),
                    system(state, id + "-width", name: n, guide, .width, owner, .width, -(left + right)),
                    system(state, id + "-height", name: n, guide, .height, owner, .height, -(top + bottom))]
        }
        switch guide.role {
        case .safeArea, .layoutMargins:
            return inset()
        case .keyboard:
            return [system(state, id + "-left", name: n, guide, .left, owner, .left, 0),
                    system(state, id + "-width", name: n, guide, .width, owner, .width, 0),
                    system(state, id + "-bottom", name: n, guide, .bottom, owner, .bottom, 0),
                    system(state, id + "-height", name: n, guide, .height, nil, .notAnAttribute, inputs.a)]
        case .content:
            return [system(state, id + "-left", name: n, guide, .left, owner, .left, 0),
                    system(state, id + "-top", name: n, guide, .top, owner, .top, 0)]
        case .frame:
            return [system(state, id + "-left", name: n, guide, .left, owner, .left, inputs.a),
                    system(state, id + "-top", name: n, guide, .top, owner, .top, inputs.b),
                    system(state, id + "-width", name: n, guide, .width, owner, .width, 0),
                    system(state, id + "-height", name: n, guide, .height, owner, .height, 0)]
        case nil:
            return []
        }
    }
}
