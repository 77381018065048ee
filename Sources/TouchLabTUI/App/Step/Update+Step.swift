import Foundation
import TouchKit

/// Step mode (`s`): each new touch sequence is shown from its first record, and `j`, `J` and `G`
/// walk its records. The dispatch itself has already happened (``StepMoment`` says why that is
/// the same thing for a person); this moves the log's cursor.
extension Update {
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

  /// A touch begins (a press while none is down). Outside step mode that returns to live; in
  /// step mode, stepping moves to the touch's first record, in the current sequence (a new
  /// sequence then starts at its first record anyway): a new touch replaces the one stepped.
  static func touchBegan(_ state: inout UIState) {
    guard state.log.stepMode else { return goLive(&state) }
    state.log.sequence = nil
    state.log.cursor = state.trace.records.count
  }
}
