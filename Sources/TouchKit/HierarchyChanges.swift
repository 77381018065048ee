import Foundation

/// A count of changes to any view hierarchy: a subview added, inserted or removed, a window
/// added, an id changed. Whoever caches something derived from a hierarchy (``ViewIndex``)
/// keeps the count it was built at and rebuilds when the count has moved on.
///
/// One count for every hierarchy, not one per application, because a view does not know its
/// application until it is in a window; a change anywhere only costs other caches a rebuild.
/// Behind a lock because tests build hierarchies on several threads at once (`Atomic` would do,
/// but needs macOS 15, above the package's macOS 13).
enum HierarchyChanges {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var count = 0

  /// Records that some hierarchy changed.
  static func note() {
    lock.withLock { count &+= 1 }
  }

  /// The count now: equal to an earlier reading only if no hierarchy changed since.
  static var current: Int { lock.withLock { count } }
}
