import Foundation
import TouchTrace

@testable import TouchKit

/// A view that records the touch methods it receives, for checking delivery.
class RecordingView: View {
  var received: [(TouchMethod, [Touch])] = []
  var receivedEvents: [Event?] = []
  /// Methods this view overrides without calling super (stopping the chain, §8 #20).
  var swallows: Set<TouchMethod> = []

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    note(.touchesBegan, touches, event)
    if !swallows.contains(.touchesBegan) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    note(.touchesMoved, touches, event)
    if !swallows.contains(.touchesMoved) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    note(.touchesEnded, touches, event)
    if !swallows.contains(.touchesEnded) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    note(.touchesCancelled, touches, event)
    if !swallows.contains(.touchesCancelled) { super.touchesCancelled(touches, with: event) }
  }

  private func note(_ method: TouchMethod, _ touches: Set<Touch>, _ event: Event?) {
    received.append((method, touches.sorted { $0.id < $1.id }))
    receivedEvents.append(event)
  }

  var methods: [TouchMethod] { received.map(\.0) }
}

/// An application with one full-screen window of 400×300 points, and helpers to touch it.
final class Stage {
  let application = Application()
  let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  let recorder = TraceRecorder()
  lazy var synthesizer = TouchSynthesizer(application: application, trace: recorder)
  private(set) var time: TimeInterval = 0

  init() {
    application.addWindow(window)
  }

  /// Adds `view` to `parent` (the window by default) and returns it.
  @discardableResult
  func add<V: View>(_ view: V, to parent: View? = nil) -> V {
    (parent ?? window).addSubview(view)
    return view
  }

  func down(_ x: CGFloat, _ y: CGFloat, finger: Int = 0, after delay: TimeInterval = 0) {
    send(.down, x, y, finger, delay)
  }
  func move(_ x: CGFloat, _ y: CGFloat, finger: Int = 0, after delay: TimeInterval = 0.016) {
    send(.move, x, y, finger, delay)
  }
  func up(_ x: CGFloat, _ y: CGFloat, finger: Int = 0, after delay: TimeInterval = 0.1) {
    send(.up, x, y, finger, delay)
  }
  func tap(_ x: CGFloat, _ y: CGFloat, after delay: TimeInterval = 0) {
    down(x, y, after: delay)
    up(x, y)
  }
  func cancel(after delay: TimeInterval = 0.05) {
    time += delay
    synthesizer.send(PointerEvent(.cancel, at: .zero, time: time))
  }

  private func send(
    _ kind: PointerEvent.Kind, _ x: CGFloat, _ y: CGFloat, _ finger: Int, _ delay: TimeInterval
  ) {
    time += delay
    synthesizer.send(PointerEvent(kind, at: CGPoint(x: x, y: y), time: time, pointer: finger))
  }

  var trace: Trace { recorder.trace }
  var steps: [TraceStep] { trace.records.map(\.step) }
  var summary: TraceSummary { trace.summary }

  /// The hit view of touch `id` as the trace recorded it.
  func hitView(ofTouch id: Int = 1) -> String? {
    trace.hitViews[id] ?? nil
  }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
