import Foundation

extension AutoLayoutEngine {
  /// One walk of a hierarchy for the engine: the views waiting for `updateConstraints()` and
  /// the active constraints, in depth-first order (each view's in activation order). Only
  /// views that ``View/holdsConstraints`` are entered, so the part of a hierarchy without Auto
  /// Layout is not visited. A constraint with an item outside the hierarchy (its view was
  /// removed; UIKit deactivates such constraints) is left out.
  struct HierarchyWalk {
    private(set) var needingConstraintUpdate: [View] = []
    private(set) var constraints: [LayoutConstraint] = []

    init(top: View) {
      var stack = [top]
      while let view = stack.popLast() {
        guard view.holdsConstraints else { continue }
        if let box = view.extras?.autoLayout {
          if box.needsUpdateConstraints { needingConstraintUpdate.append(view) }
          for constraint in box.constraints where Self.isInside(constraint, view, top) {
            constraints.append(constraint)
          }
        }
        stack.append(contentsOf: view.subviews.reversed())
      }
    }

    /// Whether both items are inside `top`. A constraint is installed on its items' nearest
    /// common ancestor (`installedOn`, reached from `top` by this walk), so an item is usually
    /// that view or one of its subviews, and then inside; otherwise it is looked up to `top`.
    /// Each step up reads a weak `superview` (a retain and release of a view with a side
    /// table), which is why the short way is tried first.
    private static func isInside(_ constraint: LayoutConstraint, _ installedOn: View, _ top: View) -> Bool {
      guard let first = constraint.firstItem else { return false }
      guard isInside(first, installedOn, top) else { return false }
      guard let second = constraint.secondItem else { return true }
      return isInside(second, installedOn, top)
    }

    private static func isInside(_ item: AnyObject, _ installedOn: View, _ top: View) -> Bool {
      guard let view = LayoutConstraint.view(of: item) else { return false }
      if view === installedOn || view.superview === installedOn { return true }
      return view.isDescendant(of: top)
    }
  }
}
