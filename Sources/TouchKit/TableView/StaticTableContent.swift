import Foundation

/// The sections and rows a layout file declares for a table (`sections:`, docs/layout-format.md),
/// for teaching without code: a data source of fixed titles whose cells are plain
/// `UITableViewCell`s with the row's text in `textLabel` (and its image in `imageView`), dequeued, shown, reused and selected
/// as any data source's are, so a tap on a row is the real table's highlight and selection.
public final class StaticTableContent: TableViewDataSource {
  /// One section: its header and footer titles, and its rows.
  public struct Section: Equatable, Sendable {
    public var header: String?
    public var footer: String?
    public var rows: [Row]

    public init(header: String? = nil, footer: String? = nil, rows: [Row]) {
      self.header = header
      self.footer = footer
      self.rows = rows
    }

    /// A section of rows with text only.
    public init(header: String? = nil, footer: String? = nil, rows: [String]) {
      self.init(header: header, footer: footer, rows: rows.map { Row(text: $0) })
    }
  }

  /// One row: the text of its cell's `textLabel`, and the name of the image in its cell's
  /// `imageView` (TableViewCell+ImageView.swift), if any.
  public struct Row: Equatable, Sendable {
    public var text: String
    public var image: String?

    public init(text: String, image: String? = nil) {
      self.text = text
      self.image = image
    }
  }

  public let sections: [Section]
  /// The identifier its cells are registered and dequeued under.
  public static let reuseIdentifier = "StaticCell"

  public init(sections: [Section]) {
    self.sections = sections
  }

  /// Shows the sections in `table`: registers the cell class and becomes its data source. The
  /// table keeps it (``TableView/staticContent``), since `dataSource` is weak.
  public func show(in table: TableView) {
    table.register(TableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    table.staticContent = self
    table.dataSource = self
  }

  public func numberOfSections(in tableView: TableView) -> Int { sections.count }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    let row = sections[indexPath.section].rows[indexPath.row]
    cell.textLabel?.text = row.text
    // As code that sets an image only for rows with one (and clears a reused cell's): a row with
    // no image makes no image view, so its hit test and trace are a text-only row's.
    if let image = row.image {
      cell.imageView?.image = Image(named: image)
    } else {
      cell.imageViewStorage?.image = nil
    }
    return cell
  }

  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].footer : nil
  }
}
