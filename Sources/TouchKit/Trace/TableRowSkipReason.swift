import Foundation

/// Why a touch on a table's row, or a collection view's item, highlighted or selected nothing
/// (ListSelectionTracker.swift).
public enum TableRowSkipReason: String, Equatable, Sendable {
  /// `allowsSelection` is false: no highlight, no selection (Apple's `allowsSelection`).
  case selectionNotAllowed
  /// The delegate's `tableView(_:shouldHighlightRowAt:)` answered false.
  case shouldHighlightFalse
  /// The delegate's `tableView(_:willSelectRowAt:)` answered nil.
  case willSelectNil
  /// The touch was cancelled: the table scrolled, or a recognizer took the touch
  /// (`cancelsTouchesInView`), so the lift never reached the row.
  case touchCancelled
  /// The finger left the row before lifting.
  case movedOut
  /// A collection view's delegate's `collectionView(_:shouldHighlightItemAt:)` answered false.
  case shouldHighlightItemFalse
  /// A collection view's delegate's `collectionView(_:shouldSelectItemAt:)` answered false.
  case shouldSelectItemFalse
  /// The table is editing and `allowsSelectionDuringEditing` is false (Apple's
  /// `allowsSelectionDuringEditing`, default false).
  case selectionNotAllowedDuringEditing

  /// How a sentence says it.
  public var phrase: String {
    switch self {
    case .selectionNotAllowed: "allowsSelection is false"
    case .shouldHighlightFalse: "tableView(_:shouldHighlightRowAt:) answered false"
    case .willSelectNil: "tableView(_:willSelectRowAt:) answered nil"
    case .touchCancelled: "the touch was cancelled (a scroll, or a recognizer that cancels touches in view)"
    case .movedOut: "the finger left the row before lifting"
    case .shouldHighlightItemFalse: "collectionView(_:shouldHighlightItemAt:) answered false"
    case .shouldSelectItemFalse: "collectionView(_:shouldSelectItemAt:) answered false"
    case .selectionNotAllowedDuringEditing: "the table is editing and allowsSelectionDuringEditing is false"
    }
  }
}
