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
          for constraint in box.constraints where Self.isInside(constraint, top) {
            constraints.append(constraint)
          }
        }
        stack.append(contentsOf: view.subviews.reversed())
      }
    }

    private static func isInside(_ constraint: LayoutConstraint, _ top: View) -> Bool {
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
        guard let view = LayoutConstraint.view(of: item), view.isDescendant(of: top) else { return false }
      }
      return constraint.firstItem != nil
    }
  }
}
