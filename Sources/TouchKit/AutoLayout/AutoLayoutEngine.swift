import Foundation

/// The solver of one view hierarchy (UIKit's `NSISEngine`, one per window): the active
/// constraints of the hierarchy, the autoresizing-mask constraints of the views they involve
/// and the content-size constraints of views with an intrinsic size, kept in one
/// ``ConstraintSolver`` and updated incrementally at each layout pass.
///
/// **When.** The layout pass calls ``update(top:trace:)`` at the start of each round when the
/// hierarchy's top ``View/holdsConstraints``. It diffs what the hierarchy wants against what the
/// solver holds: a constraint deactivated is removed, one activated is added, a changed
/// `constant` (or autoresizing frame, or intrinsic size) is re-solved with `setConstant`, a
/// changed priority or item re-adds the constraint. The superview of every view whose solved
/// frame moved is marked for layout, and UIView's own `layoutSubviews()` gives the subviews
/// those frames (``View/applyConstraintFramesToSubviews()``), as UIKit's does.
///
/// **Coordinates.** Every rectangle is four variables (`minX`, `minY`, `width`, `height`) in
/// the top view's coordinate space, as the sum of frame origins down the chain (a scroll view's
/// `bounds.origin` is not subtracted: constraints to a scroll view's edges place content, as
/// UIKit's legacy scroll-view constraints do). A frame is the solved rectangle less its
/// superview's origin, snapped to 1/64 pt: UIKit snaps to the screen's pixels; a binary fraction
/// keeps frame → centre → frame exact, and TouchLab's terminal cells are far coarser.
///
/// **Which views.** The items of the active constraints and their ancestors up to the top. One
/// with `translatesAutoresizingMaskIntoConstraints` true is held where its frame is by four
/// required `NSAutoresizingMaskLayoutConstraint`s; the top is held at its bounds. A view whose
/// flag is false and that no constraint mentions keeps the frame it has.
///
/// **Unsatisfiable.** A required constraint that cannot hold with those already in is broken:
/// it stays active but out of the solver, and an `unsatisfiableConstraints` record gives UIKit's
/// text with the conflicting set. The rule (UIKit's choice is not documented): autoresizing and
/// content-size constraints are added first, then the hierarchy's constraints in the order of
/// a depth-first walk (each view's in activation order), and the one whose addition makes the
/// required set unsatisfiable is the one broken. It is tried again when it changes. A pass's
/// new optional constraints are added after its required ones: they are never refused, so the
/// rule is unchanged, and the required equalities find free variables to be solved for.
///
/// **Unchecked.** Its stored properties are `@exclusivity(unchecked)`, as View's are: they are
/// read for every constraint of every pass, and a class's property is otherwise checked for
/// overlapping access at run time (`swift_beginAccess`), about a tenth of a stack of stacks'
/// pass. The engine runs on one thread and no access overlaps another (the compiler checks
/// what it can see, and the debug suites ran with the run-time checks).
final class AutoLayoutEngine {
  /// A rectangle's variables.
  struct Rect {
    let x: SolverVariable
    let y: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
  }

  /// What a solver constraint stands for.
  enum Key: Hashable {
    /// A person's (or the layout's) `NSLayoutConstraint`.
    case constraint(ObjectIdentifier)
    /// A view's autoresizing-mask constraint: 0 minX, 1 minY, 2 width, 3 height.
    case autoresizing(ObjectIdentifier, Int)
    /// A view's content-size constraint: 0 hugging and 1 compression resistance of the width,
    /// 2 and 3 of the height.
    case contentSize(ObjectIdentifier, Int)
    /// A scroll view's content guide: 0 and 1 its origin at the scroll view's, 2 and 3 its
    /// width and height kept at the `contentSize` (ScrollView+LayoutGuides.swift).
    case scrollContent(ObjectIdentifier, Int)
  }

  /// A constraint the hierarchy wants in the solver, and where its description for records
  /// comes from (made only when a record or a report asks for it).
  struct Wanted {
    let key: Key
    let constraint: SolverConstraint
    let source: Description

    func describe() -> String { source.text }
  }

  /// A wanted constraint the solver holds, with its id there. `generation` is the solver's
  /// (``resets``) when it was added: one held by a solver since rebuilt is not held.
  struct Held {
    let id: SolverConstraintID
    var wanted: Wanted
    let generation: Int
  }

  /// Changed only by the engine (``apply(_:keeping:trace:)``, ``reset()``).
  @exclusivity(unchecked) var solver = ConstraintSolver()
  /// By item; the items are not held (the top is one: holding it would keep the hierarchy
  /// alive). An identifier reused by a new item after the old one died gets the old variables,
  /// which only the new item's constraints then mention.
  @exclusivity(unchecked) private var rects: [ObjectIdentifier: Rect] = [:]
  /// The items last looked up in ``rects``, one per slot of a small table indexed by the
  /// item's address: a pass asks for the same few views constraint after constraint (a stack's
  /// spacing names each view twice in a row), and a dictionary lookup hashes its key each time
  /// (a twentieth of a stack of stacks' pass). It only ever holds what ``rects`` holds.
  @exclusivity(unchecked) private var recentItems = [ObjectIdentifier?](
    repeating: nil, count: AutoLayoutEngine.recentCount)
  @exclusivity(unchecked) private var recentRects = [Rect?](
    repeating: nil, count: AutoLayoutEngine.recentCount)
  private static let recentCount = 1024
  /// The held constraints, in the order of the wanted list of the pass that last held them:
  /// the next pass's list is usually the same, so it is matched by position, not by hashing
  /// its keys (``apply(_:keeping:trace:)``).
  @exclusivity(unchecked) var entries: [Held] = []
  /// ``entries``' positions by key, made when a pass's list differs from the last one's or a
  /// report asks for a key; dropped when ``entries`` change.
  @exclusivity(unchecked) var entryIndexCache: [Key: Int]?
  /// How many times the solver was rebuilt (``reset()``).
  @exclusivity(unchecked) var resets = 0
  /// Held constraints by id, for naming a conflict: made at a pass's first conflict, then
  /// kept up to date until the pass ends.
  @exclusivity(unchecked) var conflictNames: [SolverConstraintID: Wanted]?
  /// During ``apply(_:keeping:trace:)``: what the solver took for each wanted constraint in
  /// this pass (added, or its constant edited), by position in the wanted list.
  @exclusivity(unchecked) var pending: [Held?] = []
  /// Constraints refused as they were; tried again only when they change, or (for those
  /// refused as conflicting, `conflicting`) when a constraint leaves the solver.
  @exclusivity(unchecked) var broken: [Key: SolverConstraint] = [:]
  @exclusivity(unchecked) var conflicting: Set<Key> = []
  /// Where ``report(_:)`` records during an update.
  @exclusivity(unchecked) private var currentTrace: TraceRecorder?
  private weak var currentApplication: Application?
  /// ``markedSolver()``'s copy, dropped at each update.
  @exclusivity(unchecked) private var markedCache: ConstraintSolver?
  /// The frames last solved for views whose flag is false, in their superview's coordinates.
  @exclusivity(unchecked) private(set) var solvedFrames: [ObjectIdentifier: CGRect] = [:]

  /// The engine of `top`'s hierarchy, made on first use, brought up to date.
  static func update(top: View, trace: TraceRecorder?) {
    let box = top.autoLayoutBox
    let engine = box.engine ?? AutoLayoutEngine()
    box.engine = engine
    engine.update(top: top, trace: trace)
  }

  /// Runs the pending `updateConstraints()`, diffs the wanted constraints against the held ones,
  /// re-solves and marks the superviews of views whose frames move.
  func update(top: View, trace: TraceRecorder?) {
    currentTrace = trace
    currentApplication = top.window?.application ?? Application.current
    markedCache = nil
    defer {
      currentTrace = nil
      currentApplication = nil
    }
    let walked = HierarchyWalk.afterUpdates(top: top)
    let (constraints, items) = (walked.constraints, walked.items)
    var involvement = Involvement()
    for item in items {
      item.first._withUnsafeGuaranteedRef { involvement.involve($0) }
      item.second?._withUnsafeGuaranteedRef { involvement.involve($0) }
    }
    let (involved, guides) = (involvement.views, involvement.guides)
    var wanted: [Wanted] = []
    wanted.reserveCapacity(4 * involved.count + constraints.count)
    var kept: Set<Key> = []
    for view in involved { appendFrameConstraints(of: view, top: top, to: &wanted) }
    for guide in guides where guide.kind == .scrollContent {
      appendContentGuideConstraints(of: guide, to: &wanted)
    }
    // `items` are valid from here on as well: `involved` holds every item's view, and
    // `guides` every free guide, until the pass ends.
    for (constraint, item) in zip(constraints, items) {
      if let made = solverConstraint(for: constraint, items: item, trace: trace) {
        wanted.append(made)
      } else {
        kept.insert(.constraint(ObjectIdentifier(constraint)))
      }
    }
    apply(wanted, keeping: kept, trace: trace)
    noteFrames(of: involved, top: top)
    for guide in guides { noteFrame(of: guide) }
  }

  /// The views the constraints involve (their items and the items' ancestors, each ancestor
  /// before the views under it) and the free guides they name, each once.
  struct Involvement {
    var views: [View] = []
    var guides: [LayoutGuide] = []
    private var seen: Set<ObjectIdentifier> = []
    /// Items known to be in ``seen``, one per slot by address (as ``rect(for:)``'s table): a
    /// stack's constraints name the same few views one after the other, and most items are
    /// found here without hashing.
    private var recent = [ObjectIdentifier?](repeating: nil, count: 256)

    init() {}

    /// Starts with `top` involved, so no item's chain goes above it (a fitting solve of a
    /// subtree: AutoLayoutEngine+Fitting.swift).
    init(under top: View) {
      _ = see(ObjectIdentifier(top))
      views = [top]
    }

    /// Inserts `id` into ``seen``; whether it was new.
    private mutating func see(_ id: ObjectIdentifier) -> Bool {
      let slot = Int(truncatingIfNeeded: UInt(bitPattern: id) >> 4) & (recent.count - 1)
      if recent[slot] == id { return false }
      recent[slot] = id
      return seen.insert(id).inserted
    }

    /// The item's view and its ancestors not seen yet, from the top down. An item seen before
    /// (a view, or a guide with its owning view) adds nothing and is not cast: most items are
    /// views already seen (a stack's constraints name each view several times), and the casts
    /// and their retains of a view with a side table were most of this.
    mutating func involve(_ item: AnyObject) {
      guard see(ObjectIdentifier(item)) else { return }
      let view: View
      if let guide = item as? LayoutGuide {
        if guide.hasOwnRectangle { guides.append(guide) }
        guard let owner = guide.owningView, see(ObjectIdentifier(owner)) else { return }
        view = owner
      } else if let itemView = item as? View {
        view = itemView
      } else {
        return
      }
      var chain = [view]
      var current = view.superview
      while let link = current, see(ObjectIdentifier(link)) {
        chain.append(link)
        current = link.superview
      }
      views.append(contentsOf: chain.reversed())
    }
  }

  /// The solver's form of an `NSLayoutConstraint`: `first − multiplier·second ⋈ constant`, the
  /// items' insets (margins, guides) moved to the constant. Nil, with an `invalidConstraint`
  /// record, for a number the solver cannot take. Its items are read now: a fitting solve's
  /// (AutoLayoutEngine+Fitting.swift), which holds the views for as long as it solves.
  func solverConstraint(for constraint: LayoutConstraint, trace: TraceRecorder?) -> Wanted? {
    guard let first = constraint.firstItem else { return nil }
    let second = constraint.secondItem
    return withExtendedLifetime((first, second)) {
      let items = HierarchyWalk.Items(
        first: Unmanaged.passUnretained(first), second: second.map { Unmanaged.passUnretained($0) })
      return solverConstraint(for: constraint, items: items, trace: trace)
    }
  }

  /// The same with `items` as the walk read them (``HierarchyWalk/Items``).
  private func solverConstraint(
    for constraint: LayoutConstraint, items: HierarchyWalk.Items, trace: TraceRecorder?
  ) -> Wanted? {
    // `first − multiplier · second`, in one array.
    var expression = LinearExpression()
    expression.terms.reserveCapacity(6)
    items.first._withUnsafeGuaranteedRef { first in
      append(constraint.firstAttribute, of: first, scaledBy: nil, to: &expression)
    }
    if let second = items.second, constraint.secondAttribute != .notAnAttribute {
      second._withUnsafeGuaranteedRef { second in
        append(
          constraint.secondAttribute, of: second, scaledBy: Double(constraint.multiplier), to: &expression)
      }
    }
    let relation: SolverConstraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let key = Key.constraint(ObjectIdentifier(constraint))
    let constant = Double(constraint.constant) - expression.constant
    expression.constant = 0
    let priority = constraint.priority.rawValue
    guard constant.isFinite, priority.isFinite, priority >= 1, priority <= 1000 else {
      let made = SolverConstraint(expression, relation, constant, priority: constraint.priority)
      if broken[key] != made {
        broken[key] = made
        let what =
          constant.isFinite
          ? "its priority \(priority) is outside 1–1000" : "its constant is not a finite number"
        report(
          .invalidConstraint(
            location: constraint.origin.description,
            message: "\(constraint.description) cannot be solved: \(what)"))
      }
      return nil
    }
    return Wanted(
      key: key, constraint: SolverConstraint(expression, relation, constant, priority: constraint.priority),
      source: .constraint(constraint))
  }

  /// Whether any constraint is out of the solve (one test before looking for which).
  var hasBroken: Bool { !broken.isEmpty }

  /// Whether `constraint` is out of the solve: broken in a conflict, or refused for its numbers.
  func isBroken(_ constraint: LayoutConstraint) -> Bool {
    broken[.constraint(ObjectIdentifier(constraint))] != nil
  }

  /// A held constraint's id in the solver; nil when it is not in the solver.
  func heldID(_ key: Key) -> SolverConstraintID? { heldEntry(key)?.id }

  private func heldEntry(_ key: Key) -> Held? { entryIndex()[key].map { entries[$0] } }

  func entryIndex() -> [Key: Int] {
    if let entryIndexCache { return entryIndexCache }
    var index: [Key: Int] = [:]
    index.reserveCapacity(entries.count)
    for (position, entry) in entries.enumerated() { index[entry.wanted.key] = position }
    entryIndexCache = index
    return index
  }

  /// The solver with every marker (``ConstraintSolver/markedCopy()``), made once per pass for
  /// ``View/edgeReport``; nil when it cannot be made.
  func markedSolver() -> ConstraintSolver? {
    if markedCache == nil { markedCache = try? solver.markedCopy() }
    return markedCache
  }

  /// A held constraint's description, as records give it; nil when it is not in the solver.
  func heldDescription(_ key: Key) -> String? { heldEntry(key)?.wanted.describe() }

  /// The variables of a view or free guide the solver already has, if any.
  func heldRect(for item: AnyObject) -> Rect? { rects[ObjectIdentifier(item)] }

  /// The variables of a view or free guide, made on first use.
  func rect(for item: AnyObject) -> Rect {
    let id = ObjectIdentifier(item)
    // Objects are at least 16-byte aligned: the bits above those pick the slot.
    let slot = Int(truncatingIfNeeded: UInt(bitPattern: id) >> 4) & (Self.recentCount - 1)
    if recentItems[slot] == id, let recent = recentRects[slot] { return recent }
    let found: Rect
    if let existing = rects[id] {
      found = existing
    } else {
      let name = LayoutConstraint.name(item)
      found = Rect(
        x: solver.makeVariable("\(name).minX"), y: solver.makeVariable("\(name).minY"),
        width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
      rects[id] = found
    }
    recentItems[slot] = id
    recentRects[slot] = found
    return found
  }

  /// Records a complaint into the pass's trace, or holds it with the application's notices
  /// while nothing records (the pass after a layout is built), so it opens the trace.
  func report(_ step: TraceStep) {
    if let trace = currentTrace { return trace.record(step) }
    guard let application = currentApplication else { return }
    application.notices.hold(step, into: application.trace)
  }

  /// Starts over after the solver gave up (its pivot bound): the next pass rebuilds it.
  func reset() {
    solver = ConstraintSolver()
    rects = [:]
    recentItems = [ObjectIdentifier?](repeating: nil, count: Self.recentCount)
    recentRects = [Rect?](repeating: nil, count: Self.recentCount)
    entries = []
    entryIndexCache = nil
    resets += 1
  }

  /// Records the solved frames of the involved views whose flag is false, marking the
  /// superview of each that moved.
  private func noteFrames(of views: [View], top: View) {
    for view in views where view !== top && !view.translatesAutoresizingMaskIntoConstraints {
      guard let superview = view.superview else { continue }
      let frame = solvedRect(of: view, relativeTo: superview)
      if let label = view as? Label { label.noteLayoutWidth(frame.width) }
      let id = ObjectIdentifier(view)
      if solvedFrames[id] != frame {
        solvedFrames[id] = frame
        superview.setNeedsLayout()
      }
    }
  }

  private func noteFrame(of guide: LayoutGuide) {
    guard let owner = guide.owningView, rects[ObjectIdentifier(owner)] != nil else { return }
    guide.solvedFrame = solvedRect(of: guide, relativeTo: owner)
    if guide.kind == .scrollContent, let scrollView = owner as? ScrollView {
      scrollView.contentGuideSolved(guide.solvedFrame.size)
    }
  }

  /// An item's solved frame in `reference`'s coordinates, snapped to 1/64 pt.
  private func solvedRect(of item: AnyObject, relativeTo reference: View) -> CGRect {
    let rect = self.rect(for: item)
    let origin = self.rect(for: reference)
    let values = [rect.x, rect.y, rect.width, rect.height, origin.x, origin.y].map { solver.value(of: $0) }
    return Self.frame(of: item, solved: values, in: reference)
  }
}
