import Foundation

/// Which constraints set each edge of a view (issue 37, "explained beyond UIKit"): UIKit has no
/// such question; Xcode's view debugger shows a view's constraints but not which of them hold
/// it where it is. TouchLab's answer, a documented choice: for each of left, right, top,
/// bottom, width and height, the constraints that name the view (or its safe-area or margins
/// guide) and whose constant the edge moves with in the last solve. Those are the tight ones
/// that matter: a slack inequality, an optional constraint that gave way, or a child's
/// constraint to its parent (which moves the child, not the parent) sets nothing, while a
/// parent sized by its content is set by the child's constraint that pushes it. The right edge
/// is `left + width`, so a width constraint sets it too. A view whose frame holds
/// (`translatesAutoresizingMaskIntoConstraints`) is set by its autoresizing-mask constraints,
/// and a width or height may be set by content-size constraints.
extension View {
  /// One line per edge some tight constraint sets, `edge ← description`, in the order left,
  /// right, top, bottom, width, height, each edge's constraints in the engine's order. Empty
  /// for a view the solver does not hold.
  public var edgeReport: [String] {
    let top = CodeNames.topmost(self)
    guard top.holdsConstraints else { return [] }
    return edgeReport(naming: AutoLayoutEngine.HierarchyWalk.constraints(onAncestorsOf: self, top: top))
  }

  /// ``edgeReport`` from `constraints`, the active constraints of the hierarchy that name this
  /// view, in the engine's order (``constraintsNaming(in:)`` gives every view's at once).
  func edgeReport(naming constraints: [LayoutConstraint]) -> [String] {
    let top = CodeNames.topmost(self)
    guard top.holdsConstraints, let engine = top.extras?.autoLayout?.engine else { return [] }
    let setters = engine.edgeSetters(of: self, naming: constraints)
    return LayoutEdge.allCases.flatMap { edge in
      (setters[edge] ?? []).map { "\(edge.rawValue) ← \($0)" }
    }
  }

  /// The active constraints of `top`'s hierarchy that name each view (or its safe-area or
  /// margins guide), by view, in the engine's order: one walk, for `describe`, which asks every
  /// view's ``edgeReport``. A walk for each view made describing a 5,000-view storyboard
  /// quadratic (issue 40, docs/performance.md).
  static func constraintsNaming(in top: View) -> [ObjectIdentifier: [LayoutConstraint]] {
    guard top.holdsConstraints else { return [:] }
    var naming: [ObjectIdentifier: [LayoutConstraint]] = [:]
    for constraint in AutoLayoutEngine.HierarchyWalk(top: top).constraints {
      var named: [ObjectIdentifier] = []
      for item in [constraint.firstItem, constraint.secondItem] {
        let view = item as? View ?? (item as? LayoutGuide).flatMap { $0.kind != .free ? $0.owningView : nil }
        guard let view, !named.contains(ObjectIdentifier(view)) else { continue }
        named.append(ObjectIdentifier(view))
        naming[ObjectIdentifier(view), default: []].append(constraint)
      }
    }
    return naming
  }
}

/// An edge or length of a view's frame, as ``View/edgeReport`` names them.
enum LayoutEdge: String, CaseIterable {
  case left, right, top, bottom, width, height

  /// The edge as an expression of the view's variables.
  func expression(_ rect: AutoLayoutEngine.Rect) -> LinearExpression {
    switch self {
    case .left: LinearExpression(rect.x)
    case .right: LinearExpression([(rect.x, 1), (rect.width, 1)])
    case .top: LinearExpression(rect.y)
    case .bottom: LinearExpression([(rect.y, 1), (rect.height, 1)])
    case .width: LinearExpression(rect.width)
    case .height: LinearExpression(rect.height)
    }
  }
}

extension AutoLayoutEngine {
  /// The descriptions of the held constraints naming `view` whose constants each of its edges
  /// moves with, from a copy of the solver with every marker (``ConstraintSolver/markedCopy()``),
  /// made once per layout pass.
  func edgeSetters(of view: View, naming constraints: [LayoutConstraint]) -> [LayoutEdge: [String]] {
    guard let rect = heldRect(for: view), let marked = markedSolver() else { return [:] }
    let id = ObjectIdentifier(view)
    var keys: [Key] = (0..<4).flatMap { [Key.autoresizing(id, $0), .contentSize(id, $0)] }
    for constraint in constraints {
      let names = [constraint.firstItem, constraint.secondItem].contains { item in
        item === view || (item as? LayoutGuide).map { $0.kind != .free && $0.owningView === view } == true
      }
      if names { keys.append(.constraint(ObjectIdentifier(constraint))) }
    }
    var setters: [LayoutEdge: [String]] = [:]
    for edge in LayoutEdge.allCases {
      let expression = edge.expression(rect)
      for key in keys {
        guard let held = heldID(key), marked.moves(expression, with: held), let line = heldDescription(key)
        else { continue }
        setters[edge, default: []].append(line)
      }
    }
    return setters
  }
}
