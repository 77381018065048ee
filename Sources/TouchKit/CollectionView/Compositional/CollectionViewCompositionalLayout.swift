import Foundation

/// UIKit's layout of items, groups and sections (`UICollectionViewCompositionalLayout`): one
/// section layout for every section, or a provider asked for each section with the
/// collection's environment. Where things go is ``CompositionalLayoutPlan``; the rules and
/// their sources are there and in docs/collection-view.md.
///
/// An orthogonally scrolling section's items are shown in a scroll view of their own
/// (CollectionView+Orthogonal.swift), so ``layoutAttributesForElements(in:)`` gives them at
/// their unscrolled places, as UIKit's does.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
  /// Asked for each section's layout (UIKit's
  /// `UICollectionViewCompositionalLayoutSectionProvider`).
  public typealias SectionProvider = (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

  private let sectionProvider: SectionProvider
  /// What the layout does across sections. Setting it lays the collection out again.
  public var configuration: CompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }
  /// Where everything is, since the last ``prepare()``.
  var plan = CompositionalLayoutPlan()

  public init(section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration) {
    sectionProvider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  public convenience init(section: CollectionLayoutSection) {
    self.init(section: section, configuration: CompositionalLayoutConfiguration())
  }

  public init(
    sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
  }

  /// Asks the provider for each section's layout (as the person's code) and places them.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      plan = CompositionalLayoutPlan()
      return
    }
    let size = collectionView.bounds.size
    let environment = CompositionalLayoutEnvironment(
      contentSize: size, traitCollection: collectionView.traitCollection)
    var builder = CompositionalLayoutPlan.Builder(
      vertical: configuration.scrollDirection == .vertical, container: size,
      interSectionSpacing: configuration.interSectionSpacing)
    var preferred: [Int: [Int: CGSize]] = [:]
    for (indexPath, size) in preferredSizes where indexPath.count == 2 {
      preferred[indexPath.section, default: [:]][indexPath.item] = size
    }
    builder.addLayoutBoundary(configuration.boundarySupplementaryItems, before: true)
    for section in 0..<collectionView.numberOfSections {
      let layout = UserCode.run(.sectionProvider, of: self) { sectionProvider(section, environment) }
      builder.addSection(
        layout, itemCount: collectionView.numberOfItems(inSection: section),
        preferred: preferred[section] ?? [:])
    }
    builder.addLayoutBoundary(configuration.boundarySupplementaryItems, before: false)
    plan = builder.plan
  }

  /// Items with an `.estimated` dimension size themselves (CompositionalLayoutPlan+SelfSizing.swift);
  /// the others are never asked (their attributes fit neither length).
  override var sizesItemsByContent: Bool { true }

  /// True when the cell prefers another size than its estimate, so the layout is prepared
  /// again with it (UIKit's compositional layout re-lays out its self-sizing items).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.size != originalAttributes.size
  }

  open override var collectionViewContentSize: CGSize { plan.contentSize }

  open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    plan.elements(in: rect, visible: visibleBounds, limit: CollectionView.maximumVisibleElements)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    plan.item(at: indexPath)
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    plan.supplementary(ofKind: elementKind, at: indexPath, visible: visibleBounds)
  }

  override func scope(ofSupplementaryKind kind: String) -> SupplementaryScope {
    plan.layoutKinds.contains(kind) ? .layout : plan.itemKinds.contains(kind) ? .item : .section
  }

  /// The collection's bounds, which pinned headers and footers keep to.
  private var visibleBounds: CGRect { collectionView?.bounds ?? .zero }

  /// A new size lays the sections out again (their fractions are of the collection's size).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }
}
