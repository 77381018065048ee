import Foundation

/// The table's side of swipe actions (``SwipeActionController`` holds the rules): its delegate's
/// two questions, run as the person's code.
extension TableView {
  /// The delegate's actions for `edge` of row `indexPath`; nil without a delegate.
  func askSwipeActions(_ edge: SwipeActionController.Edge, at indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  {
    guard let delegate else { return nil }
    switch edge {
    case .leading:
      return UserCode.run(.leadingSwipeActions, of: delegate) {
        delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      }
    case .trailing:
      return UserCode.run(.trailingSwipeActions, of: delegate) {
        delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      }
    }
  }

}
