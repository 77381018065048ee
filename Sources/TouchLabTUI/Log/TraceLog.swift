import Foundation
import TouchKit

/// How the person looks at the log pane: where it is scrolled, step mode, the selected line
/// (the step the canvas shows), which sequence, the filter, folding, the search, and the
/// earlier sequences kept.
/// A value inside ``UIState``, changed only by ``Update``.
public struct TraceLog: Equatable, Sendable {
  /// First trace line shown in the pane, when not following the end.
  public var scroll = 0
  /// Keep the last trace line visible as records arrive (the pane's default).
  public var followsEnd = true
  /// Step mode (`s`): each new touch sequence is shown from its first record, one step at a
  /// time (`j`, `J`, `G`).
  public var stepMode = false
  /// The selected record, an index in the shown sequence's records: the canvas shows the
  /// state at that step. Nil: live (the canvas shows the engine now, the pane follows).
  public var cursor: Int?
  /// The earlier sequence shown, an index in ``SequenceHistory/earlier``; nil: the current one.
  /// Set only together with ``cursor``.
  public var sequence: Int?
  public var filter: LogFilter = .all
  /// Hit-test detail folded (`z`): each `hitTest` call one line with its result.
  public var folded = false
  /// The search prompt's text while it is open (`/`).
  public var prompt: String?
  /// The last search: its matches are highlighted, and `/` then Enter looks for it again.
  public var query = ""
  public var history = SequenceHistory()

  public init() {}

  /// Whether the canvas shows a step rather than the engine now.
  public var isTravelling: Bool { cursor != nil }
}

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
