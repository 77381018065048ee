import Foundation
import TouchKit

/// The inputs that made the trace the pane shows, kept so a what-if re-run can send them
/// again: the same pointer events with the same timestamps, and the recognizers forced with
/// `f`/`F` at the times they were forced. It starts when the pane's trace is cleared (a new
/// sequence begins), so it covers exactly the records shown, a double tap's taps included.
///
/// Replayed on a fresh load of the layout, the same inputs give the same trace (architecture
/// principle 4): whatever differs was decided by what the re-run changed.
struct TouchSequence: Equatable {
  enum Input: Equatable {
    case pointer(PointerEvent)
    /// `f`/`F`: forced when the scheduler was at `time`, recorded at the recorder's `traceTime`.
    case force(recognizer: String, ForcedOutcome, time: TimeInterval, traceTime: TimeInterval)
    /// Keys typed into the editing text input (one read's run), when the scheduler was at
    /// `time`, recorded at `traceTime`: a re-run types them again, so a what-if of a form keeps
    /// what was typed.
    case type(String, time: TimeInterval, traceTime: TimeInterval)

    var time: TimeInterval {
      switch self {
      case .pointer(let event): event.timestamp
      case .force(_, _, let time, _), .type(_, let time, _): time
      }
    }
  }

  var inputs: [Input] = []
  /// Whether the live engine was a fresh load (with the toggles in force) when the sequence
  /// began: then its trace is the one a fresh re-run gives, and a what-if need not run the
  /// sequence a second time to have something to compare with.
  var startedFresh = true

  /// The sequence that begins after this one: on a fresh engine only if this one sent nothing.
  var next: TouchSequence {
    TouchSequence(startedFresh: startedFresh && inputs.isEmpty)
  }

  var isEmpty: Bool { inputs.isEmpty }

  /// Sends the inputs to `application` (freshly loaded) through a new synthesizer recording
  /// into `recorder`, whose scheduler first moves to the first input's time, then lets the
  /// timers due by `end` fire, as the live engine's did: `end` is the time the live session
  /// had reached. Returns the synthesizer, which goes on from there.
  func replay(on application: Application, recorder: TraceRecorder, until end: TimeInterval)
    -> TouchSynthesizer
  {
    let synthesizer = TouchSynthesizer(application: application, trace: recorder)
    if let first = inputs.first { synthesizer.advance(to: first.time) }
    for input in inputs {
      switch input {
      case .pointer(let event):
        synthesizer.send(event)
      case .force(let id, let outcome, let time, let traceTime):
        synthesizer.advance(to: time)
        recorder.time = traceTime
        application.gestureRecognizer(withID: id)?.force(outcome)
      case .type(let text, let time, let traceTime):
        synthesizer.advance(to: time)
        recorder.time = traceTime
        application.typeKeys(text)
      }
    }
    synthesizer.advance(to: max(end, inputs.last?.time ?? end))
    return synthesizer
  }
}
