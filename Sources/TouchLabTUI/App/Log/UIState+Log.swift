import Foundation
import TouchKit

/// What the app derives from the log's state (``TraceLog``) and its trace: the sequence shown,
/// its lines and rows, the step selected, and the status bar's marks.
extension UIState {
  /// The sequence the pane shows: an earlier one, or the current one with its scenes.
  var shownSequence: RecordedSequence {
    if let index = log.sequence, log.history.earlier.indices.contains(index) {
      return log.history.earlier[index]
    }
    return RecordedSequence(
      trace: trace, scenes: log.history.scenes, reloads: log.history.reloads, steps: log.history.steps)
  }

  /// The pane's lines for the shown sequence, under the filter and folding.
  var logLines: LogLines {
    LogLines(shownSequence.trace, filter: log.filter, folded: log.folded)
  }

  /// How many sequences the log holds (the earlier ones and the current), and which one is
  /// shown, from 1.
  var sequencePosition: (number: Int, count: Int) {
    let count = log.history.earlier.count + 1
    return ((log.sequence ?? count - 1) + 1, count)
  }

  /// The pane's rows: the lines, the reload marks between them, and in step mode the lines not
  /// reached yet folded into one row that counts them.
  var paneRows: PaneRows {
    let lines = logLines
    let step = log.stepMode ? log.cursor.map { lines.line(showing: $0) ?? -1 } : nil
    return PaneRows(lines: lines, reloads: shownSequence.reloads, stepLine: step)
  }

  /// The state at the selected step, when one is selected.
  var moment: StepMoment? {
    guard let cursor = log.cursor else { return nil }
    let sequence = shownSequence
    guard !sequence.trace.records.isEmpty else { return nil }
    return StepMoment(sequence: sequence, at: cursor, fallback: scene)
  }

  /// The status bar's mark: `STEP 5/27` in step mode (`STEP` before a sequence to step), the
  /// step shown otherwise while travelling, with the state of the recognizer the step is about
  /// (`STEP 24/24 · tap2: failed`); nil when live outside step mode.
  var stepMark: String? {
    let records = shownSequence.trace.records.count
    var position = log.cursor.map { "\(min($0, max(0, records - 1)) + 1)/\(records)" }
    if let recognizer = moment?.recognizer {
      position? += " · \(recognizer.id): \(recognizer.state.rawValue)"
    }
    if log.stepMode { return position.map { "STEP \($0)" } ?? "STEP" }
    return position.map { "step \($0) (End: live)" }
  }
}

extension UIState {
  /// The record of the line selected in the log, if a line is selected.
  var selectedStep: TraceStep? {
    guard let cursor = log.cursor else { return nil }
    let records = shownSequence.trace.records
    return records.indices.contains(cursor) ? records[cursor].step : nil
  }
}

extension UIState {
  /// The outcome of the sequence the pane shows, up to the selected step when one is selected:
  /// stepping, the status bar says no more than the steps reached so far. Live, the scan kept
  /// with the trace (``UIState/outcomeScan``) when it has read it.
  var touchOutcome: TouchOutcome? {
    if log.cursor == nil, log.sequence == nil, outcomeScan.covers(trace) { return outcomeScan.outcome }
    let records = shownSequence.trace.records
    guard let cursor = log.cursor else { return TouchOutcome(records[...]) }
    return TouchOutcome(records.prefix(max(0, cursor + 1)))
  }
}
