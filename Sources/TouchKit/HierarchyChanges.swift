import Foundation

/// A count of changes to any view hierarchy: a subview added, inserted or removed, a window
/// added, an id changed. Whoever caches something derived from a hierarchy (``ViewIndex``)
/// keeps the count it was built at and rebuilds when the count has moved on.
///
/// A second count follows the geometry of wide parents' subviews (``View/noteGeometryChange()``),
/// which ``SubviewIndexCache`` reads with the first in one ``Stamp``; ids do not depend on
/// geometry, so ``ViewIndex`` reads only the first.
///
/// One count for every hierarchy, not one per application, because a view does not know its
/// application until it is in a window; a change anywhere only costs other caches a rebuild.
/// Behind a lock because tests build hierarchies on several threads at once (`Atomic` would do,
/// but needs macOS 15, above the package's macOS 13).
enum HierarchyChanges {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var count = 0
  nonisolated(unsafe) private static var geometryCount = 0

  /// Both counts, read together.
  struct Stamp: Equatable {
    var hierarchy: Int
    var geometry: Int
  }

  /// Records that some hierarchy changed.
  static func note() {
    lock.withLock { count &+= 1 }
  }

  /// The count now: equal to an earlier reading only if no hierarchy changed since.
  static var current: Int { lock.withLock { count } }

  /// Records that a subview of a wide parent moved, resized, or changed how it is hit.
  static func noteGeometry() {
    lock.withLock { geometryCount &+= 1 }
  }

  /// Both counts now.
  static var stamp: Stamp { lock.withLock { Stamp(hierarchy: count, geometry: geometryCount) } }
}

extension View {
  /// Called when something a ``SubviewIndex`` reads changes (center, bounds size, transform,
  /// anchor point, hit area, hitTest override): only subviews of a parent wide enough to be
  /// indexed count, so the setters of every other view stay a comparison.
  @inline(__always)
  func noteGeometryChange() {
    if let superview, superview.subviews.count >= Tunables.minimumSubviewsForIndex {
      HierarchyChanges.noteGeometry()
    }
  }
}
