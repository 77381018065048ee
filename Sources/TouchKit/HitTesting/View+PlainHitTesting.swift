import Foundation

/// The untraced hit test's plain path (issue 42, hit testing near the floor): UIKit's algorithm
/// (§1) for a subview with no ``HitTestDetours``, called directly rather than through its
/// `hitTest(_:with:)`.
///
/// For such a view the dynamic call would run exactly this: its class overrides neither
/// `hitTest` nor `point(inside:)`, it has no declarative override or hit area, no animation, and
/// the skip rules' flags are clear, so what is left of them is the finiteness of its geometry,
/// tested here. What the direct call leaves out is the frame of a dynamic call and the recursion
/// guard's counter: the guard (issue 4) stops an override that calls hit testing from its own
/// code, and no code of a person's runs on this path. Every cycle such an override makes still
/// passes through a `hitTest` it calls, which is dynamic and counted. A subview with a detour is
/// called through its `hitTest(_:with:)`, as before, so overrides run where they are.
///
/// The traced hit test never comes here: its records, and so the golden traces, are unchanged.
extension View {
  /// UIKit's algorithm at a view with no detours (the caller tested `hitTestDetours`).
  func plainHitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard hasFiniteGeometry, boundsContain(point) else { return nil }
    if walksSubviewsThroughIndex { return indexedSubviewHit(point, with: event) ?? self }
    return plainSubviewHit(point, with: event) ?? self
  }

  /// The subviews, front to back, each asked directly when it has no detours and through its
  /// `hitTest(_:with:)` when it has. They are walked by position in the copy of the array this
  /// call holds, which keeps each alive even if an override below changes the hierarchy, so no
  /// subview is retained on its own (View+HitTesting.swift, `untracedHitTest`).
  @inline(__always)
  func plainSubviewHit(_ point: CGPoint, with event: Event?) -> View? {
    // Where no view below has a class that overrides hit testing (``holdsOverridingClass``), no
    // person's code runs under this view during the walk, and TouchKit's own hit testing changes
    // no hierarchy, so `subviews` keeps its storage until the walk returns: it is read in place,
    // without the copy's retain and release (issue 42: a sixth of a hit test's instructions on
    // the balanced trees, one atomic pair a visited parent). Elsewhere the walk holds its copy.
    if !holdsOverridingClass {
      return frontmostHit(in: subviews.withUnsafeBufferPointer { $0 }, point, with: event)
    }
    return frontmostHit(in: subviews, point, with: event)
  }

  /// The walk itself, over the array or its storage read in place (``plainSubviewHit(_:with:)``).
  @inline(__always)
  private func frontmostHit<Subviews: RandomAccessCollection<View>>(
    in subviews: Subviews, _ point: CGPoint, with event: Event?
  ) -> View? where Subviews.Index == Int {
    var position = subviews.endIndex
    while position > subviews.startIndex {
      position -= 1
      let hit = Unmanaged.passUnretained(subviews[position])._withUnsafeGuaranteedRef { subview in
        let converted = subview.convertFromSuperview(point)
        return subview.hitTestDetours.isEmpty
          ? subview.plainHitTest(converted, with: event) : subview.hitTest(converted, with: event)
      }
      if let hit { return hit }
    }
    return nil
  }

  /// Marks this view and its ancestors as holding a view whose class overrides hit testing
  /// (called when such a view, or one holding it, joins): up to the first that already is.
  func noteHoldsOverridingClass() {
    var current: View? = self
    while let view = current, !view.holdsOverridingClass {
      view.holdsOverridingClass = true
      current = view.superview
    }
  }
}
