import Foundation

/// Where a list's visible view sits: the index path a table's or collection's cell shows now,
/// and for a collection's header, footer or other supplementary view, its kind (UIKit's
/// `elementKind`). What `describe`, `query` and XPath see a cell by (`indexPath="2,5"`), as the
/// trace names it (`list[2,5]`).
public struct ListPlace: Equatable, Sendable {
  public var indexPath: IndexPath
  /// The supplementary kind (`UICollectionElementKindSectionHeader`); nil for a cell.
  public var elementKind: String?
}

extension View {
  /// The place this view shows in its table or collection while it is visible there; nil for
  /// any other view, and for a cell waiting in a reuse queue (it is in no hierarchy then).
  public var listPlace: ListPlace? {
    if let cell = self as? TableViewCell, let indexPath = cell.shownIndexPath {
      return ListPlace(indexPath: indexPath, elementKind: nil)
    }
    if let reusable = self as? CollectionReusableView, let indexPath = reusable.shownIndexPath {
      return ListPlace(indexPath: indexPath, elementKind: reusable.shownElementKind)
    }
    return nil
  }
}
