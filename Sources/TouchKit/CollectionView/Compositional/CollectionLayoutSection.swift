import Foundation

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group,
/// repeated until the section's items are used, with its insets, the space between groups,
/// its headers and footers, and whether it scrolls across the collection.
///
/// Apple: `contentInsets` is "the amount of space between the content of the section and its
/// boundaries"; `interGroupSpacing` "the amount of space between the groups in the section".
/// Headers and footers span the section's width inside its leading and trailing insets
/// (Apple's `supplementariesFollowContentInsets`, default true) and lie outside its top and
/// bottom insets (UNSOURCED, what iOS shows).
public final class CollectionLayoutSection {
  public let group: CollectionLayoutGroup
  public var contentInsets = DirectionalEdgeInsets.zero
  public var interGroupSpacing: CGFloat = 0
  /// Headers and footers, by their alignment (`.top` before the items, `.bottom` after).
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Views the layout puts behind the section (`.background(elementKind:)`).
  public var decorationItems: [CollectionLayoutDecorationItem] = []
  /// Whether the headers and footers keep within the leading and trailing insets. Default true.
  public var supplementariesFollowContentInsets = true
  /// Whether the section's groups run across the scroll axis in a scroll view of their own.
  public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
  /// Called as the section's visible items change: kept, never called (no animation).
  public var visibleItemsInvalidationHandler:
    (([any CollectionLayoutVisibleItem], CGPoint, any CollectionLayoutEnvironment) -> Void)?

  public init(group: CollectionLayoutGroup) {
    self.group = group
  }
}

/// How a section scrolls across the collection (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Every behaviour but `none` gives
/// the section a scroll view of its own; TouchLab has no momentum, so the paging ones stop
/// where the finger stops, as `continuous` does (docs/collection-view.md).
public enum OrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// An item a section's invalidation handler is shown (UIKit's `NSCollectionLayoutVisibleItem`).
public protocol CollectionLayoutVisibleItem: AnyObject {
  var frame: CGRect { get }
  var indexPath: IndexPath { get }
}

/// What a section provider is told about the collection (UIKit's
/// `NSCollectionLayoutEnvironment`).
public protocol CollectionLayoutEnvironment {
  var container: any CollectionLayoutContainer { get }
  var traitCollection: TraitCollection { get }
}

/// The space a compositional layout fills (UIKit's `NSCollectionLayoutContainer`): the
/// collection's bounds, less its content insets.
public protocol CollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: DirectionalEdgeInsets { get }
  var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// The environment a compositional layout hands its section provider.
struct CompositionalLayoutEnvironment: CollectionLayoutEnvironment, CollectionLayoutContainer {
  var contentSize: CGSize
  var traitCollection: TraitCollection
  var container: any CollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: DirectionalEdgeInsets { .zero }
  var effectiveContentInsets: DirectionalEdgeInsets { .zero }
}
