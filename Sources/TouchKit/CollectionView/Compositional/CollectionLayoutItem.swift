import Foundation

/// The smallest part of a compositional layout (UIKit's `NSCollectionLayoutItem`): one cell's
/// size, relative to the group that holds it, and the insets that shrink it.
///
/// Apple's `contentInsets`: "The amount of space added around the content of the item to
/// adjust its final size after its position is computed." So an item is placed at its
/// size, and its cell is that frame inset.
public class CollectionLayoutItem {
  public let layoutSize: CollectionLayoutSize
  /// Insets applied after the item is placed. Default zero.
  public var contentInsets = DirectionalEdgeInsets.zero
  /// Supplementary items attached to the item (badges): kept, not laid out.
  public let supplementaryItems: [CollectionLayoutItem]

  public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutItem]) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }

  public convenience init(layoutSize: CollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// A header or footer of a section (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`):
/// a supplementary view of `elementKind`, at the section's edge its `alignment` names.
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
  public let elementKind: String
  public let alignment: RectAlignment
  /// Whether the header (footer) stays at the top (bottom) of the visible bounds while any of
  /// its section is in view. Default false. Apple: the pinned item "is shown while any portion
  /// of the section or layout it's attached to is visible"; the section's end pushes it away.
  /// Being in front, a pinned header takes the taps over the cells scrolled under it
  /// (docs/collection-view.md).
  public var pinToVisibleBounds = false
  /// Where the view is stacked among the collection's elements, cells being at 0 (Apple's
  /// `UICollectionViewLayoutAttributes.zIndex`: "Items with higher index values appear on top
  /// of items with lower values"). Default 0. Apple's pinned-header sample sets 2.
  public var zIndex = 0
  /// Whether the item takes space of its own at the section's edge. Default true. False lays
  /// it over the section's content, at its edge (Apple: whether it "extends the content area").
  public var extendsBoundary = true

  public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// Where an element sits on its container's edges (UIKit's `NSRectAlignment`).
public enum RectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

  /// Whether the alignment puts a supplementary item before its section's content along
  /// the scroll axis (vertical: the top edges; horizontal: the leading ones).
  func isBefore(vertical: Bool) -> Bool {
    vertical
      ? [.top, .topLeading, .topTrailing].contains(self)
      : [.leading, .topLeading, .bottomLeading].contains(self)
  }

  /// Whether it puts the item after the content.
  func isAfter(vertical: Bool) -> Bool {
    vertical
      ? [.bottom, .bottomLeading, .bottomTrailing].contains(self)
      : [.trailing, .topTrailing, .bottomTrailing].contains(self)
  }
}
