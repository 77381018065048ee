import Foundation

/// What TouchLab says of a view's constraints beyond UIKit (issue 37), for the inspector,
/// `describe` and why-not: the constraints that name the view in UIKit's description format,
/// which of them the engine broke, and which parts of the frame they leave free. UIKit says
/// none of this unasked: it logs a broken constraint once and never an ambiguous layout.
extension View {
  /// The active constraints that name the view (or a guide it owns), in UIKit's description
  /// format and the engine's order; one the engine broke (a conflict: the
  /// `unsatisfiableConstraints` record) or could not take (its numbers) ends with `BROKEN`.
  /// Empty for a view whose hierarchy has no constraints (one flag test).
  public var constraintReport: [String] {
    let top = CodeNames.topmost(self)
    guard top.holdsConstraints else { return [] }
    return Self.constraintLines(in: top)[ObjectIdentifier(self)] ?? []
  }

  /// Which parts of the frame the last solve left free to move ("x", "y", "width",
  /// "height"): `hasAmbiguousLayout`, by part. Empty for a view the solver does not hold.
  public var ambiguousLayoutParts: [String] {
    guard let engine = CodeNames.topmost(self).extras?.autoLayout?.engine else { return [] }
    return engine.ambiguousParts(of: self)
  }

  /// The constraint lines of every view `top`'s hierarchy names, by view: one walk of its
  /// constraints (`describe` calls this once per window, not once per view).
  static func constraintLines(in top: View) -> [ObjectIdentifier: [String]] {
    guard top.holdsConstraints else { return [:] }
    let engine = top.extras?.autoLayout?.engine
    var lines: [ObjectIdentifier: [String]] = [:]
    for constraint in AutoLayoutEngine.HierarchyWalk(top: top).constraints {
      let line = constraint.description + (engine?.isBroken(constraint) == true ? " BROKEN" : "")
      var named: [ObjectIdentifier] = []
      for item in [constraint.firstItem, constraint.secondItem] {
        guard let view = item.flatMap(LayoutConstraint.view(of:)) else { continue }
        let id = ObjectIdentifier(view)
        if !named.contains(id) { named.append(id) }
      }
      for id in named { lines[id, default: []].append(line) }
    }
    return lines
  }

  /// Why a point outside this view's bounds may be the layout's doing, for why-not: a size of
  /// 0 that no constraint sets (or that the constraints solve to), or `child` (the next view
  /// towards the one asked about; this view itself when nil) placed outside its superview's
  /// bounds by constraints, naming the one the engine broke if there is one.
  public func layoutExplanation(toward child: View?) -> String? {
    if !translatesAutoresizingMaskIntoConstraints, bounds.width == 0 || bounds.height == 0 {
      let zero = [bounds.width == 0 ? "width" : nil, bounds.height == 0 ? "height" : nil].compactMap { $0 }
      let free = ambiguousLayoutParts.filter(zero.contains)
      if !free.isEmpty {
        return
          "its \(free.joined(separator: " and ")) is 0 because no constraint sets it (hasAmbiguousLayout)"
      }
      return "its \(zero.joined(separator: " and ")) is 0, as its constraints solve"
    }
    let placed = child ?? self
    guard !placed.translatesAutoresizingMaskIntoConstraints, let parent = placed.superview,
      !parent.bounds.contains(placed.frame)
    else { return nil }
    let position =
      "\(placed.traceID) is at \(Format.rect(placed.frame)) in \(parent.traceID), outside its bounds, "
      + "where its constraints put it"
    guard let broken = placed.constraintReport.first(where: { $0.hasSuffix(" BROKEN") }) else {
      return position
    }
    return position + ": Auto Layout broke \(broken.dropLast(" BROKEN".count)) (a conflict)"
  }
}

extension AutoLayoutEngine {
  /// The parts of an item's rectangle the current optimum leaves undetermined.
  func ambiguousParts(of item: AnyObject) -> [String] {
    guard let rect = heldRect(for: item) else { return [] }
    let parts = [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)]
    return parts.compactMap { name, variable in (try? solver.isAmbiguous(variable)) == true ? name : nil }
  }
}
