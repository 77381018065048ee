import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout

@testable import TouchTrace

/// One engine a stream ran on: the fresh load, its synthesizer and its trace. A what-if or a
/// reload retires the live engine and starts another.
struct StreamEngine {
  let layout: Layout
  let synthesizer: TouchSynthesizer
  let recorder: TraceRecorder
}

/// Runs a ``TouchStream`` headlessly through the engine API the explorer's session uses:
/// `TouchSynthesizer.send` for fingers, `advance(to:)` for time, `force` for `f`/`F`,
/// `PropertyToggle.apply` for flips, and for a what-if or a reload a fresh load of the layout's
/// source (a what-if with its toggles applied and the inputs so far replayed, as
/// `TouchSequence.replay` does). A retired engine's touches are cancelled, as the system would
/// cancel them, so every engine can be checked for what it owes its touches.
struct StreamRunner {
  /// An input the engine saw since its fresh load, at its time: what a what-if replays.
  private enum Input {
    case pointer(PointerEvent)
    case force(String, ForcedOutcome, time: TimeInterval)
    case toggle(PropertyToggle, time: TimeInterval)
  }

  let stream: TouchStream
  private(set) var engines: [StreamEngine] = []
  private var time: TimeInterval = 0
  private var fingers: [Int: CGPoint] = [:]
  private var toggles: [PropertyToggle] = []
  private var inputs: [Input] = []

  /// Runs `stream` to the end: its fingers lifted, its timers run out. Nil when its layout
  /// does not load (it loaded when the stream was made, so that is a failure too).
  static func run(_ stream: TouchStream) -> StreamRunner? {
    var runner = StreamRunner(stream: stream)
    guard let engine = runner.freshEngine() else { return nil }
    runner.engines.append(engine)
    for op in stream.ops {
      guard runner.perform(op) else { return nil }
    }
    runner.finish()
    return runner
  }

  /// Every engine's trace as JSON Lines records, one engine after another: what a replay must
  /// give byte for byte. (`TraceLineEncoder` writes what `JSONEncoder` would, thirty times
  /// faster.)
  var traceBytes: [UInt8] {
    let buffer = ByteBuffer()
    var encoder = TraceLineEncoder(into: buffer)
    for engine in engines {
      for record in engine.recorder.records { encoder.append(record) }
    }
    return buffer.bytes(from: 0)
  }

  private var live: StreamEngine { engines[engines.count - 1] }

  private mutating func perform(_ op: StreamOp) -> Bool {
    switch op {
    case .down(let finger, let x, let y, let gap):
      let point = CGPoint(x: x, y: y)
      send(.down, at: point, finger: finger, gap: gap)
      fingers[finger] = point
    case .move(let finger, let x, let y, let gap):
      guard fingers[finger] != nil else { return true }
      let point = CGPoint(x: x, y: y)
      send(.move, at: point, finger: finger, gap: gap)
      fingers[finger] = point
    case .up(let finger, let gap):
      guard let point = fingers[finger] else { return true }
      send(.up, at: point, finger: finger, gap: gap)
      fingers[finger] = nil
    case .cancel(let gap):
      send(.cancel, at: .zero, finger: 0, gap: gap)
      fingers.removeAll()
    case .hold(let seconds):
      time += seconds
      live.synthesizer.advance(to: time)
    case .force(let id, let outcome):
      live.recorder.time = time
      live.layout.application.gestureRecognizer(withID: id)?.force(outcome)
      inputs.append(.force(id, outcome, time: time))
    case .toggle(let toggle):
      toggle.apply(to: live.layout.application)
      inputs.append(.toggle(toggle, time: time))
    case .whatIf(let toggle):
      toggles = toggles.flipping(toggle)
      guard let engine = freshEngine() else { return false }
      replay(on: engine)
      retire(with: engine)
    case .reload:
      toggles.removeAll()
      guard let engine = freshEngine() else { return false }
      engine.synthesizer.advance(to: time)
      inputs.removeAll()
      fingers.removeAll()
      retire(with: engine)
    }
    return true
  }

  private mutating func send(_ kind: PointerEvent.Kind, at point: CGPoint, finger: Int, gap: TimeInterval) {
    time += gap
    let event = PointerEvent(kind, at: point, time: time, pointer: finger)
    live.synthesizer.send(event)
    inputs.append(.pointer(event))
  }

  /// A fresh load of the stream's layout with the what-if toggles applied.
  private func freshEngine() -> StreamEngine? {
    guard let layout = stream.layout.load() else { return nil }
    for toggle in toggles { toggle.apply(to: layout.application) }
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    return StreamEngine(layout: layout, synthesizer: synthesizer, recorder: recorder)
  }

  /// The inputs since the last fresh load, sent again at their times (`TouchSequence.replay`).
  private func replay(on engine: StreamEngine) {
    for input in inputs {
      switch input {
      case .pointer(let event):
        engine.synthesizer.send(event)
      case .force(let id, let outcome, let time):
        engine.synthesizer.advance(to: time)
        engine.recorder.time = time
        engine.layout.application.gestureRecognizer(withID: id)?.force(outcome)
      case .toggle(let toggle, let time):
        engine.synthesizer.advance(to: time)
        toggle.apply(to: engine.layout.application)
      }
    }
    engine.synthesizer.advance(to: time)
  }

  /// `engine` becomes the live one; the one it replaces has its touches cancelled and its
  /// timers run out, so that it too ends with nothing owed.
  private mutating func retire(with engine: StreamEngine) {
    let old = live
    old.synthesizer.send(PointerEvent(.cancel, at: .zero, time: time))
    old.synthesizer.runUntilIdle()
    engines.append(engine)
  }

  /// Lifts the fingers still down, finger by finger, and lets every timer fire.
  private mutating func finish() {
    for (finger, point) in fingers.sorted(by: { $0.key < $1.key }) {
      send(.up, at: point, finger: finger, gap: 0.05)
    }
    fingers.removeAll()
    live.synthesizer.runUntilIdle()
  }
}
