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

    /// Runs the pending `updateConstraints()` of `top`'s subtree (subviews first, as UIKit's
    /// `updateConstraintsIfNeeded`), then answers the subtree's active constraints: walked again
    /// only when some `updateConstraints()` ran and may have changed them.
    static func constraintsAfterUpdates(top: View) -> [LayoutConstraint] {
      let walk = HierarchyWalk(top: top)
      for view in walk.needingConstraintUpdate.reversed() {
        view.extras?.autoLayout?.needsUpdateConstraints = false
        view.updateConstraints()
      }
      return walk.needingConstraintUpdate.isEmpty ? walk.constraints : HierarchyWalk(top: top).constraints
    }

    /// The active constraints that can name `view`, in the order ``init(top:)`` lists them:
    /// UIKit installs a constraint on its items' nearest common ancestor, so only `view` and
    /// its ancestors up to `top` can hold one. `describe` and the inspector ask this of every
    /// view; a walk of the whole hierarchy for each made describing a 5,000-view storyboard
    /// quadratic (issue 40, docs/performance.md).
    static func constraints(onAncestorsOf view: View, top: View) -> [LayoutConstraint] {
      var holders: [View] = []
      var current: View? = view
      while let holder = current {
        holders.append(holder)
        if holder === top { break }
        current = holder.superview
      }
      guard holders.last === top else { return [] }
      var constraints: [LayoutConstraint] = []
      for holder in holders.reversed() {
        // The walk does not enter a view that holds no constraints, nor anything below it.
        guard holder.holdsConstraints else { break }
        for constraint in holder.extras?.autoLayout?.constraints ?? [] where isInside(constraint, holder, top)
        {
          constraints.append(constraint)
        }
      }
      return constraints
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
