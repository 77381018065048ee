import Foundation

/// A view a compositional layout puts behind a section's content (UIKit's
/// `NSCollectionLayoutDecorationItem`), made by the layout from the class registered with
/// ``CollectionViewLayout/register(_:forDecorationViewOfKind:)``, not by the data source.
///
/// Apple's `background(elementKind:)` is "a section background decoration item"; it spans the
/// section (its headers and footers too: UNSOURCED), less its own `contentInsets`. A
/// decoration view is a view: it takes the touches that reach it like any other (it is a
/// `UICollectionReusableView`, interaction on), so a tap between the cells hits it and goes up
/// the responder chain to the collection, which selects nothing.
public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
  public let elementKind: String
  /// Its place among the section's elements (cells at 0). Default 0; on a tie TouchLab puts it
  /// behind the cells (CollectionView+ZIndex.swift).
  public var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A section's background of `elementKind`.
  public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
    CollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
