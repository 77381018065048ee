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
  /// Supplementary items attached to the item (badges), placed on each of its cells
  /// (``CollectionLayoutSupplementaryItem``). A group's own are not laid out.
  public let supplementaryItems: [CollectionLayoutSupplementaryItem]

  public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }

  public convenience init(layoutSize: CollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// A header or footer of a section (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`):
/// a supplementary view of `elementKind`, at the section's edge its `alignment` names.
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
  public let alignment: RectAlignment
  /// Whether the header (footer) stays at the top (bottom) of the visible bounds while any of
  /// its section is in view. Default false. Apple: the pinned item "is shown while any portion
  /// of the section or layout it's attached to is visible"; the section's end pushes it away.
  /// Being in front, a pinned header takes the taps over the cells scrolled under it
  /// (docs/collection-view.md).
  public var pinToVisibleBounds = false
  /// Whether the item takes space of its own at the section's edge. Default true. False lays
  /// it over the section's content, at its edge (Apple: whether it "extends the content area").
  public var extendsBoundary = true

  public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
    self.alignment = alignment
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: CollectionLayoutAnchor(edges: alignment.edges), itemAnchor: nil)
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

  /// The edges it names, as an anchor's.
  var edges: DirectionalRectEdge {
    switch self {
    case .none: []
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }

  /// Whether it puts the item after the content.
  func isAfter(vertical: Bool) -> Bool {
    vertical
      ? [.bottom, .bottomLeading, .bottomTrailing].contains(self)
      : [.trailing, .topTrailing, .bottomTrailing].contains(self)
  }
}
