import Foundation

/// The collection's elements stacked as their layout attributes' `zIndex` says: Apple's
/// `UICollectionViewLayoutAttributes.zIndex`, "Items with higher index values appear on top of
/// items with lower values. Items with the same value have an undetermined order." The order
/// decides the hit test (§2 visits the front subview first), so a pinned header with a higher
/// z index takes the taps over the cells that scroll under it.
///
/// For the undetermined ties TouchLab picks one order, the same on every run: decoration views
/// (section backgrounds) behind cells (and orthogonal sections' scroll views, which hold
/// cells), cells behind headers and footers, each kind in index path order. UNSOURCED: iOS's order for ties can change as views are added.
extension CollectionView {
  /// Reorders the shown cells and supplementary views that are out of order; the person's own
  /// subviews of the collection keep their places among themselves.
  func stackByZIndex() {
    var elements: [(zIndex: Int, kind: Int, view: View)] = []
    for key in visibleDecorations.keys.sorted() {
      guard let view = visibleDecorations[key] else { continue }
      elements.append((view.layoutZIndex, -1, view))
    }
    for indexPath in visible.keys.sorted() {
      guard let cell = visible[indexPath], cell.superview === self else { continue }
      elements.append((cell.layoutZIndex, 0, cell))
    }
    for key in visibleSupplementary.keys.sorted() {
      guard let view = visibleSupplementary[key] else { continue }
      elements.append((view.layoutZIndex, 1, view))
    }
    // A stable sort: ties keep the index path order they were gathered in.
    let wanted = elements.enumerated().sorted {
      ($0.element.zIndex, $0.element.kind, $0.offset) < ($1.element.zIndex, $1.element.kind, $1.offset)
    }.map(\.element.view)
    let members = Set(wanted.map(ObjectIdentifier.init))
    let current = subviews.filter { members.contains(ObjectIdentifier($0)) }
    guard !current.elementsEqual(wanted, by: ===) else { return }
    for view in wanted { bringSubviewToFront(view) }
  }
}
