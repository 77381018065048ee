import Foundation

/// Why an open menu closed (a `menuClosed` record; docs/menus.md).
public enum MenuCloseReason: String, Sendable, CaseIterable {
  /// A row's action was chosen.
  case itemChosen
  /// A touch outside the menu's rows ended: it closed the menu and reached no view of the app's.
  case tappedOutside
  /// Another menu opened.
  case replaced
  /// Code closed it (`UIContextMenuInteraction.dismissMenu()`).
  case dismissed
}
