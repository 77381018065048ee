import Foundation

/// A view attached to an item (UIKit's `NSCollectionLayoutSupplementaryItem`): a badge.
///
/// Apple: "A supplementary item follows the index path of the item it's attached to", so the
/// data source (or the diffable data source's supplementary view provider) is asked for a
/// view of `elementKind` at the item's index path, and it is reused as a header is. It is
/// placed by its anchors on the item's frame (``CollectionLayoutAnchor``), may stick out of
/// it, and is stacked by `zIndex` with the cells; at equal z indexes it is in front of them,
/// so a badge sticking out over its neighbour takes the tap there (CollectionView+ZIndex.swift).
public class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
  public let elementKind: String
  public let containerAnchor: CollectionLayoutAnchor
  public let itemAnchor: CollectionLayoutAnchor?
  /// Where the view is stacked among the collection's elements, cells being at 0 (Apple's
  /// `UICollectionViewLayoutAttributes.zIndex`: "Items with higher index values appear on top
  /// of items with lower values"). Default 0 (the attributes' default; Apple's page for this
  /// property gives none).
  public var zIndex = 0

  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
    itemAnchor: CollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  public convenience init(
    layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
  }

  /// Its frame on an item whose frame is `item` (its size resolved against the item's).
  func frame(on item: CGRect) -> CGRect {
    containerAnchor.frame(of: layoutSize.resolved(in: item.size), on: item, itemAnchor: itemAnchor)
  }
}
