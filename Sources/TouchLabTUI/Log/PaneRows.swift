/// The rows of the log pane: the shown sequence's lines (``LogLines``) and the rows between
/// them that stand for no record.
///
/// - A reload's mark (``ReloadMark``), before the first line at or after its record: the
///   lines above it are the old file's.
/// - In step mode, the lines after the step are not shown: one row counts them instead
///   (`… 7 more steps`). A learner stepping through a dispatch should be able to guess the
///   next step before `j` shows it, which the next lines on screen would give away. Each `j`
///   reveals one more. The count stays: how far there is to go is no spoiler.
///
/// The pane scrolls by rows (``UIState/paneTop``); the cursor, filters and search work on
/// lines, so a row is mapped to its line and back here.
struct PaneRows {
  enum Row: Equatable {
    case line(Int)
    case reload(String)
    /// The lines after the step, not shown: how many.
    case ahead(Int)
  }

  let lines: LogLines
  /// Lines shown: all of them, or in step mode the lines up to the step's.
  let shownLines: Int
  /// The marks shown, by the line each comes before (``LogLines/count``: after the last).
  let reloads: [(line: Int, text: String)]

  /// `stepLine`: the step's line in step mode (-1 before the first line), else nil.
  init(lines: LogLines, reloads: [ReloadMark], stepLine: Int?) {
    self.lines = lines
    let shown = stepLine.map { min(lines.count, max(0, $0 + 1)) } ?? lines.count
    shownLines = shown
    // A mark after the last line shown is ahead too, unless every line is shown.
    self.reloads = reloads.compactMap { mark in
      let line = lines.line(atOrAfter: mark.before) ?? lines.count
      return line < shown || shown == lines.count ? (line, mark.text) : nil
    }
  }

  /// Lines not shown, after the step.
  var ahead: Int { lines.count - shownLines }
  var count: Int { shownLines + reloads.count + (ahead > 0 ? 1 : 0) }

  func row(_ index: Int) -> Row {
    for (before, mark) in reloads.enumerated() {
      let markRow = mark.line + before
      if markRow == index { return .reload(mark.text) }
      if markRow > index { return .line(index - before) }
    }
    let line = index - reloads.count
    return line < shownLines ? .line(line) : .ahead(ahead)
  }

  /// The row showing `line`.
  func row(ofLine line: Int) -> Int {
    line + reloads.count(where: { $0.line <= line })
  }
}
