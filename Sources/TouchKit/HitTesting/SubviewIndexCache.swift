import Foundation

/// The spatial indexes of wide parents (``SubviewIndex``), each owned by the parent it indexes
/// (in its extras box: only parents with ``Tunables/minimumSubviewsForIndex`` subviews have
/// one, and a stored property would cost every view its bytes).
///
/// An index is built on a parent's first hit test and kept until one of its subviews is added,
/// removed or reordered, or moved, resized, transformed, or given another hit area or hitTest
/// override (``View`` notes those: ``View/dropSubviewIndex()``). It belongs to the parent, so
/// it goes with it: no table of every parent in the process, no lock, and a change in one
/// hierarchy costs no other hierarchy its indexes.
public enum SubviewIndexCache {
  /// Whether hit testing uses the indexes: false walks every subview, as below the threshold.
  /// For comparing the two (the property test, the benchmarks' "before"); scoped to a task
  /// (`SubviewIndexCache.$isEnabled.withValue(false) { … }`) so parallel tests do not meet.
  @TaskLocal public static var isEnabled = true

  /// The index of `parent`'s subviews, built now if none is kept.
  @inline(__always)
  static func index(for parent: View) -> SubviewIndex {
    if let kept = parent.extras?.subviewIndex { return kept }
    let index = build(parent)
    parent.madeExtras.subviewIndex = index
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
