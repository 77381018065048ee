import Synchronization

/// A count of changes to any view hierarchy: a subview added, inserted or removed, a window
/// added, an id changed. Whoever caches something derived from a hierarchy (``ViewIndex``)
/// keeps the count it was built at and rebuilds when the count has moved on.
///
/// One count for every hierarchy, not one per application, because a view does not know its
/// application until it is in a window; a change anywhere only costs other caches a rebuild.
/// Atomic because tests build hierarchies on several threads at once.
enum HierarchyChanges {
  private static let count = Atomic<Int>(0)

  /// Records that some hierarchy changed.
  static func note() {
    count.add(1, ordering: .relaxed)
  }

  /// The count now: equal to an earlier reading only if no hierarchy changed since.
  static var current: Int { count.load(ordering: .relaxed) }
}
