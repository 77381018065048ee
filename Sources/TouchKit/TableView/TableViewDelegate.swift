import Foundation

/// What a table tells and asks about its rows' heights, display, highlight and selection
/// (UIKit's `UITableViewDelegate`).
///
/// As with ``TableViewDataSource``, UIKit's optional methods are requirements with default
/// implementations that do what UIKit does without them, so a person's method is the witness
/// the table calls. One default says it ran: UIKit asks `heightForRowAt` of every row when the
/// delegate has it and uses `rowHeight` for all rows when it has not, and a table of a million
/// rows must not ask a million times to find out (``TableView/delegateHasRowHeights``).
public protocol TableViewDelegate: AnyObject {
  /// Default: the table's `rowHeight` (Apple: "If you don't implement this method, the table
  /// view uses the value in its rowHeight property").
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Default: the table's `sectionHeaderHeight`.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// Default: the table's `sectionFooterHeight`.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// Default nil: a titled section gets a header the table makes for its title. The default
  /// says it ran (``TableView/delegateHasHeaderViews``), as `heightForRowAt`'s does.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// Default nil: a titled section gets a footer the table makes for its title.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
  func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// Default true (Apple: "If you do not implement this method, the default return value is true").
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// Default: `indexPath`. Nil selects nothing; another path selects that row instead.
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// Apple: "Tells the delegate that the user tapped the detail button for the specified row."
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Default: `indexPath`. Nil keeps the row selected.
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// The actions a row shows when swiped right (left to right). Default nil: none.
  func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  /// The actions a row shows when swiped left. Default nil: none (UIKit's default is a Delete
  /// action when the data source commits editing styles; TouchLab has no editing styles yet).
  func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.delegateHasRowHeights = false
    return tableView.rowHeight
  }
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    tableView.delegateHasHeaderViews = false
    return nil
  }
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    tableView.delegateHasFooterViews = false
    return nil
  }
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
}
