import TouchKit

/// The side pane: the latest touch sequence's trace, one record per line, indented by depth and
/// coloured by ``TraceStep/category``, scrolled to ``UIState/paneTop``.
enum TracePane {
  static func draw(_ state: UIState, into canvas: inout Canvas) {
    let area = state.layout.paneArea
    canvas.clip = area
    let records = state.trace.records
    let top = state.paneTop
    let shown = records[min(top, records.count)..<min(top + state.layout.paneLines, records.count)]
    let header =
      records.isEmpty
      ? "Trace: click a view to touch it"
      : "Trace \(top + 1)–\(top + shown.count) of \(records.count)\(state.followsEnd ? "" : " (scrolled)")"
    canvas.put(
      header, column: area.column + 1, row: area.row, maxColumns: area.columns - 1, style: .bold, role: .title
    )
    for (offset, record) in shown.enumerated() {
      let line = String(repeating: "  ", count: max(0, record.depth)) + record.step.message
      put(line, row: area.row + 1 + offset, area: area, role: role(for: record.step.category), into: &canvas)
    }
    canvas.clip = CellRect(column: 0, row: 0, columns: canvas.columns, rows: canvas.rows)
  }

  /// A line cut to the pane, with `…` where it was cut.
  private static func put(
    _ line: String, row: Int, area: CellRect, role: Cell.Role, into canvas: inout Canvas
  ) {
    let room = area.columns - 1
    let fits = TextWidth.width(of: Sanitizer.sanitize(line)) <= room
    let text = fits ? line : Sanitizer.clip(line, toColumns: room - 1) + "…"
    canvas.put(text, column: area.column + 1, row: row, maxColumns: room, role: role)
  }

  static func role(for category: TraceCategory) -> Cell.Role {
    switch category {
    case .input: .traceInput
    case .touch: .traceTouch
    case .hitTest: .traceHitTest
    case .delivery: .traceDelivery
    case .responder: .traceResponder
    case .sequence, .timer: .traceSequence
    case .recognizer: .traceRecognizer
    // Until the pane has colours of their own: control steps are delivery, actions hops.
    case .control: .traceDelivery
    case .action: .traceResponder
    }
  }
}
