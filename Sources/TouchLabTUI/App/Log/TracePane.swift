import Foundation
import TouchKit
import TouchTrace

/// The side pane, the log: the shown touch sequence's trace (the latest, or an earlier one),
/// one record per line under the filter and folding (``LogLines``), indented by depth and
/// coloured by ``TraceStep/category``, scrolled to ``UIState/paneTop``, with a reload's mark
/// between lines and, in step mode, the lines ahead of the step counted, not shown
/// (``PaneRows``). The selected line (the
/// step the canvas shows) is in reverse video with ``cursorGlyph`` before it; the last search's
/// matches are bold in their own colour.
///
/// Inputs and sequence ends are bold in the default colour: they are the headings the other
/// lines hang under. Recognizer records (and their timers, which recognizers own) are magenta,
/// their state changes bold, because a state change is the outcome a reader looks for; red is
/// kept for what is wrong (an invalid transition a recognizer asked for), so that a failed or
/// cancelled gesture, which is ordinary, does not read as an error. Control records share the
/// touches' yellow (they are the control's side of its touch), target-action the responder
/// chain's blue (a nil-target action walks it), with the action that was sent in bold. Bold
/// also survives `NO_COLOR`.
enum TracePane {
  /// Marks the selected line (the step the canvas shows), in the column left of the text.
  static let cursorGlyph: Character = "▶"

  static func draw(_ state: UIState, into canvas: inout Canvas) {
    let area = state.layout.paneArea
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    let rows = state.paneRows
    let lines = rows.lines
    let top = state.paneTop
    let window = min(top, rows.count)..<min(top + state.layout.paneLines, rows.count)
    let shownLines = window.compactMap { if case .line(let line) = rows.row($0) { line } else { nil } }
    canvas.put(
      header(state, lines: lines, shown: shownLines), column: area.column + 1, row: area.row,
      maxColumns: area.columns - 1, style: .bold, role: .title)
    let selected = state.log.cursor.flatMap { lines.line(showing: $0) }
    // After a toggle, the record where the re-run's trace parts from the one before is marked.
    let whatIf = state.log.sequence == nil ? state.toggles.whatIf : nil
    for (offset, index) in window.enumerated() {
      let row = area.row + 1 + offset
      let line: Int
      switch rows.row(index) {
      case .line(let shown): line = shown
      case .reload(let text):
        put(text, row: row, area: area, look: (.traceSequence, .bold), into: &canvas)
        continue
      case .ahead(let count):
        let steps = count == 1 ? "1 more step" : "\(count) more steps"
        put("… \(steps) (j shows the next)", row: row, area: area, look: (.hint, .dim), into: &canvas)
        continue
      }
      let record = lines.trace.records[lines.record(atLine: line)]
      var appearance = look(for: record.step)
      if line == selected {
        appearance.style.insert(.reverse)
        canvas.fill(
          CellRect(column: area.column + 1, row: row, columns: area.columns - 1, rows: 1),
          with: Cell(style: .reverse, role: appearance.role))
        canvas.set(Cell(cursorGlyph, style: .bold, role: .stepFocus), column: area.column, row: row)
      }
      if let parting = whatIf?.partingIndex, lines.record(atLine: line) == parting {
        canvas.put("≠", column: area.column, row: row, style: .bold, role: .warning)
      }
      let text = lines.text(atLine: line)
      put(text, row: row, area: area, look: appearance, into: &canvas)
      highlight(state.log.query, in: text, row: row, area: area, style: appearance.style, into: &canvas)
    }
  }

  /// The header: the search prompt while it is open; else what the pane shows (the filter's
  /// name), which lines (`shown`, the lines on screen, in order), and the folding, sequence
  /// and search in force.
  static func header(_ state: UIState, lines: LogLines, shown: [Int]) -> String {
    if let prompt = state.log.prompt { return "Search: \(prompt)_ (Enter next · Esc cancel)" }
    let filter = state.log.filter
    var parts: [String] = []
    // After a toggle: what changed, first (for the current sequence, not an earlier one).
    if state.log.sequence == nil, let whatIf = state.toggles.whatIf { parts.append(whatIf.headline) }
    if lines.trace.records.isEmpty {
      parts.append(
        state.log.stepMode ? "Step mode: click a view to step through it" : "Trace: click a view to touch it")
    } else if lines.isEmpty {
      parts.append("\(filter.title): no lines (v: next filter)")
    } else {
      let scrolled = !state.log.followsEnd && state.log.cursor == nil ? " (scrolled)" : ""
      let range = shown.first.map { "\($0 + 1)–\((shown.last ?? $0) + 1)" } ?? "0"
      parts.append("\(filter.title) \(range) of \(lines.count)\(scrolled)")
    }
    if state.log.folded { parts.append("folded") }
    let position = state.sequencePosition
    if position.count > 1 { parts.append("sequence \(position.number) of \(position.count)") }
    if !state.log.query.isEmpty { parts.append("/\(state.log.query)") }
    return parts.joined(separator: " · ")
  }

  /// Marks where `query` occurs in a drawn line (ignoring case), as far as the line shows.
  private static func highlight(
    _ query: String, in text: String, row: Int, area: CellRect, style: Cell.Style, into canvas: inout Canvas
  ) {
    guard !query.isEmpty else { return }
    let room = area.columns - 1
    var searchRange = text.startIndex..<text.endIndex
    while let match = text.range(of: query, options: .caseInsensitive, range: searchRange) {
      let column = TextWidth.width(of: Sanitizer.sanitize(String(text[..<match.lowerBound])))
      guard column < room - 1 else { return }
      canvas.put(
        String(text[match]), column: area.column + 1 + column, row: row, maxColumns: room - 1 - column,
        style: style.union(.bold), role: .searchMatch)
      searchRange = match.upperBound..<text.endIndex
    }
  }

  /// A line cut to the pane, with `…` where it was cut.
  private static func put(
    _ line: String, row: Int, area: CellRect, look: (role: Cell.Role, style: Cell.Style),
    into canvas: inout Canvas
  ) {
    let room = area.columns - 1
    let fits = TextWidth.width(of: Sanitizer.sanitize(line)) <= room
    let text = fits ? line : Sanitizer.clip(line, toColumns: room - 1) + "…"
    canvas.put(text, column: area.column + 1, row: row, maxColumns: room, style: look.style, role: look.role)
  }

  /// A record's colour role and attributes: its category's colour, bold for a headline, the
  /// warning colour for a warning (the record table's ``TraceEntry/emphasis``).
  static func look(for step: TraceStep) -> (role: Cell.Role, style: Cell.Style) {
    let entry = step.entry
    switch entry.emphasis {
    case .plain: return (role(for: entry.category), .normal)
    case .headline: return (role(for: entry.category), .bold)
    case .warning: return (.warning, .normal)
    }
  }

  static func role(for category: TraceCategory) -> Cell.Role {
    switch category {
    case .input: .traceInput
    case .touch: .traceTouch
    case .hitTest: .traceHitTest
    case .delivery: .traceDelivery
    case .responder: .traceResponder
    case .sequence: .traceSequence
    case .recognizer, .timer: .traceRecognizer
    case .control: .traceControl
    case .action, .code: .traceAction
    }
  }
}
