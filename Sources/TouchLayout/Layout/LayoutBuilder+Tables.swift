import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// `sections:` on a `class: TableView` view: static sections and rows, for teaching without
/// code (``StaticTableContent``). The table is the real one: its rows are reused cells named
/// `list[0,1]`, highlighted and selected as UIKit's are.
///
/// ```yaml
/// class: TableView
/// sections:
///   - {header: Fruit, rows: [Apple, {text: Banana, image: banana}]}
///   - {header: More, footer: That is all, rows: [Kiwi]}
/// ```
extension LayoutBuilder {
  func applyTableKeys(_ fields: Fields, to table: TableView) {
    guard let node = classKey(fields, "sections", on: table) else { return }
    guard case .sequence(let list) = node else {
      log.error(
        "sections must be a list of sections ({header:, footer:, rows: [...]}), got \(NodeKind(node).phrase)",
        at: node.mark)
      return
    }
    var sections: [StaticTableContent.Section] = []
    var rowCount = 0
    for item in list {
      guard let section = tableSection(item) else { return }
      rowCount += section.rows.count
      guard rowCount <= LayoutLimits.maximumViewCount else {
        log.error(
          "a table's sections may hold at most \(LayoutLimits.maximumViewCount) rows (the layout's view limit)",
          at: item.mark)
        return
      }
      sections.append(section)
    }
    StaticTableContent(sections: sections).show(in: table)
  }

  /// One section: `header:` and `footer:` titles, `rows:` a list of row texts.
  private func tableSection(_ node: YAMLNode) -> StaticTableContent.Section? {
    guard let fields = Fields(node, describing: "a section", validKeys: ViewKeys.tableSection, log: log)
    else {
      return nil
    }
    let header = fields["header"].flatMap { string($0, "header") }
    let footer = fields["footer"].flatMap { string($0, "footer") }
    guard let rowsNode = fields["rows"] else {
      log.error("a section needs 'rows:', a list of row texts", at: fields.mark)
      return nil
    }
    guard case .sequence(let rowNodes) = rowsNode else {
      log.error("rows must be a list of row texts, got \(NodeKind(rowsNode).phrase)", at: rowsNode.mark)
      return nil
    }
    let rows = rowNodes.map(tableRow)
    guard !rows.contains(nil) else { return nil }
    return StaticTableContent.Section(header: header, footer: footer, rows: rows.compactMap { $0 })
  }

  /// One row: its text, or `{text:, image:}`, the image shown in the cell's `imageView`.
  private func tableRow(_ node: YAMLNode) -> StaticTableContent.Row? {
    guard case .mapping = node else { return string(node, "each row text").map { .init(text: $0) } }
    guard let fields = Fields(node, describing: "a row", validKeys: ViewKeys.tableRow, log: log) else {
      return nil
    }
    guard let textNode = fields["text"] else {
      log.error("a row needs 'text:'", at: fields.mark)
      return nil
    }
    guard let text = string(textNode, "text") else { return nil }
    let image = fields["image"].flatMap { string($0, "image") }
    if fields["image"] != nil, image == nil { return nil }
    return StaticTableContent.Row(text: text, image: image)
  }
}

/// `tableHeaderView: banner` and `tableFooterView: credits` on a `class: TableView`: one of the
/// table's own `subviews:`, by its id, becomes its `tableHeaderView` (`tableFooterView`), at
/// its frame's height and the table's width (TableView+TableHeaderView.swift), as an Interface
/// Builder file's `<view key="tableHeaderView">` is imported.
extension LayoutBuilder {
  func attachEndViews(_ fields: Fields, of table: TableView) {
    for key in TableView.endViewKeys {
      guard let node = classKey(fields, key, on: table), let id = string(node, key) else { continue }
      guard let view = table.subviews.first(where: { $0.id == id && !($0 is TableViewCell) }) else {
        let names = table.subviews.map(\.id).filter { !$0.isEmpty }
        let list = names.isEmpty ? "it has none" : "its subviews are " + names.joined(separator: ", ")
        log.error("\(key) names '\(id)', which is not a subview of this table; \(list)", at: node.mark)
        continue
      }
      if key == "tableHeaderView" { table.tableHeaderView = view } else { table.tableFooterView = view }
    }
  }
}

/// `imageView: icon` and `image: star` on a `class: TableViewCell`: the cell's `imageView`
/// (TableViewCell+ImageView.swift) is the image view `icon` of its content view, as an Interface
/// Builder cell's archived image view is (the cell's `imageView="…"` attribute), and shows the
/// image named `star`, as `cell.imageView?.image = UIImage(named: "star")` does.
extension LayoutBuilder {
  func attachImageView(_ fields: Fields, of cell: TableViewCell) {
    if let node = classKey(fields, "imageView", on: cell), let id = string(node, "imageView") {
      if let imageView = cell.contentView.subviews.first(where: { $0.id == id }) as? ImageView {
        cell.adoptArchivedImageView(imageView)
      } else {
        log.error(
          "imageView names '\(id)', which is not an image view in this cell's content view", at: node.mark)
      }
    }
    if let node = classKey(fields, "image", on: cell), let name = string(node, "image") {
      cell.imageView?.image = Image(named: name)
    }
  }
}
