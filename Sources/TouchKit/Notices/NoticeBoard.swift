import Foundation

/// The notices of one run (one application): each API reported the first time it is used, in the
/// order of first use, never again (not once per view: a list of forty cells with shadows is one
/// notice).
///
/// A notice goes into the trace taking records when it is raised: the application's recorder,
/// which during dispatch is the event's (the synthesizer sets both), so a notice raised by user
/// code running inside a touch lands among that touch's records. One raised while nothing
/// records (a view's `init(frame:)` while the layout is built) waits, and opens the trace with
/// the output printed then, when the synthesizer is made; failing that (no trace yet), it is
/// recorded at the start of the next event's dispatch. Same layout and input, same records in
/// the same places. Auto Layout's complaints while the layout is built (a constraint refused in
/// `viewDidLoad`, a conflict in the first layout pass) wait the same way (``hold(_:into:)``).
public final class NoticeBoard {
  /// Every notice reported in this run, first use first.
  public private(set) var notices: [Notice] = []
  private var reportedAPIs: Set<String> = []
  /// Reported while no trace was recording: recorded at the next dispatch.
  private var pending: [TraceStep] = []

  public init() {}

  /// Whether notices wait for a trace: the dispatch checks this before each event.
  var hasPending: Bool { !pending.isEmpty }

  /// Reports `notice` if its API has not been reported in this run: into `recorder` if there is
  /// one, else held until ``flush(into:)``. Returns whether it was new.
  @discardableResult
  public func report(_ notice: Notice, into recorder: TraceRecorder?) -> Bool {
    guard reportedAPIs.insert(notice.api).inserted else { return false }
    notices.append(notice)
    pending.append(.notice(api: notice.api, message: notice.message))
    flush(into: recorder)
    return true
  }

  /// Records `step` into `recorder`, or, while nothing records, holds it with the notices until
  /// ``flush(into:)``.
  public func hold(_ step: TraceStep, into recorder: TraceRecorder?) {
    pending.append(step)
    flush(into: recorder)
  }

  /// Records the notices that were waiting for a trace, oldest first.
  func flush(into recorder: TraceRecorder?) {
    guard let recorder, !pending.isEmpty else { return }
    for step in pending { recorder.record(step) }
    pending.removeAll()
  }
}
