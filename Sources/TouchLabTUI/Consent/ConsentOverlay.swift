import Foundation

/// The consent question drawn over the screen (``ConsentModal``): which layout, the files that
/// would be compiled and run (full paths, broken over lines rather than cut: the whole path is
/// what the person judges; as many as fit), and the keys
/// that answer. File names come from the file system and may hold anything: they are drawn
/// through the canvas, which sanitizes them (``Sanitizer``).
enum ConsentOverlay {
  /// The widest the box's content gets: wide enough for a path, narrow enough to read.
  static let maximumColumns = 96

  static func draw(_ modal: ConsentModal, in layout: ScreenLayout, into canvas: inout Canvas) {
    let room = OverlayBox.maximumContent(in: layout)
    let width = min(maximumColumns, room.columns)
    let file = Sanitizer.sanitize(URL(fileURLWithPath: modal.question.layout).lastPathComponent)
    var lines = LessonPane.wrap(
      "\(file) names Swift code that TouchLab would compile and run in this process:", width: width)
    let files = modal.question.files.flatMap { broken("  " + Sanitizer.sanitize($0), width: width) }
    // Keep room for the question and the keys under the list.
    let listRoom = max(1, room.rows - lines.count - 4)
    lines +=
      files.count <= listRoom
      ? files : files.prefix(listRoom - 1) + ["  … and \(files.count - listRoom + 1) more"]
    lines += [""] + LessonPane.wrap("Run it? Only say yes to code you trust.", width: width)
    let keys = modal.isArmed ? "y runs it (remembered) · n or Esc: not now · q quits" : "…"
    let box = OverlayBox(contentColumns: width, rows: lines.count + 1, in: layout)
    box.draw(title: "Run this layout's code?", footer: nil, into: &canvas)
    let area = box.content
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    for (offset, line) in lines.prefix(area.rows - 1).enumerated() {
      canvas.put(line, column: area.column, row: area.row + offset, maxColumns: area.columns, role: .plain)
    }
    canvas.put(
      keys, column: area.column, row: area.row + min(lines.count, area.rows - 1), maxColumns: area.columns,
      style: .bold, role: .warning)
  }

  /// `text` in pieces of at most `width` columns, the later ones indented: a path has no spaces
  /// to wrap at.
  static func broken(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var used = 0
    for character in text {
      let columns = TextWidth.width(of: String(character))
      if used + columns > width, !line.isEmpty {
        lines.append(line)
        (line, used) = ("    ", 4)
      }
      line.append(character)
      used += columns
    }
    return lines + [line]
  }
}
