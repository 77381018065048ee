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
    /// Each listed constraint's items, as the walk read them, not retained.
    private(set) var items: [Items] = []

    /// A constraint's items, not retained: the engine's pass reads them here rather than
    /// loading the constraint's weak references again for its involved views and its
    /// expression (each load retains and releases the item, on the runtime's slow path for a
    /// view with a weak reference's side table, which every constrained view has: a tenth of a
    /// stack of stacks' pass). Valid only while the items live: the engine uses them during
    /// one ``AutoLayoutEngine/update(top:trace:)``, which holds every item's view (its involved
    /// views, the owners of guides) and every free guide.
    struct Items {
      let first: Unmanaged<AnyObject>
      let second: Unmanaged<AnyObject>?
    }

    /// `listsConstraintsOnlyIfNoneWaits`: the engine's walk, which stops listing constraints
    /// once a view waits for `updateConstraints()` — it walks again after running them, and the
    /// list so far would be thrown away (a stack view waits at the first pass, and each item of
    /// each constraint checked is a weak load).
    init(top: View, listsConstraintsOnlyIfNoneWaits: Bool = false) {
      var stack = [top]
      while let view = stack.popLast() {
        guard view.holdsConstraints else { continue }
        if let box = view.extras?.autoLayout {
          if box.needsUpdateConstraints { needingConstraintUpdate.append(view) }
          if !listsConstraintsOnlyIfNoneWaits || needingConstraintUpdate.isEmpty {
            // Cast once per view that holds constraints, not once per constraint.
            let scrollView = box.constraints.isEmpty ? nil : view as? ScrollView
            for constraint in box.constraints {
              guard let inside = Self.insideItems(of: constraint, view, top, scrollView: scrollView) else {
                continue
              }
              constraints.append(constraint)
              items.append(inside)
            }
          }
        }
        stack.append(contentsOf: view.subviews.reversed())
      }
    }

    /// Runs the pending `updateConstraints()` of `top`'s subtree (subviews first, as UIKit's
    /// `updateConstraintsIfNeeded`), then answers the walk of the subtree's active constraints
    /// (the layout pass's and a fitting solve's).
    static func afterUpdates(top: View) -> HierarchyWalk {
      let walk = HierarchyWalk(top: top, listsConstraintsOnlyIfNoneWaits: true)
      for view in walk.needingConstraintUpdate.reversed() {
        view.extras?.autoLayout?.needsUpdateConstraints = false
        view.updateConstraints()
      }
      // Walked again only when some `updateConstraints()` ran and may have changed them.
      return walk.needingConstraintUpdate.isEmpty ? walk : HierarchyWalk(top: top)
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
        for constraint in holder.extras?.autoLayout?.constraints ?? []
        where insideItems(of: constraint, holder, top, scrollView: nil) != nil {
          constraints.append(constraint)
        }
      }
      return constraints
    }

    /// The items, when both are inside `top` (nil otherwise). A constraint is installed on its items' nearest
    /// common ancestor (`installedOn`, reached from `top` by this walk), so an item is usually
    /// that view or one of its subviews, and then inside; otherwise it is looked up to `top`.
    /// Each step up reads a weak `superview` (a retain and release of a view with a side
    /// table), which is why the short way is tried first.
    ///
    /// `scrollView` is `installedOn` when that is a scroll view: a constraint between its edge
    /// (or an edge's margin) and a view inside it attaches to its content area (Apple, "Working
    /// with Scroll Views": "Constraints between the edges or margins of the scroll view and its
    /// content attach to the scroll view's content area"), so that item is its
    /// `contentLayoutGuide` (ScrollView+LayoutGuides.swift). Such a constraint is installed on
    /// the scroll view itself, its items' nearest common ancestor.
    private static func insideItems(
      of constraint: LayoutConstraint, _ installedOn: View, _ top: View, scrollView: ScrollView?
    ) -> Items? {
      guard var first = constraint.firstItem, isInside(first, installedOn, top) else { return nil }
      guard var second = constraint.secondItem else {
        return Items(first: .passUnretained(first), second: nil)
      }
      guard isInside(second, installedOn, top) else { return nil }
      if let scrollView {
        if first === scrollView, constraint.firstAttribute.isEdgeOrMargin, isContent(second, of: scrollView) {
          first = scrollView.contentLayoutGuide
        } else if second === scrollView, constraint.secondAttribute.isEdgeOrMargin,
          isContent(first, of: scrollView)
        {
          second = scrollView.contentLayoutGuide
        }
      }
      return Items(first: .passUnretained(first), second: .passUnretained(second))
    }

    /// Whether `item` is inside `scrollView`: anything but the scroll view and its own guides,
    /// for a constraint installed on the scroll view.
    private static func isContent(_ item: AnyObject, of scrollView: ScrollView) -> Bool {
      item !== scrollView && (item as? LayoutGuide)?.owningView !== scrollView
    }

    private static func isInside(_ item: AnyObject, _ installedOn: View, _ top: View) -> Bool {
      guard let view = LayoutConstraint.view(of: item) else { return false }
      if view === installedOn || view.superview === installedOn { return true }
      return view.isDescendant(of: top)
    }
  }
}
