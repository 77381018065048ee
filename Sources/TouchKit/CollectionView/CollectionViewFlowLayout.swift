import Foundation

/// UIKit's grid-and-lines layout (`UICollectionViewFlowLayout`): items fill a line, then the
/// next, along the scroll direction's cross axis; each section has an optional header and
/// footer and its insets. Where things go is ``FlowLayoutPlan`` (FlowLayoutPlan.swift); the
/// rules and their sources are there.
///
/// The delegate, when it is a ``CollectionViewDelegateFlowLayout``, is asked for each size,
/// inset and spacing, and its defaults answer this layout's properties, as Apple documents.
/// With an ``estimatedItemSize`` items are self-sizing: placed at the estimate until
/// displayed, then at the size their cell prefers (CollectionView+SelfSizing.swift).
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// Which way the content scrolls; lines run across it (UIKit's `UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }

  /// UIKit's `UICollectionViewFlowLayout.automaticSize`, the estimate that asks cells to size
  /// themselves; an item not displayed yet is laid out as ``itemSize``.
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: 50)

  /// Default 50 × 50 (Apple: "The default size value is (50.0, 50.0)").
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Default zero: no estimate, no self-sizing. Any other size makes items self-sizing, and
  /// is where an item not displayed yet is laid out (``itemSize`` for ``automaticSize``).
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// Default 10 (Apple: "The default value of this property is 10.0").
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Default 10 (Apple, as above).
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Default zero (Apple: "The default edge insets are all set to 0").
  open var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
  /// Default zero: no header. Only the scroll direction's dimension counts (the height of a
  /// vertical layout's header, the width of a horizontal one's), as Apple documents.
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

  /// Where everything is, since the last ``prepare()``.
  var plan = FlowLayoutPlan()

  public override init() {
    super.init()
  }

  /// The item size without a delegate's: the estimate when there is one, else ``itemSize``.
  var defaultItemSize: CGSize {
    estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
  }

  /// Asks the delegate (or the properties) for every section's sizes and lays the lines out.
  /// A subclass that overrides it calls `super`, as in UIKit.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      plan = FlowLayoutPlan()
      return
    }
    let vertical = scrollDirection == .vertical
    let bounds = collectionView.bounds.size
    var builder = FlowLayoutPlan.Builder(vertical: vertical, extent: vertical ? bounds.width : bounds.height)
    let delegate = collectionView.delegate as? (any CollectionViewDelegateFlowLayout)
    for section in 0..<collectionView.numberOfSections {
      let metrics = FlowLayoutPlan.SectionMetrics(
        inset: ask(delegate, .insetForSectionAt, sectionInset) {
          $0.collectionView(collectionView, layout: self, insetForSectionAt: section)
        },
        lineSpacing: ask(delegate, .minimumLineSpacingForSectionAt, minimumLineSpacing) {
          $0.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        },
        interitemSpacing: ask(delegate, .minimumInteritemSpacingForSectionAt, minimumInteritemSpacing) {
          $0.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        },
        header: ask(delegate, .referenceSizeForHeaderInSection, headerReferenceSize) {
          $0.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
        },
        footer: ask(delegate, .referenceSizeForFooterInSection, footerReferenceSize) {
          $0.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        })
      let count = collectionView.numberOfItems(inSection: section)
      let fixed = defaultItemSize
      builder.addSection(metrics, itemCount: count) { item in
        let indexPath = IndexPath(item: item, section: section)
        if let preferred = preferredSizes[indexPath] { return preferred }
        return ask(delegate, .sizeForItemAt, fixed) {
          $0.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        }
      }
    }
    plan = builder.plan
  }

  /// The delegate's answer, announced as the person's code, or `fallback` without a delegate.
  private func ask<Answer>(
    _ delegate: (any CollectionViewDelegateFlowLayout)?, _ method: UserMethod, _ fallback: Answer,
    _ question: (any CollectionViewDelegateFlowLayout) -> Answer
  ) -> Answer {
    guard let delegate else { return fallback }
    return UserCode.run(method, of: delegate) { question(delegate) }
  }

  open override var collectionViewContentSize: CGSize { plan.contentSize }

  /// Self-sizing: "Specifying an estimated size … enables the self-sizing behavior" (Apple's
  /// `estimatedItemSize`).
  override var sizesItemsByContent: Bool { estimatedItemSize != .zero }

  /// True when the layout sizes items by their content and the cell prefers another size.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    sizesItemsByContent && preferredAttributes.size != originalAttributes.size
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    plan.elements(in: rect)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    plan.item(at: indexPath)
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    plan.supplementary(ofKind: elementKind, at: indexPath)
  }
}
