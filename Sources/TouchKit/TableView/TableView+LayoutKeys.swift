import Foundation

/// The keys a layout's table takes by kind (its entry in the built-in class table): the
/// heights and selection switches UIKit's `UITableView` has as properties, which an Interface
/// Builder file stores on its `<tableView>` (`rowHeight="60"`, `allowsSelection="NO"`) and
/// `touchlab import` writes. `sections:`, `staticSections:` (a storyboard's static cells),
/// `dataSource:`, `delegate:`, `tableHeaderView:` and `tableFooterView:` (the id of one of the
/// table's subviews) are read by TouchLayout.
extension TableView {
  /// UIKit's property names; each is a number of points, or -1 (`automaticDimension`).
  public static let heightKeys = [
    "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
  ]

  /// UIKit's property names (Interface Builder's attributes are the same): whether a tap
  /// selects a row, and how many (Apple's defaults: true, false, false, false).
  public static let selectionKeys = [
    "allowsSelection", "allowsMultipleSelection", "allowsSelectionDuringEditing",
    "allowsMultipleSelectionDuringEditing",
  ]

  /// UIKit's property names for the table's own header and footer views.
  public static let endViewKeys = ["tableHeaderView", "tableFooterView"]

  static let layoutKeys: [LayoutKey] =
    [LayoutKey("sections"), LayoutKey("staticSections"), LayoutKey("dataSource"), LayoutKey("delegate")]
    + endViewKeys.map { LayoutKey($0) }
    + heightKeys.map { LayoutKey($0, .number) } + selectionKeys.map { LayoutKey($0, .bool) }

  /// Sets the heights a layout gave. Apple: each is "a nonnegative value" used when the
  /// delegate gives none, or `automaticDimension`; any other negative height is refused.
  static func apply(_ keys: [String: LayoutKey.Value], to table: TableView) -> [LayoutKey.Problem] {
    var problems: [LayoutKey.Problem] = []
    for key in selectionKeys {
      guard case .bool(let value) = keys[key] else { continue }
      switch key {
      case "allowsSelection": table.allowsSelection = value
      case "allowsMultipleSelection": table.allowsMultipleSelection = value
      case "allowsSelectionDuringEditing": table.allowsSelectionDuringEditing = value
      default: table.allowsMultipleSelectionDuringEditing = value
      }
    }
    for key in heightKeys {
      guard case .number(let value) = keys[key] else { continue }
      let height = CGFloat(value)
      guard height >= 0 || height == automaticDimension else {
        problems.append(
          LayoutKey.Problem(
            key: key,
            message: "\(key) must be 0 or more, or -1 (automaticDimension), got \(Format.number(height))"))
        continue
      }
      switch key {
      case "rowHeight": table.rowHeight = height
      case "estimatedRowHeight": table.estimatedRowHeight = height
      case "sectionHeaderHeight": table.sectionHeaderHeight = height
      default: table.sectionFooterHeight = height
      }
    }
    return problems
  }
}
