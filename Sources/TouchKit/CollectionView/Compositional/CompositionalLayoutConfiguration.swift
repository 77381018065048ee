import Foundation

/// What a compositional layout does across its sections (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
public final class CompositionalLayoutConfiguration {
  /// Which way the sections follow one another. Default vertical.
  public var scrollDirection = CollectionView.ScrollDirection.vertical
  /// The space between sections. Default 0.
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout: a header before the first section, a footer
  /// after the last (CompositionalLayoutPlan+LayoutBoundary.swift).
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

  public init() {}
}

extension CollectionView {
  /// Which way a layout's content scrolls (UIKit's `UICollectionView.ScrollDirection`).
  public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}
