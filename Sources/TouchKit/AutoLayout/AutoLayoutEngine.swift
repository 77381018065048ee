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
  }

  /// A constraint the hierarchy wants in the solver, and its description for records.
  /// `describe` must not hold a view strongly: the engine lives in its hierarchy's top.
  struct Wanted {
    let key: Key
    let constraint: SolverConstraint
    let describe: () -> String
  }

  struct Held {
    let id: SolverConstraintID
    var wanted: Wanted
  }

  private(set) var solver = ConstraintSolver()
  /// By item; the items are not held (the top is one: holding it would keep the hierarchy
  /// alive). An identifier reused by a new item after the old one died gets the old variables,
  /// which only the new item's constraints then mention.
  private var rects: [ObjectIdentifier: Rect] = [:]
  private var held: [Key: Held] = [:]
  private var keysByID: [SolverConstraintID: Key] = [:]
  /// Constraints refused as they were; tried again only when they change, or (for those
  /// refused as conflicting, `conflicting`) when a constraint leaves the solver.
  private var broken: [Key: SolverConstraint] = [:]
  private var conflicting: Set<Key> = []
  /// Where ``report(_:)`` records during an update.
  private var currentTrace: TraceRecorder?
  private weak var currentApplication: Application?
  /// ``markedSolver()``'s copy, dropped at each update.
  private var markedCache: ConstraintSolver?
  /// The frames last solved for views whose flag is false, in their superview's coordinates.
  private(set) var solvedFrames: [ObjectIdentifier: CGRect] = [:]

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
    let walk = HierarchyWalk(top: top)
    for view in walk.needingConstraintUpdate.reversed() {
      view.extras?.autoLayout?.needsUpdateConstraints = false
      view.updateConstraints()
    }
    let constraints = HierarchyWalk(top: top).constraints
    var involved: [View] = []
    var seen: Set<ObjectIdentifier> = []
    var guides: [LayoutGuide] = []
    for constraint in constraints {
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
        if let guide = item as? LayoutGuide, guide.kind == .free,
          seen.insert(ObjectIdentifier(guide)).inserted
        {
          guides.append(guide)
        }
        guard let view = LayoutConstraint.view(of: item) else { continue }
        var chain: [View] = []
        var current: View? = view
        while let link = current, !seen.contains(ObjectIdentifier(link)) {
          chain.append(link)
          current = link.superview
        }
        for link in chain.reversed() {
          seen.insert(ObjectIdentifier(link))
          involved.append(link)
        }
      }
    }
    var wanted: [Wanted] = []
    var kept: Set<Key> = []
    for view in involved { wanted += frameConstraints(of: view, top: top) }
    for constraint in constraints {
      if let made = solverConstraint(for: constraint, trace: trace) {
        wanted.append(made)
      } else {
        kept.insert(.constraint(ObjectIdentifier(constraint)))
      }
    }
    apply(wanted, keeping: kept, trace: trace)
    noteFrames(of: involved, top: top)
    for guide in guides { noteFrame(of: guide) }
  }

  /// The solver's form of an `NSLayoutConstraint`: `first − multiplier·second ⋈ constant`, the
  /// items' insets (margins, guides) moved to the constant. Nil, with an `invalidConstraint`
  /// record, for a number the solver cannot take.
  private func solverConstraint(for constraint: LayoutConstraint, trace: TraceRecorder?) -> Wanted? {
    guard let first = constraint.firstItem else { return nil }
    var expression = attributeExpression(constraint.firstAttribute, of: first)
    if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
      expression =
        expression - Double(constraint.multiplier)
        * attributeExpression(constraint.secondAttribute, of: second)
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
      key: key, constraint: SolverConstraint(expression, relation, constant, priority: constraint.priority)
    ) { constraint.description }
  }

  /// Whether any constraint is out of the solve (one test before looking for which).
  var hasBroken: Bool { !broken.isEmpty }

  /// Whether `constraint` is out of the solve: broken in a conflict, or refused for its numbers.
  func isBroken(_ constraint: LayoutConstraint) -> Bool {
    broken[.constraint(ObjectIdentifier(constraint))] != nil
  }

  /// A held constraint's id in the solver; nil when it is not in the solver.
  func heldID(_ key: Key) -> SolverConstraintID? { held[key]?.id }

  /// The solver with every marker (``ConstraintSolver/markedCopy()``), made once per pass for
  /// ``View/edgeReport``; nil when it cannot be made.
  func markedSolver() -> ConstraintSolver? {
    if markedCache == nil { markedCache = try? solver.markedCopy() }
    return markedCache
  }

  /// A held constraint's description, as records give it; nil when it is not in the solver.
  func heldDescription(_ key: Key) -> String? { held[key]?.wanted.describe() }

  /// The variables of a view or free guide the solver already has, if any.
  func heldRect(for item: AnyObject) -> Rect? { rects[ObjectIdentifier(item)] }

  /// The variables of a view or free guide, made on first use.
  func rect(for item: AnyObject) -> Rect {
    let id = ObjectIdentifier(item)
    if let existing = rects[id] { return existing }
    let name = LayoutConstraint.name(item)
    let made = Rect(
      x: solver.makeVariable("\(name).minX"), y: solver.makeVariable("\(name).minY"),
      width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
    rects[id] = made
    return made
  }

  /// Removes what is no longer wanted, then adds, edits or re-adds the rest, in order. What is
  /// `kept` (a constraint whose new numbers the solver cannot take) stays as last solved.
  private func apply(_ wanted: [Wanted], keeping kept: Set<Key>, trace: TraceRecorder?) {
    let wantedKeys = Set(wanted.map(\.key)).union(kept)
    for key in broken.keys where !wantedKeys.contains(key) { broken[key] = nil }
    removeAll(held.sorted(by: { $0.value.id < $1.value.id }).filter { !wantedKeys.contains($0.key) })
    // Optional constraints are added after the required ones: they can never be refused, so
    // which required constraint is broken does not change, and a required equality then finds
    // a free variable to solve for instead of the errors of the content sizes added before it
    // (phase one's pivots, which made a stack of stacks cubic).
    var optional: [Wanted] = []
    for entry in wanted {
      if let current = held[entry.key] {
        let old = current.wanted.constraint
        let new = entry.constraint
        if old == new { continue }
        if old.expression == new.expression && old.relation == new.relation && old.priority == new.priority {
          do throws(ConstraintSolverError) {
            try solver.setConstant(new.constant, of: current.id)
            held[entry.key]?.wanted = entry
            broken[entry.key] = nil
            continue
          } catch {
            if case .pivotLimitExceeded = error { return reset() }
          }
        }
        remove(entry.key, current)
      }
      if broken[entry.key] == entry.constraint { continue }
      if entry.constraint.isRequired {
        add(entry, trace: trace)
      } else {
        optional.append(entry)
      }
    }
    for entry in optional { add(entry, trace: trace) }
  }

  private func add(_ entry: Wanted, trace: TraceRecorder?) {
    do throws(ConstraintSolverError) {
      let id = try solver.add(entry.constraint)
      held[entry.key] = Held(id: id, wanted: entry)
      keysByID[id] = entry.key
      broken[entry.key] = nil
    } catch {
      switch error {
      case .unsatisfiable(let conflict):
        broken[entry.key] = entry.constraint
        conflicting.insert(entry.key)
        let others = conflict.compactMap { keysByID[$0].flatMap { held[$0]?.wanted.describe() } }
        report(
          .unsatisfiableConstraints(constraints: others + [entry.describe()], broken: entry.describe()))
      case .pivotLimitExceeded: reset()
      default: broken[entry.key] = entry.constraint
      }
    }
  }

  private func remove(_ key: Key, _ entry: Held) {
    held[key] = nil
    keysByID[entry.id] = nil
    for refused in conflicting { broken[refused] = nil }
    conflicting = []
    do throws(ConstraintSolverError) {
      try solver.remove(entry.id)
    } catch {
      reset()
    }
  }

  /// ``remove(_:_:)`` for many at once: one solver call, so at most one rebuild.
  private func removeAll(_ entries: [(key: Key, value: Held)]) {
    guard !entries.isEmpty else { return }
    for (key, entry) in entries {
      held[key] = nil
      keysByID[entry.id] = nil
    }
    for refused in conflicting { broken[refused] = nil }
    conflicting = []
    do throws(ConstraintSolverError) {
      try solver.remove(contentsOf: entries.map(\.value.id))
    } catch {
      reset()
    }
  }

  /// Records a complaint into the pass's trace, or holds it with the application's notices
  /// while nothing records (the pass after a layout is built), so it opens the trace.
  private func report(_ step: TraceStep) {
    if let trace = currentTrace { return trace.record(step) }
    guard let application = currentApplication else { return }
    application.notices.hold(step, into: application.trace)
  }

  /// Starts over after the solver gave up (its pivot bound): the next pass rebuilds it.
  private func reset() {
    solver = ConstraintSolver()
    rects = [:]
    held = [:]
    keysByID = [:]
  }

  /// Records the solved frames of the involved views whose flag is false, marking the
  /// superview of each that moved.
  private func noteFrames(of views: [View], top: View) {
    for view in views where view !== top && !view.translatesAutoresizingMaskIntoConstraints {
      guard let superview = view.superview else { continue }
      let frame = solvedRect(of: view, relativeTo: superview)
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
  }

  /// An item's solved frame in `reference`'s coordinates, snapped to 1/64 pt.
  private func solvedRect(of item: AnyObject, relativeTo reference: View) -> CGRect {
    let rect = self.rect(for: item)
    let origin = self.rect(for: reference)
    let values = [rect.x, rect.y, rect.width, rect.height, origin.x, origin.y].map { solver.value(of: $0) }
    return Self.frame(of: item, solved: values, in: reference)
  }
}

extension View {
  /// UIView's own `layoutSubviews()`: each subview whose flag is false takes the frame its
  /// constraints solved to (bounds size and centre, so a transform is kept).
  func applyConstraintFramesToSubviews() {
    guard holdsConstraints, let engine = CodeNames.topmost(self).extras?.autoLayout?.engine else { return }
    for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      guard let frame = engine.solvedFrames[ObjectIdentifier(subview)] else { continue }
      subview.takeSolvedFrame(frame)
    }
  }

  /// Takes a frame Auto Layout gave, by bounds size and centre, so a transform is kept.
  func takeSolvedFrame(_ frame: CGRect) {
    if bounds.size != frame.size { bounds.size = frame.size }
    let anchor = anchorPoint
    let center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
    if self.center != center { self.center = center }
  }

  /// The frame without the transform: the rectangle of `bounds` placed by `center`, which is
  /// what UIKit's autoresizing constraints and Auto Layout speak of.
  var untransformedFrame: CGRect {
    let anchor = anchorPoint
    return CGRect(
      x: center.x - bounds.width * anchor.x, y: center.y - bounds.height * anchor.y, width: bounds.width,
      height: bounds.height)
  }
}
