import Foundation

/// The help overlay (`?`): every key the app binds (``KeyHelp/sections``), by section, drawn over the screen.
///
/// It draws whatever the table holds, so a key added there is a key the overlay shows. The
/// entries flow down a column and on into the next, as many columns side by side as the screen
/// has room for (each at least ``minimumColumnWidth`` wide), then onto further pages when even
/// that is not enough (60×16 shows a few entries a page); `↓`/`PgDn` and `↑`/`PgUp` turn them.
/// An entry is never split between columns, and a section that goes on in the next column says
/// so in its heading. Long actions wrap under themselves; keys wider than the key column get a
/// line of their own.
enum HelpOverlay {
  /// Narrower columns would wrap most actions onto three lines.
  static let minimumColumnWidth = 36
  /// Wider columns make lines too long to read; the box shrinks to its content instead.
  static let maximumColumnWidth = 76
  /// Columns between columns.
  static let gutter = 3

  /// One line of the overlay: a section heading, or (part of) an entry: its keys and action.
  struct Line: Equatable {
    var keys: String
    var text: String
    var isHeading = false

    static func heading(_ title: String) -> Line { Line(keys: "", text: title, isHeading: true) }
  }

  /// The table laid out for a content area: the width of each column and of its key column, and
  /// the pages, each a list of columns of lines.
  struct Layout: Equatable {
    var columnWidth: Int
    var keyWidth: Int
    var pages: [[[Line]]]

    /// Rows the tallest column takes: the box keeps this height on every page.
    var rows: Int { pages.flatMap { $0 }.map(\.count).max() ?? 0 }
    /// Columns of the page with the most of them.
    var columnsPerPage: Int { pages.map(\.count).max() ?? 1 }
    var contentWidth: Int { columnsPerPage * columnWidth + (columnsPerPage - 1) * HelpOverlay.gutter }
  }

  /// The layout for `sections` in at most `width` × `height` cells of content: the fewest
  /// columns that fit everything on one page, else as many columns as fit (fewest pages).
  static func layout(_ sections: [KeyHelp.Section], width: Int, height: Int) -> Layout {
    let most = max(1, (width + gutter) / (minimumColumnWidth + gutter))
    var best: Layout?
    for count in 1...most {
      let columnWidth = min(maximumColumnWidth, (width - gutter * (count - 1)) / count)
      let columns = flow(sections, columnWidth: columnWidth, height: max(1, height))
      let pages = stride(from: 0, to: columns.count, by: count).map {
        Array(columns[$0..<min($0 + count, columns.count)])
      }
      let layout = Layout(
        columnWidth: columnWidth, keyWidth: keyWidth(sections, columnWidth: columnWidth), pages: pages)
      if pages.count == 1 { return fitted(layout) }
      if best.map({ pages.count < $0.pages.count }) ?? true { best = layout }
    }
    return best ?? Layout(columnWidth: width, keyWidth: 0, pages: [])
  }

  /// A one-page layout with its column as narrow as its longest line, so the box fits the text.
  private static func fitted(_ layout: Layout) -> Layout {
    guard layout.columnsPerPage == 1 else { return layout }
    var fitted = layout
    let widest = layout.pages.flatMap { $0 }.flatMap { $0 }.map { line in
      line.keys.isEmpty
        ? TextWidth.width(of: line.text)
        : max(TextWidth.width(of: line.keys), layout.keyWidth + 2 + TextWidth.width(of: line.text))
    }.max()
    fitted.columnWidth = min(layout.columnWidth, widest ?? layout.columnWidth)
    return fitted
  }

  /// Keys take a column as wide as the widest, up to a third of the column.
  static func keyWidth(_ sections: [KeyHelp.Section], columnWidth: Int) -> Int {
    let widest = sections.flatMap(\.entries).map { TextWidth.width(of: $0.keys) }.max() ?? 0
    return min(widest, columnWidth / 3)
  }

  /// Lines of `sections` in columns of `height` lines `columnWidth` wide.
  static func flow(_ sections: [KeyHelp.Section], columnWidth: Int, height: Int) -> [[Line]] {
    let keys = keyWidth(sections, columnWidth: columnWidth)
    var columns: [[Line]] = [[]]
    for section in sections {
      for (index, entry) in section.entries.enumerated() {
        var block = lines(of: entry, keyWidth: keys, columnWidth: columnWidth)
        let needsGap = index == 0 && !(columns.last ?? []).isEmpty
        if index == 0 { block.insert(.heading(section.title), at: 0) }
        if (columns.last ?? []).count + block.count + (needsGap ? 1 : 0) > height,
          !(columns.last ?? []).isEmpty
        {
          columns.append([])
          if index > 0 { block.insert(.heading("\(section.title) (continued)"), at: 0) }
        } else if needsGap {
          block.insert(Line(keys: "", text: ""), at: 0)
        }
        columns[columns.count - 1] += block
      }
    }
    return columns.filter { !$0.isEmpty }
  }

  /// An entry as lines: the action wrapped beside its keys, or under them when they are wider
  /// than the key column.
  static func lines(of entry: KeyHelp, keyWidth: Int, columnWidth: Int) -> [Line] {
    let actionWidth = max(8, columnWidth - keyWidth - 2)
    let wrapped = LessonPane.wrap(entry.action, width: actionWidth)
    if TextWidth.width(of: entry.keys) > keyWidth {
      return [Line(keys: entry.keys, text: "")] + wrapped.map { Line(keys: " ", text: $0) }
    }
    return wrapped.enumerated().map { Line(keys: $0.offset == 0 ? entry.keys : " ", text: $0.element) }
  }

  /// The overlay of the keys `sections` lists (the app's bindings) and the legend, for this
  /// screen.
  static func layout(of sections: [KeyHelp.Section], for screen: ScreenLayout) -> Layout {
    let room = OverlayBox.maximumContent(in: screen)
    return layout(sections + [Legend.section], width: room.columns, height: room.rows)
  }

  /// The help's own update: `page` turned by `delta`, within its `pageCount` pages.
  static func page(_ page: Int, turnedBy delta: Int, pageCount: Int) -> Int {
    min(pageCount - 1, max(0, page + delta))
  }

  /// Draws `page` of `layout` (``layout(of:for:)``) on `screen`.
  static func draw(page: Int, of layout: Layout, on screen: ScreenLayout, into canvas: inout Canvas) {
    let page = min(max(0, page), max(0, layout.pages.count - 1))
    let box = OverlayBox(contentColumns: layout.contentWidth, rows: layout.rows, in: screen)
    let footer =
      layout.pages.count > 1 ? "page \(page + 1) of \(layout.pages.count) · ↓/PgDn next · ↑/PgUp back" : nil
    box.draw(title: "Keys · ? or Esc closes", footer: footer, into: &canvas)
    guard layout.pages.indices.contains(page) else { return }
    let area = box.content
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    for (index, column) in layout.pages[page].enumerated() {
      let left = area.column + index * (layout.columnWidth + gutter)
      for (offset, line) in column.prefix(area.rows).enumerated() {
        draw(line, column: left, row: area.row + offset, layout: layout, into: &canvas)
      }
    }
  }

  private static func draw(_ line: Line, column: Int, row: Int, layout: Layout, into canvas: inout Canvas) {
    if line.isHeading {
      canvas.put(
        line.text, column: column, row: row, maxColumns: layout.columnWidth, style: .bold, role: .title)
      return
    }
    let keys = line.keys.trimmingCharacters(in: .whitespaces)
    canvas.put(keys, column: column, row: row, maxColumns: layout.columnWidth, style: .bold, role: .hint)
    let textColumn = column + layout.keyWidth + 2
    canvas.put(
      line.text, column: textColumn, row: row, maxColumns: column + layout.columnWidth - textColumn,
      role: .plain)
  }
}
