import Foundation

/// What places a collection view's items (UIKit's abstract `UICollectionViewLayout`): the
/// collection asks it for the content's size and for the elements in the visible rectangle,
/// after its ``prepare()``. ``CollectionViewFlowLayout`` is the one UIKit ships and TouchLab
/// has; a person's subclass overrides these members, as in UIKit.
open class CollectionViewLayout {
  /// The collection the layout places; set when the layout is given to one. Weak, as UIKit's.
  public internal(set) weak var collectionView: CollectionView?
  /// Whether ``prepare()`` must run again before the next question.
  var needsPrepare = true
  /// The classes of the decoration views, by kind.
  var decorationClasses: [String: CollectionReusableView.Type] = [:]

  /// Registers `viewClass` (a `UICollectionReusableView` subclass) for the decoration views of
  /// `elementKind`, which the layout makes itself; nil unregisters.
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass as? CollectionReusableView.Type
  }

  public init() {}

  /// Computes what the layout needs; called before the first question after an invalidation.
  open func prepare() {}

  /// The size of everything the layout places.
  open var collectionViewContentSize: CGSize { .zero }

  /// The elements whose frames meet `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

  /// Where the item at `indexPath` is.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

  /// Where the supplementary view of `elementKind` at `indexPath` is.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? { nil }

  /// Says the layout must be computed again (the data or the bounds changed).
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// Whether a change of the collection's bounds to `newBounds` needs a new layout. Default:
  /// false, as UIKit's (a scroll keeps the layout); the flow layout answers true when the size
  /// changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Whether a change of a self-sizing cell's attributes (its
  /// `preferredLayoutAttributesFitting(_:)` answer) needs a new layout. Default: false, as
  /// UIKit's; the flow layout answers true for a new size when it has an estimate.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool { false }

  /// Whether the layout asks its cells for their sizes (CollectionView+SelfSizing.swift).
  var sizesItemsByContent: Bool { false }
  /// The sizes self-sizing cells gave, by item, since the items were last counted: a layout
  /// that sizes items by their content lays these out in place of its estimates.
  var preferredSizes: [IndexPath: CGSize] = [:]

  /// What the supplementary views of `kind` belong to, which names them in a trace. Default:
  /// a section, as a flow layout's headers and footers; a compositional layout's badges belong
  /// to items and its configuration's headers to the whole layout.
  func scope(ofSupplementaryKind kind: String) -> SupplementaryScope { .section }

  /// Runs ``prepare()`` if an invalidation asked for it, announced as the person's code.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    UserCode.run(.prepareLayout, of: self) { prepare() }
  }
}

/// What a supplementary view belongs to: a section (`grid.header[0]`), an item
/// (`grid.badge[0,3]`, Apple: "A supplementary item follows the index path of the item it's
/// attached to") or the whole layout (`grid.banner`).
enum SupplementaryScope: Sendable {
  case section, item, layout
}
