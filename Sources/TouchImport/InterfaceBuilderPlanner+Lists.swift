import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// What places a list's rows and items, as Interface Builder stores it: a `<tableView>`'s
/// heights (`rowHeight="60"`, UIKit's `UITableView` properties, -1 being `automaticDimension`)
/// and a `<collectionView>`'s `<collectionViewFlowLayout key="collectionViewLayout">`
/// (UIKit's `UICollectionViewFlowLayout` properties), written as the layout's `rowHeight:` and
/// `flowLayout:` keys, so a tap on the third 60-point row hits that row as on iOS.
extension InterfaceBuilderPlanner {
  /// The flow layout's attributes and `<size>`/`<inset>` keys that are read.
  private static let flowNumbers = ["minimumLineSpacing", "minimumInteritemSpacing"]
  private static let flowSizes = [
    "itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize",
  ]
  private static let flowAttributes = Set(["key", "id", "scrollDirection"] + flowNumbers)
  /// A plain table's section heights, left automatic (see ``listLines(of:)``).
  private static let plainSectionKeys: Set<String> = ["sectionHeaderHeight", "sectionFooterHeight"]

  /// The layout lines for `element`'s list keys; none for other elements.
  mutating func listLines(of element: InterfaceBuilderElement) -> [String] {
    switch element.name {
    case "tableView":
      // A prototype cell's own `rowHeight` (Xcode writes it when the size inspector's Custom is
      // checked) is the height Interface Builder draws it at, and no more: a dynamic table places
      // its rows at its own `rowHeight` (or its delegate's, or the cell's self-sizing), as iOS
      // does at run time (community: useyourloaf.com, "Self Sizing Table View Cells In Interface
      // Builder": "changing this row height only changes the height of the cell in Interface
      // Builder - it doesn't change the row height at runtime"; Apple documents nothing).
      let plain = (element["style"] ?? "plain") == "plain"
      return TableView.heightKeys.compactMap { key -> String? in
        // -1 is `automaticDimension`, the default; another negative height UIKit refuses.
        guard let value = number(element, key), value != Double(TableView.automaticDimension) else {
          return nil
        }
        // Xcode writes a plain table's section heights whatever the table shows (28 or 22, its
        // inspector's defaults, in 16 of 24 plain tables of the real files checked), and a plain
        // table shows no header or footer for a section with neither a title nor a view (no gap
        // above the first row of such a table on iOS: community-observed, UNSOURCED). TouchLab's
        // table gives an untitled section a header of a fixed `sectionHeaderHeight`, so a plain
        // table's positive ones are left automatic: a titled section still gets its header. A 0
        // hides headers, titled or not, in both.
        if plain, value > 0, Self.plainSectionKeys.contains(key) { return nil }
        guard value >= 0 else {
          warn("\(key)=\"\(YAMLText.number(value))\" is negative; left out", at: element)
          return nil
        }
        return "\(key): \(YAMLText.number(value))"
      } + TableView.selectionKeys.compactMap { key in element.bool(key).map { "\(key): \($0)" } }
    case "collectionView":
      // Another layout element (a custom class's) is listed with the view's unread children.
      guard let layout = element.child("collectionViewFlowLayout", key: "collectionViewLayout") else {
        return []
      }
      return flowLayoutLine(layout).map { [$0] } ?? []
    default: return []
    }
  }

  /// `flowLayout: {itemSize: [117, 104], …}`; what the element holds beyond these is listed.
  private mutating func flowLayoutLine(_ layout: InterfaceBuilderElement) -> String? {
    var parts: [String] = []
    if let direction = layout["scrollDirection"] {
      parts.append("scrollDirection: \(YAMLText.quoted(direction))")
    }
    for key in Self.flowNumbers {
      if let value = number(layout, key) { parts.append("\(key): \(YAMLText.number(value))") }
    }
    for attribute in layout.attributes.keys.sorted() where !Self.flowAttributes.contains(attribute) {
      unsupported.add(
        "\(attribute) on \(layout.name)", reasonKey: "", line: layout.line, column: layout.column)
    }
    for child in layout.children {
      let key = child["key"] ?? ""
      if child.name == "size", Self.flowSizes.contains(key) {
        let size = [number(child, "width") ?? 0, number(child, "height") ?? 0]
        // A negative size is UIKit's to refuse; the layout's default stays.
        guard size.allSatisfy({ $0 >= 0 }) else { continue }
        parts.append("\(key): [\(size.map(YAMLText.number).joined(separator: ", "))]")
      } else if child.name == "inset", key == "sectionInset" {
        let inset = ["minY", "minX", "maxY", "maxX"].map { number(child, $0) ?? 0 }
        parts.append("sectionInset: [\(inset.map(YAMLText.number).joined(separator: ", "))]")
      } else {
        unsupported.add(
          "\(child.name) (\(key)) on \(layout.name)", reasonKey: "", line: child.line, column: child.column)
      }
    }
    return parts.isEmpty ? nil : "flowLayout: {\(parts.joined(separator: ", "))}"
  }

  /// A `<tableView>`'s `<view key="tableHeaderView">` and `key="tableFooterView"` (any view
  /// element: a search bar is one too), each imported as a subview of the table, after its
  /// others, and named by the layout's `tableHeaderView:`/`tableFooterView:` key, so the table
  /// puts it above its first section (below its last) as iOS does.
  func tableEndViews(of element: InterfaceBuilderElement) -> [(key: String, element: InterfaceBuilderElement)]
  {
    guard element.name == "tableView" else { return [] }
    return TableView.endViewKeys.compactMap { key in element.child(key: key).map { (key, $0) } }
  }

  /// `tableHeaderView: <id>` for each end view, the last of `subviews` being theirs.
  func endViewLines(
    _ endViews: [(key: String, element: InterfaceBuilderElement)], subviews: [ImportedView]
  ) -> [String] {
    zip(endViews, subviews.suffix(endViews.count)).map { endView, view in
      "\(endView.key): \(YAMLText.quoted(view.id))"
    }
  }

  /// A static table's sections (`<tableView dataMode="static">`'s `<sections>`), in order;
  /// none for any other element.
  static func staticSections(of element: InterfaceBuilderElement) -> [InterfaceBuilderElement] {
    guard element.name == "tableView", element["dataMode"] == "static" else { return [] }
    return element.child("sections")?.children.filter { $0.name == "tableViewSection" } ?? []
  }

  /// A static table's cells, section after section: imported as the table's subviews, as a
  /// storyboard makes them once when the scene loads.
  static func staticCells(of element: InterfaceBuilderElement) -> [InterfaceBuilderElement] {
    staticSections(of: element).flatMap {
      $0.child("cells")?.children.filter { $0.name == "tableViewCell" } ?? []
    }
  }

  /// `staticSections: [{header: "Account", cells: ["…", "…"], rowHeights: {"…": 60}}, …]`
  /// for a static table whose cells are planned (``staticCells(of:)``), naming them by their
  /// TouchLab ids; nil for any other element. A cell's own `rowHeight` is its row's height,
  /// as the stored frames of the real files show (a cell with `rowHeight="75"` is stored 75
  /// points tall, the others at the table's height).
  mutating func staticSectionsLine(of element: InterfaceBuilderElement) -> String? {
    let sections = Self.staticSections(of: element)
    guard !sections.isEmpty else { return nil }
    var entries: [String] = []
    for section in sections {
      var parts: [String] = []
      if let title = section["headerTitle"] { parts.append("header: \(YAMLText.quoted(title))") }
      if let title = section["footerTitle"] { parts.append("footer: \(YAMLText.quoted(title))") }
      var ids: [String] = []
      var heights: [String] = []
      for cell in section.child("cells")?.children ?? [] where cell.name == "tableViewCell" {
        guard let objectID = cell.objectID, let id = idsByObject[objectID] else { continue }
        ids.append(YAMLText.quoted(id))
        if let height = number(cell, "rowHeight"), height >= 0 {
          heights.append("\(YAMLText.quoted(id)): \(YAMLText.number(height))")
        }
      }
      parts.append("cells: [\(ids.joined(separator: ", "))]")
      if !heights.isEmpty { parts.append("rowHeights: {\(heights.joined(separator: ", "))}") }
      entries.append("{\(parts.joined(separator: ", "))}")
    }
    return "staticSections: [\(entries.joined(separator: ", "))]"
  }
}

/// A `<tableViewCell>`'s image view (UIKit's `UITableViewCell.imageView`,
/// TableViewCell+ImageView.swift): the cell's `imageView="…"` names the `<imageView>` among its
/// content view's subviews, as `textLabel="…"` names its label (the form Xcode writes for a
/// styled cell's label; the image view's by the same pattern), and an `image="…"` on the cell
/// is the image it shows. Written as the layout's `imageView:` (the view's TouchLab id) and
/// `image:` keys, so the person's `cell.imageView?.image = …` sets that view's image and the
/// text of a cell made in code moves after it.
extension InterfaceBuilderPlanner {
  func cellImageViewLines(of element: InterfaceBuilderElement) -> [String] {
    var lines: [String] = []
    if let reference = element["imageView"], let id = idsByObject[reference],
      document.objects[reference]?.name == "imageView"
    {
      lines.append("imageView: \(YAMLText.quoted(id))")
    }
    if let image = element["image"], !image.isEmpty { lines.append("image: \(YAMLText.quoted(image))") }
    return lines
  }
}
