import TouchKit

/// The side pane: the latest touch sequence's trace, one record per line, indented by depth and
/// coloured by ``TraceStep/category``, scrolled to ``UIState/paneTop``.
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
  static func draw(_ state: UIState, into canvas: inout Canvas) {
    let area = state.layout.paneArea
    canvas.clip = area
    let records = state.trace.records
    let top = state.paneTop
    let shown = records[min(top, records.count)..<min(top + state.layout.paneLines, records.count)]
    var header =
      records.isEmpty
      ? "Trace: click a view to touch it"
      : "Trace \(top + 1)–\(top + shown.count) of \(records.count)\(state.followsEnd ? "" : " (scrolled)")"
    // After a toggle: what changed, first, and the record where the traces part marked.
    let whatIf = state.toggles.whatIf
    if let whatIf { header = whatIf.headline + " · " + header }
    canvas.put(
      header, column: area.column + 1, row: area.row, maxColumns: area.columns - 1, style: .bold, role: .title
    )
    for (offset, record) in shown.enumerated() {
      let line = String(repeating: "  ", count: max(0, record.depth)) + record.step.message
      put(line, row: area.row + 1 + offset, area: area, look: look(for: record.step), into: &canvas)
      if let parting = whatIf?.partingIndex, top + offset == parting {
        canvas.put("≠", column: area.column, row: area.row + 1 + offset, style: .bold, role: .warning)
      }
    }
    canvas.clip = CellRect(column: 0, row: 0, columns: canvas.columns, rows: canvas.rows)
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

  /// A record's colour role and attributes.
  static func look(for step: TraceStep) -> (role: Cell.Role, style: Cell.Style) {
    switch step {
    case .invalidTransition: (.warning, .normal)
    case .stateChange: (.traceRecognizer, .bold)
    case .actionSent: (.traceAction, .bold)
    case .pointer, .sequenceEnd: (role(for: step.category), .bold)
    default: (role(for: step.category), .normal)
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
    case .action: .traceAction
    }
  }
}
