import Foundation
import TouchKit

/// The log pane's keys and the sequence messages: the line cursor (time travel), step mode,
/// the filter, folding, earlier sequences. Search is in Update+Search.swift.
extension Update {
  /// The log keys that are not arrows: false when `key` is none of them.
  @discardableResult
  static func logKey(_ key: Key, _ state: inout UIState, _ effects: inout [Effect]) -> Bool {
    switch key {
    case .character("s"): toggleStepMode(&state)
    case .character("j"): step(&state)
    case .character("J"): stepOver(&state)
    case .character("G"): runToEnd(&state)
    case .character("v"): changeLines(&state) { $0.filter = $0.filter.next }
    case .character("z"): changeLines(&state) { $0.folded.toggle() }
    case .character("<"): moveInHistory(by: -1, &state)
    case .character(">"): moveInHistory(by: 1, &state)
    case .character("/"): openSearch(&state)
    default: return false
    }
    return true
  }

  /// `s`: step mode on (the sequence shown, if any, from its first step) or off (live again).
  static func toggleStepMode(_ state: inout UIState) {
    state.log.stepMode.toggle()
    guard state.log.stepMode else {
      goLive(&state)
      state.status = "step mode off"
      return
    }
    if state.log.cursor == nil, !state.logLines.isEmpty { select(line: 0, &state) }
    state.status =
      state.log.cursor == nil
      ? "step mode: click a view, then j steps through its dispatch"
      : "step mode: j next step · J step over · G run to the end"
  }

  /// `j`: the next step (the next line under the filter and folding).
  static func step(_ state: inout UIState) {
    guard state.log.cursor != nil else {
      state.status =
        state.log.stepMode
        ? "nothing to step: click a view to step through its dispatch" : "j steps in step mode: press s"
      return
    }
    moveCursor(by: 1, &state)
  }

  /// `J`: over the records nested in the step: from a `hitTest` call to its return, over the
  /// whole recursion (every record deeper than the call); from any other step, over the records
  /// deeper than it.
  static func stepOver(_ state: inout UIState) {
    guard let cursor = state.log.cursor else { return step(&state) }
    let records = state.shownSequence.trace.records
    guard records.indices.contains(cursor) else { return }
    let call = records[cursor]
    var target = cursor + 1
    if case .hitTestVisit(let view, _, _, _) = call.step {
      while target < records.count, records[target].depth >= call.depth {
        if records[target].depth == call.depth, case .hitTestReturn(view, _) = records[target].step { break }
        target += 1
      }
    } else {
      while target < records.count, records[target].depth > call.depth { target += 1 }
    }
    let lines = state.logLines
    guard let line = lines.line(atOrAfter: target) ?? (lines.isEmpty ? nil : lines.count - 1) else { return }
    select(line: line, &state)
  }

  /// `G` in step mode, End anywhere: back to live, following the end of the current sequence.
  static func runToEnd(_ state: inout UIState) { goLive(&state) }

  static func goLive(_ state: inout UIState) {
    state.log.cursor = nil
    state.log.sequence = nil
    state.followsEnd = true
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
    guard !state.showsLesson, state.scriptPicker == nil, area.contains(column: column, row: row),
      row > area.row
    else { return }
    let line = state.paneTop + row - area.row - 1
    guard line < state.logLines.count else { return }
    select(line: line, &state)
  }

  /// Selects `line`: its record is the step the canvas shows; the pane scrolls to show it.
  static func select(line: Int, _ state: inout UIState) {
    let lines = state.logLines
    guard lines.count > line, line >= 0 else { return }
    state.log.cursor = lines.record(atLine: line)
    reveal(line: line, &state)
  }

  /// Scrolls the pane the least that shows `line`.
  static func reveal(line: Int, _ state: inout UIState) {
    let top = state.paneTop
    let visible = state.layout.paneLines
    if line < top {
      state.paneScroll = line
    } else if line >= top + visible {
      state.paneScroll = line - visible + 1
    } else {
      state.paneScroll = top
    }
    state.followsEnd = false
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
    state.log.sequence = nil
    state.log.cursor = state.log.stepMode ? 0 : nil
    state.followsEnd = true
    state.paneScroll = 0
  }

  /// A touch begins (a press while none is down). Outside step mode that returns to live; in
  /// step mode, stepping moves to the touch's first record, in the current sequence (a new
  /// sequence then starts at its first record anyway): a new touch replaces the one stepped.
  static func touchBegan(_ state: inout UIState) {
    guard state.log.stepMode else { return goLive(&state) }
    state.log.sequence = nil
    state.log.cursor = state.trace.records.count
  }

  /// New records: in step mode the pane keeps the selected step in view as they arrive.
  static func traced(_ trace: Trace, _ state: inout UIState) {
    state.trace = trace
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
}
