import Foundation
import TouchKit

/// How the person looks at the log pane: where it is scrolled, step mode, the selected line
/// (the step the canvas shows), which sequence, the filter, folding, the search, and the
/// earlier sequences kept.
/// A value the app's state holds (``UIState/log``), changed only by its update.
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
