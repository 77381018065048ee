import Foundation

/// One section of a storyboard's static table (`<tableView dataMode="static">`, the usual
/// settings screen): its header and footer titles and its cells, made once when the scene
/// loads, as iOS makes them, with their subviews, classes, accessories and outlets.
///
/// UIKit keeps a static table's content in its `UITableViewController` (Xcode: "Static table
/// views are only valid when embedded in UITableViewController instances"), whose default data
/// source and delegate methods answer it: so here the table holds it
/// (``TableView/staticSections``) and only ``TableViewController``'s defaults read it; a
/// subclass that overrides `numberOfRowsInSection` and calls `super` (to hide a row) gets it.
public struct StaticTableSection {
  public var headerTitle: String?
  public var footerTitle: String?
  /// The section's cells, in order: row `i` shows `cells[i]`.
  public var cells: [TableViewCell]
  /// Each cell's own height, where Xcode wrote one (`rowHeight="60"`, the size inspector's
  /// Custom); nil for the table's `rowHeight`.
  public var rowHeights: [CGFloat?]

  public init(headerTitle: String?, footerTitle: String?, cells: [TableViewCell], rowHeights: [CGFloat?]) {
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.cells = cells
    self.rowHeights = rowHeights
  }
}

extension TableView {
  /// The static section `section`, if the table has static content and that section.
  func staticSection(_ section: Int) -> StaticTableSection? {
    guard let staticSections, staticSections.indices.contains(section) else { return nil }
    return staticSections[section]
  }

  /// The static cell of `indexPath`, if there is one.
  func staticCell(at indexPath: IndexPath) -> TableViewCell? {
    guard let cells = staticSection(indexPath.section)?.cells, cells.indices.contains(indexPath.row) else {
      return nil
    }
    return cells[indexPath.row]
  }
}
