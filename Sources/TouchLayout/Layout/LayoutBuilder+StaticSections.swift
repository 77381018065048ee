import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// `staticSections:` on a `class: TableView`: a storyboard's static table
/// (`<tableView dataMode="static">`), as `touchlab import` writes it. The cells are the table's
/// own `subviews:` (each a `TableViewCell`, made once with its subviews, class, outlets and
/// actions like any view of the file), named by id section by section; they leave the
/// table's subviews and become its ``TableView/staticSections``, which a
/// `UITableViewController`'s default data source answers, so the table shows each cell at its
/// row. `rowHeights:` gives a cell's own height (Xcode's `rowHeight` on a static cell).
///
/// ```yaml
/// staticSections:
///   - {header: Account, cells: [profileCell, notificationsCell]}
///   - {header: Display, cells: [textSizeCell], rowHeights: {textSizeCell: 60}}
/// ```
extension LayoutBuilder {
  func attachStaticSections(_ fields: Fields, of table: TableView) {
    guard let node = classKey(fields, "staticSections", on: table) else { return }
    guard case .sequence(let list) = node else {
      log.error(
        "staticSections must be a list of sections ({header:, footer:, cells: [...]}), got \(NodeKind(node).phrase)",
        at: node.mark)
      return
    }
    var cellsByID: [String: TableViewCell] = [:]
    for case let cell as TableViewCell in table.subviews where !cell.id.isEmpty { cellsByID[cell.id] = cell }
    var used: Set<String> = []
    var sections: [StaticTableSection] = []
    for item in list {
      guard
        let fields = Fields(item, describing: "a static section", validKeys: ViewKeys.staticSection, log: log)
      else { return }
      guard case .sequence(let cellNodes)? = fields["cells"] else {
        log.error("a static section needs 'cells:', a list of the ids of the table's cells", at: fields.mark)
        return
      }
      var heights: [String: CGFloat] = [:]
      if let heightsNode = fields["rowHeights"] {
        guard case .mapping(let mapping) = heightsNode else {
          log.error("rowHeights must map cell ids to heights", at: heightsNode.mark)
          return
        }
        for entry in mapping {
          guard let id = string(entry.key, "cell id"), let value = number(entry.value, "rowHeights"),
            value >= 0
          else { continue }
          heights[id] = CGFloat(value)
        }
      }
      var section = StaticTableSection(
        headerTitle: fields["header"].flatMap { string($0, "header") },
        footerTitle: fields["footer"].flatMap { string($0, "footer") }, cells: [], rowHeights: [])
      for cellNode in cellNodes {
        guard let id = string(cellNode, "cell id") else { continue }
        guard let cell = cellsByID[id], used.insert(id).inserted else {
          let names = cellsByID.keys.sorted()
          let list = names.isEmpty ? "it has none" : "its cells are " + names.joined(separator: ", ")
          log.error(
            "staticSections names '\(id)', which is no cell of this table (once); \(list)", at: cellNode.mark)
          continue
        }
        section.cells.append(cell)
        section.rowHeights.append(heights[id])
      }
      sections.append(section)
    }
    // Made once, shown by the table at their rows: not subviews until then.
    for section in sections { for cell in section.cells { cell.removeFromSuperview() } }
    table.staticSections = sections
  }
}
