import Foundation
import TouchKit

/// The log pane and the sequence messages: the line cursor (time travel), the filter,
/// folding, earlier sequences. Its keys are in LogBindings.swift; step mode is in Step/,
/// search in Update+Search.swift.
extension Update {
  static func goLive(_ state: inout UIState) {
    state.log.cursor = nil
    state.log.sequence = nil
    state.log.followsEnd = true
  }

  /// ↑/↓ (and `j`): the line `delta` away from the selected one; from live, ↑ selects the last
  /// line.
  static func moveCursor(by delta: Int, _ state: inout UIState) {
    let lines = state.logLines
    guard !lines.isEmpty else { return }
    guard let cursor = state.log.cursor else {
      guard delta < 0 else { return }
      return select(line: lines.count - 1, &state)
    }
    // A selected record no longer shown counts as just after the line before it.
    let current = lines.line(showing: cursor) ?? -1
    let shown = lines.record(atLine: max(0, current)) == cursor
    let target = current + (delta < 0 && !shown ? delta + 1 : delta)
    select(line: min(max(0, target), lines.count - 1), &state)
  }

  /// Home: the first line.
  static func selectFirstLine(_ state: inout UIState) {
    guard !state.logLines.isEmpty else { return }
    select(line: 0, &state)
  }

  /// A click on a line of the log pane selects it.
  static func selectLine(atRow row: Int, column: Int, _ state: inout UIState) {
    let area = state.layout.paneArea
    guard !state.lesson.isShown, state.scriptPicker == nil, area.contains(column: column, row: row),
      row > area.row
    else { return }
    guard case .line(let line) = state.paneRows.row(state.paneTop + row - area.row - 1),
      line < state.logLines.count
    else { return }
    select(line: line, &state)
  }

  /// Selects `line`: its record is the step the canvas shows; the pane scrolls to show it.
  static func select(line: Int, _ state: inout UIState) {
    let lines = state.logLines
    guard lines.count > line, line >= 0 else { return }
    state.log.cursor = lines.record(atLine: line)
    reveal(line: line, &state)
  }

  /// Scrolls the pane the least that shows `line` (and at the first line, a reload's mark above
  /// it).
  static func reveal(line: Int, _ state: inout UIState) {
    let row = line == 0 ? 0 : state.paneRows.row(ofLine: line)
    state.log.scroll = ScrollWindow.top(revealing: row, from: state.paneTop, visible: state.layout.paneLines)
    state.log.followsEnd = false
  }

  /// `v` and `z`: the lines change; the selected step stays selected, or the line before it
  /// (the folded call it is inside, say) when it is no longer shown.
  static func changeLines(_ state: inout UIState, _ change: (inout TraceLog) -> Void) {
    change(&state.log)
    let lines = state.logLines
    if let cursor = state.log.cursor, let line = lines.line(showing: cursor) ?? lines.line(atOrAfter: cursor)
    {
      select(line: line, &state)
    }
  }

  /// `<` / `>`: the earlier / later sequence, from its first step in step mode, else at its end.
  static func moveInHistory(by delta: Int, _ state: inout UIState) {
    let earlier = state.log.history.earlier.count
    guard earlier > 0 else {
      state.status =
        "no earlier sequence yet: each touch sequence is kept (up to \(SequenceHistory.maximumSequences))"
      return
    }
    let target = (state.log.sequence ?? earlier) + delta
    guard target >= 0 else {
      state.status = "this is the earliest sequence kept"
      return
    }
    guard target <= earlier else {
      state.status = "this is the latest sequence: End goes live"
      return
    }
    state.log.sequence = target == earlier ? nil : target
    state.log.cursor = nil
    let lines = state.logLines
    guard !lines.isEmpty else { return goLive(&state) }
    select(line: state.log.stepMode ? 0 : lines.count - 1, &state)
  }

  /// The session cleared the trace for a new touch sequence: the one that ended goes into the
  /// history, and the pane shows the new one live, or from its first step in step mode.
  static func newSequence(_ state: inout UIState) {
    state.log.history.archive(state.trace)
    // The next trace is another sequence's, even when it begins and ends as this one did (a
    // what-if re-run of the same inputs).
    state.outcomeScan = TouchOutcome.Scan()
    state.log.sequence = nil
    state.log.cursor = state.log.stepMode ? 0 : nil
    state.log.followsEnd = true
    state.log.scroll = 0
  }

  /// New records: in step mode the pane keeps the selected step in view as they arrive.
  static func traced(_ trace: Trace, _ state: inout UIState) {
    state.trace = trace
    state.outcomeScan.read(trace)
    guard state.log.stepMode, state.log.sequence == nil, let cursor = state.log.cursor,
      let line = state.logLines.line(atOrAfter: cursor)
    else { return }
    let top = state.paneTop
    if line < top || line >= top + state.layout.paneLines { reveal(line: line, &state) }
  }

  /// The engine's views after a dispatch: drawn live, and kept as the scene of its steps.
  static func sceneChanged(_ scene: Scene, _ state: inout UIState) {
    state.scene = scene
    state.log.history.snapshot(scene, records: state.trace.records.count)
  }

  /// Scrolls the pane; reaching the last line resumes following the end.
  static func scroll(by lines: Int, _ state: inout UIState) {
    let (count, visible) = (state.paneRows.count, state.layout.paneLines)
    let top = ScrollWindow.clamped(state.paneTop + lines, count: count, visible: visible)
    state.log.scroll = top
    state.log.followsEnd = top >= ScrollWindow.lastTop(count: count, visible: visible)
  }
}
