import Foundation
import TouchKit
import TouchLayout
import TouchScript

/// A script played in the terminal UI, as the person watches: its steps at their script times
/// (``ScriptTimeline``, the runner's rules), laid on the session's clock from ``origin``, or
/// one step per key press. Pointer events wait in ``queue`` until the clock reaches them; a
/// step's targets are found on the layout when the step begins, as the runner does.
struct ScriptPlayback {
  let script: Script
  /// The script's file name, for the status bar.
  let name: String
  /// Step by step: each step waits for space.
  let stepping: Bool
  var timeline = ScriptTimeline()
  /// The clock time of script time 0 (moved on, step by step, to when space was pressed).
  var origin: TimeInterval
  /// The next step to begin.
  var next = 0
  /// When the next step begins on the clock, once the timeline has begun it.
  var nextStart: TimeInterval?
  /// Events of the current step not yet due, stamped with clock times. A slice, taken from
  /// the front in O(1) (`popFirst`): an array's `removeFirst` moved every event left behind,
  /// a square of a long step's events (a 60 s drag of ten fingers has about 36,000).
  var queue: ArraySlice<PointerEvent> = []
  var failure: String?

  init(script: Script, name: String, stepping: Bool, origin: TimeInterval) {
    self.script = script
    self.name = name
    self.stepping = stepping
    self.origin = origin
    if !stepping { beginNext() }
  }

  var isFinished: Bool { failure != nil || (next >= script.steps.count && queue.isEmpty) }

  /// Whether the next step waits for space.
  var waitsForKey: Bool { stepping && !isFinished && queue.isEmpty && nextStart == nil }

  /// When something is due next on the clock: the next event, or the next step's start.
  var dueTime: TimeInterval? {
    guard failure == nil else { return nil }
    return queue.first?.timestamp ?? nextStart
  }

  var status: PlaybackStatus {
    PlaybackStatus(
      name: name, step: next, total: script.steps.count, waitsForKey: waitsForKey, isFinished: isFinished,
      failure: failure)
  }

  /// Begins the next step on the timeline: its start on the clock is then known.
  mutating func beginNext() {
    guard next < script.steps.count else { return }
    nextStart = origin + timeline.begin(script.steps[next])
  }

  /// Step by step: the next step begins now.
  mutating func beginNextNow(_ now: TimeInterval) {
    guard waitsForKey else { return }
    let start = timeline.begin(script.steps[next])
    origin = now - start
    nextStart = now
  }

  /// The inputs of the step due now, with its targets found on `layout`; the step after it
  /// begins (unless stepping). Pointer events go to ``queue``, at their clock times.
  mutating func takeStep(on layout: Layout) -> ScriptTimeline.Inputs {
    let step = script.steps[next]
    let inputs = timeline.inputs(of: step, on: layout)
    next += 1
    nextStart = nil
    switch inputs {
    case .pointers(let events, _):
      queue = ArraySlice(
        events.map { event in
          var onClock = event
          onClock.timestamp += origin
          return onClock
        })
    case .failed(let problem): failure = problem
    case .wait, .force, .type, .appearance: break
    }
    if !stepping, failure == nil { beginNext() }
    return inputs
  }
}
