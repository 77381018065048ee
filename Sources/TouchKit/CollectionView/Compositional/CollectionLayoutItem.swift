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
  /// Whether the header stays on screen while its section scrolls: kept, not modelled
  /// (TouchLab lays it out where it begins).
  public var pinToVisibleBounds = false
  public var zIndex = 0

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
