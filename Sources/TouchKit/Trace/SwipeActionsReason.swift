import Foundation

/// Why a table row's swipe actions opened or closed (TableView+SwipeActions.swift), as the
/// `swipeActions` record says it.
public enum SwipeActionsReason: String, Equatable, Sendable {
  /// The swipe ended past half the actions' width: the row stays open on them.
  case swipedOpen
  /// The swipe ended before half the actions' width: the row slides back.
  case notFarEnough
  /// A touch went down elsewhere in the table while the row was open.
  case touchElsewhere
  /// An action's handler called its completion.
  case actionCompleted
  /// The table scrolled, reloaded or updated its rows while the row was open.
  case tableChanged
  /// The swipe was cancelled (the touch was cancelled, or the recognizer disabled).
  case swipeCancelled

  /// How a sentence says it.
  public var phrase: String {
    switch self {
    case .swipedOpen: "the swipe ended past half the actions' width"
    case .notFarEnough: "the swipe ended before half the actions' width"
    case .touchElsewhere: "a touch went down elsewhere in the table"
    case .actionCompleted: "the action's handler called its completion"
    case .tableChanged: "the table scrolled or changed its rows"
    case .swipeCancelled: "the swipe was cancelled"
    }
  }
}
