import Foundation

/// Where a layout puts one element of a collection view: a cell or a supplementary view
/// (UIKit's `UICollectionViewLayoutAttributes`).
open class CollectionViewLayoutAttributes {
  /// What kind of element the attributes place.
  public enum ElementCategory: Int, Sendable {
    case cell, supplementaryView, decorationView
  }

  public var frame: CGRect
  public var indexPath: IndexPath
  public let representedElementCategory: ElementCategory
  /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader`); nil for a cell.
  public let representedElementKind: String?
  public var zIndex = 0
  public var isHidden = false
  public var alpha: CGFloat = 1
  /// Which of a self-sizing cell's lengths its content decides when the layout offers it these
  /// attributes (`preferredLayoutAttributesFitting(_:)`): both for a flow layout's estimated
  /// items; for a compositional layout's, the item's `.estimated` dimensions, the others held
  /// (a list row keeps the list's width). UIKit passes this to its cells privately; not API.
  var fitsWidth = true
  var fitsHeight = true

  /// A cell's attributes (UIKit's `init(forCellWith:)`).
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    frame = .zero
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// A supplementary view's attributes (UIKit's `init(forSupplementaryViewOfKind:with:)`).
  public required init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    frame = .zero
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }

  /// A decoration view's attributes (UIKit's `init(forDecorationViewOfKind:with:)`).
  public required init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    frame = .zero
    representedElementCategory = .decorationView
    representedElementKind = kind
  }

  /// A copy (UIKit's attributes are `NSCopying`): a self-sizing cell is offered one, so its
  /// answer cannot change what the layout holds.
  func copied() -> Self {
    let copy =
      switch (representedElementCategory, representedElementKind) {
      case (.supplementaryView, let kind?): Self(forSupplementaryViewOfKind: kind, with: indexPath)
      case (.decorationView, let kind?): Self(forDecorationViewOfKind: kind, with: indexPath)
      default: Self(forCellWith: indexPath)
      }
    copy.frame = frame
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.alpha = alpha
    copy.fitsWidth = fitsWidth
    copy.fitsHeight = fitsHeight
    return copy
  }

  public var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
}
