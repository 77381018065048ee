import Foundation

/// Self-sizing items, as UIKit's protocol between a cell and its layout runs: a layout that
/// sizes items by their content (a flow layout with an `estimatedItemSize`: "Specifying an
/// estimated size … enables the self-sizing behavior", Apple's `estimatedItemSize`) places an
/// item at its estimate; when the item is displayed its cell is offered a copy of those
/// attributes in `preferredLayoutAttributesFitting(_:)` (Apple: "the default implementation of
/// this method adjusts the size values to accommodate changes made by a self-sizing cell"; a
/// cell's measures its content view with `systemLayoutSizeFitting`), the layout is asked
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, and when it
/// says yes the preferred size replaces the estimate and the layout is prepared again. A
/// person's override of either method is called, so a cell that answers its own size, or a
/// layout that refuses it, is obeyed.
///
/// An item is measured once between reloads or changes of the collection's size, which drop
/// the sizes (UIKit keeps them until an invalidation context says otherwise), and again when
/// it is reconfigured (CollectionView+Reconfigure.swift). A flow layout with an estimate sizes
/// every item, both lengths; a compositional layout the items with an `.estimated` dimension,
/// in those dimensions (CompositionalLayoutPlan+SelfSizing.swift).
extension CollectionView {
  /// How many times one layout pass tiles again after measuring items.
  static let maximumSizingRounds = 8

  /// Measures the displayed items not measured yet; whether the layout took a new size.
  func sizeDisplayedItems() -> Bool {
    let layout = collectionViewLayout
    guard layout.sizesItemsByContent else { return false }
    var changed = false
    for indexPath in visible.keys.sorted() where layout.preferredSizes[indexPath] == nil {
      guard let cell = visible[indexPath], let original = layout.layoutAttributesForItem(at: indexPath),
        original.fitsWidth || original.fitsHeight
      else { continue }
      let preferred = UserCode.run(.preferredLayoutAttributesFitting, of: cell) {
        cell.preferredLayoutAttributesFitting(original.copied())
      }
      let size = preferred.size
      let usable = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
      let invalidates =
        usable
        && UserCode.run(.shouldInvalidateLayoutForPreferredAttributes, of: layout) {
          layout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
      layout.preferredSizes[indexPath] = invalidates ? size : original.size
      if invalidates {
        layout.needsPrepare = true
        changed = true
      }
    }
    return changed
  }
}
