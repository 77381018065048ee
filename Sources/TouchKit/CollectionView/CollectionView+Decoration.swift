import Foundation

/// Decoration views (a compositional section's `.background(elementKind:)`): made by the
/// layout from the class registered for their kind, shown while their place is in the bounds,
/// queued by kind when it leaves, as the other elements are (CollectionView+Tiling.swift).
/// A kind with no registered class shows nothing (UNSOURCED: what UIKit does is not known).
extension CollectionView {
  /// Shows the decoration views of `wanted` and only those.
  func tileDecorations(_ wanted: [SupplementaryKey: CollectionViewLayoutAttributes]) {
    for key in visibleDecorations.keys.sorted() where wanted[key] == nil { retireDecoration(key) }
    for key in wanted.keys.sorted() {
      guard let attributes = wanted[key], let view = visibleDecorations[key] ?? showDecoration(key) else {
        continue
      }
      place(view, attributes, name: traceID + "." + key.kind + "[\(key.indexPath.section)]")
    }
  }

  private func showDecoration(_ key: SupplementaryKey) -> CollectionReusableView? {
    let queueKey = Self.decorationQueueKey(key.kind)
    if !supplementaryQueue.isRegistered(queueKey) {
      guard let viewType = collectionViewLayout.decorationClasses[key.kind] else { return nil }
      supplementaryQueue.register({ _ in viewType.init(collectionReuseIdentifier: key.kind) }, for: queueKey)
    }
    guard let view = supplementaryQueue.dequeueQueued(queueKey) ?? supplementaryQueue.make(queueKey) else {
      return nil
    }
    if view.owningCollection == nil { adopt(view) }
    view.shownIndexPath = key.indexPath
    view.shownElementKind = key.kind
    visibleDecorations[key] = view
    if view.superview !== self { addSubview(view) }
    return view
  }

  /// Takes a decoration view off the screen and queues it by its kind.
  func retireDecoration(_ key: SupplementaryKey) {
    guard let view = visibleDecorations.removeValue(forKey: key) else { return }
    view.shownIndexPath = nil
    view.shownElementKind = nil
    view.removeFromSuperview()
    supplementaryQueue.enqueue(view, for: Self.decorationQueueKey(key.kind))
  }

  /// The queue key of a decoration kind, apart from every supplementary kind's.
  static func decorationQueueKey(_ kind: String) -> String {
    "decoration\u{1F}" + kind
  }
}
