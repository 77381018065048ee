import Foundation

/// The spatial indexes of wide parents (``SubviewIndex``), kept beside the views rather than in
/// them: only parents with ``Tunables/minimumSubviewsForIndex`` subviews have one, and a stored
/// property would cost every view its bytes.
///
/// An index is built on a parent's first hit test and kept until ``HierarchyChanges`` moves
/// on: a subview added, removed or reordered anywhere, or a subview of a wide parent moved,
/// resized, transformed, or given another hit area or hitTest override (``View`` notes those).
/// Then every index is dropped at once, which also forgets parents that are gone. Behind a lock,
/// as tests hit-test on several threads.
public enum SubviewIndexCache {
  /// Whether hit testing uses the indexes: false walks every subview, as below the threshold.
  /// For comparing the two (the property test, the benchmarks' "before"); scoped to a task
  /// (`SubviewIndexCache.$isEnabled.withValue(false) { … }`) so parallel tests do not meet.
  @TaskLocal public static var isEnabled = true

  private static let lock = NSLock()
  nonisolated(unsafe) private static var builtAt: HierarchyChanges.Stamp?
  nonisolated(unsafe) private static var entries: [ObjectIdentifier: SubviewIndex] = [:]

  /// The index of `parent`'s subviews, built now if the hierarchy changed since it was.
  static func index(for parent: View) -> SubviewIndex {
    let now = HierarchyChanges.stamp
    let key = ObjectIdentifier(parent)
    let cached: SubviewIndex? = lock.withLock {
      if builtAt != now {
        entries.removeAll()
        builtAt = now
      }
      return entries[key]
    }
    // The count guards against a parent freed and another allocated at its address with no
    // change noted in between (which adding its subviews would have noted anyway).
    if let cached, cached.count == parent.subviews.count { return cached }
    let index = build(parent)
    lock.withLock { if builtAt == now { entries[key] = index } }
    return index
  }

  private static func build(_ parent: View) -> SubviewIndex {
    var boxes: [CGRect?] = []
    var always: [Int32] = []
    boxes.reserveCapacity(parent.subviews.count)
    for (index, subview) in parent.subviews.enumerated() {
      switch subview.reachInSuperview {
      case .nowhere: boxes.append(nil)
      case .within(let box): boxes.append(box)
      case .anywhere:
        boxes.append(nil)
        always.append(Int32(index))
      }
    }
    return SubviewIndex(boxes: boxes, always: always)
  }
}
