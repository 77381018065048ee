import Foundation
import Testing
import TouchLayout
import TouchOpening

@testable import TouchKit
@testable import TouchLabTUI

/// Step mode does not tell the future (issue 41): at every step of a touch sequence, the scene
/// the canvas draws (controls' highlight, tracking and value, scroll offsets) and the
/// recognizers' states are the engine's state at that record, as a fresh engine replaying the
/// same input has it when it makes that record (the replay truncated at the step: a dispatch is
/// synchronous, so the engine's state at record k does not depend on later records).
///
/// Shipped layouts: controls.yaml (a button's tap, a switch, a slider's drag; reference §5),
/// 10-scroll-from-button.yaml (a drag that scrolls; §7) and 11-single-vs-double-tap.yaml
/// (require(toFail:) and its timer; §4).
@Suite struct StepSnapshotTests {
  /// A pointer event, and the time after it before the next.
  typealias Input = (kind: PointerEvent.Kind, point: CGPoint, after: TimeInterval)

  static func tap(_ point: CGPoint) -> [Input] {
    [(.down, point, 0.1), (.up, point, 0.05)]
  }

  static func drag(from start: CGPoint, to end: CGPoint, moves: Int) -> [Input] {
    let steps = (1...moves).map { step -> Input in
      let fraction = CGFloat(step) / CGFloat(moves)
      let point = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      return (.move, point, 0.016)
    }
    return [(.down, start, 0.016)] + steps + [(.up, end, 0.05)]
  }

  /// Each case: a layout, the input, and a subject its steps must change (so the case can
  /// fail for want of a change kept).
  static let cases: [(layout: String, inputs: [Input], changes: StepChange.Subject)] = [
    ("controls.yaml", tap(CGPoint(x: 195, y: 730)), .control("pay")),
    ("controls.yaml", tap(CGPoint(x: 45, y: 115)), .control("giftWrap")),
    (
      "controls.yaml", drag(from: CGPoint(x: 36, y: 230), to: CGPoint(x: 300, y: 230), moves: 12),
      .control("tip")
    ),
    ("controls.yaml", tap(CGPoint(x: 300, y: 330)), .control("range")),
    (
      "10-scroll-from-button.yaml",
      drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 120), moves: 10),
      .scrollView("list")
    ),
    ("11-single-vs-double-tap.yaml", tap(CGPoint(x: 195, y: 580)), .recognizer("photo2DoubleTap")),
  ]

  static func load(_ name: String) throws -> Layout {
    try LayoutLoader.load(contentsOf: DrawnViewTests.layouts.appendingPathComponent(name).path)
  }

  /// The session after `inputs` and the timers they leave (a double tap's wait).
  static func play(_ inputs: [Input], on name: String) throws -> Session {
    let clock = ManualClock()
    let session = Session(layout: try load(name), columns: 120, rows: 40, clock: clock)
    for input in inputs {
      session.handle(.pointer(input.kind, input.point))
      clock.advance(by: input.after)
      session.tick()
    }
    session.runPendingTimers()
    return session
  }

  /// What a fresh engine holds at each record it makes while it replays the session's
  /// sequence: its scene and every recognizer's state, read at that record.
  static func truth(of session: Session, layout name: String) throws -> [(
    Scene, [String: GestureRecognizer.State]
  )] {
    let layout = try load(name)
    let recorder = TraceRecorder()
    var states: [(Scene, [String: GestureRecognizer.State])] = []
    recorder.observer = { _ in
      states.append(
        (
          Scene(application: layout.application, screenSize: layout.screenSize),
          recognizers(of: layout.application)
        ))
    }
    _ = session.lastSequence.replay(
      on: layout.application, recorder: recorder, until: session.application.scheduler.now)
    recorder.observer = nil
    #expect(
      recorder.trace.records.map(\.step) == session.state.shownSequence.trace.records.map(\.step),
      "the replay makes the same records")
    return states
  }

  static func recognizers(of application: Application) -> [String: GestureRecognizer.State] {
    var states: [String: GestureRecognizer.State] = [:]
    var stack: [View] = application.windowsFrontToBack
    while let view = stack.popLast() {
      for recognizer in view.attachedRecognizers { states[recognizer.traceID] = recognizer.state }
      stack += view.subviews
    }
    return states
  }

  @Test(
    "At every step the scene and the recognizers' states are those of a replay truncated at that step",
    arguments: cases.indices)
  func everyStepMatchesATruncatedReplay(case index: Int) throws {
    let (name, inputs, subject) = Self.cases[index]
    let session = try Self.play(inputs, on: name)
    let sequence = session.state.shownSequence
    let truth = try Self.truth(of: session, layout: name)
    try #require(truth.count == sequence.trace.records.count)
    #expect(sequence.steps.changes.contains { $0.subject == subject }, "\(name): \(subject) changes")
    var misses: [String] = []
    for step in truth.indices {
      let shown = try #require(sequence.scene(at: step))
      misses += Self.differences(shown, truth[step].0).map { "step \(step + 1): \($0)" }
      let values = sequence.steps.state(at: step)
      for (id, state) in truth[step].1 {
        let kept: GestureRecognizer.State? =
          if case .recognizer(let kept)? = values[.recognizer(id)] { kept } else { truth[0].1[id] }
        if kept != state {
          misses.append("step \(step + 1): \(id) \(kept.map(\.rawValue) ?? "nil") ≠ \(state)")
        }
      }
    }
    #expect(misses.isEmpty, "\(name) case \(index): \(misses.count) differences: \(misses.prefix(6))")
  }

  /// Differences of two scenes in what a step shows: each view's frame and a control's
  /// highlight, tracking, enabled, value and thumb (frames to a millionth of a point: a
  /// scroll's shift and the engine's composition round apart in the last bits).
  static func differences(_ shown: Scene, _ truth: Scene) -> [String] {
    let (left, right) = (nodes(of: shown), nodes(of: truth))
    guard left.map(\.id) == right.map(\.id) else { return ["the views differ"] }
    var result: [String] = []
    for (a, b) in zip(left, right) {
      if !close(a.frame, b.frame) { result.append("\(a.id) frame \(a.frame) ≠ \(b.frame)") }
      if let x = a.control, let y = b.control {
        if x.isHighlighted != y.isHighlighted || x.isTracking != y.isTracking || x.isEnabled != y.isEnabled
          || x.value != y.value || !close(x.thumb, y.thumb)
        {
          result.append("\(a.id) control \(x) ≠ \(y)")
        }
      } else if (a.control == nil) != (b.control == nil) {
        result.append("\(a.id) control")
      }
    }
    return result
  }

  /// Every node, each before its children.
  static func nodes(of scene: Scene) -> [SceneNode] {
    var result: [SceneNode] = []
    var stack = Array(scene.windows.reversed())
    while let node = stack.popLast() {
      result.append(node)
      stack += node.children.reversed()
    }
    return result
  }

  static func close(_ a: CGRect?, _ b: CGRect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }

  @Test("§5 UIControl: a pressed button is not highlighted before the step that highlights it, and is after")
  func highlightFromItsStep() throws {
    let session = try Self.play(Array(Self.tap(CGPoint(x: 195, y: 730)).prefix(1)), on: "controls.yaml")
    let sequence = session.state.shownSequence
    let records = sequence.trace.records
    let highlight = try #require(
      records.firstIndex { $0.step == .controlHighlight(control: "pay", isHighlighted: true) })
    func pay(at step: Int) -> ControlSnapshot? {
      sequence.scene(at: step).flatMap { scene in Self.nodes(of: scene).first { $0.id == "pay" }?.control }
    }
    #expect(pay(at: 0)?.isHighlighted == false, "at the press's first record nothing has decided yet")
    #expect(pay(at: highlight - 1)?.isHighlighted == false)
    #expect(pay(at: highlight)?.isHighlighted == true)
    #expect(pay(at: records.count - 1)?.isHighlighted == true, "the press is still down")
    // Without the step changes, the dispatch's own scene: highlighted from its first record.
    var future = sequence
    future.steps = StepTimeline()
    #expect(
      future.scene(at: 0).flatMap { Self.nodes(of: $0).first { $0.id == "pay" } }?.control?.isHighlighted
        == true)
  }

  @Test("§5 UIControl: stepping back through a slider's drag, the inspector shows the value at the step")
  func inspectorAtTheStep() throws {
    let drag = Self.drag(from: CGPoint(x: 36, y: 230), to: CGPoint(x: 300, y: 230), moves: 6)
    let session = try Self.play(drag, on: "controls.yaml")
    session.state.inspector.selectedView = "tip"
    session.handle(StepTesting.key("s"))
    let live = try #require(session.state.inspector.inspection)
    #expect(live.step == nil || live.step?.index == 0)
    func value() -> [DescriptionAttribute]? { session.state.inspector.inspection?.view.control?.state }
    session.handle(StepTesting.key(.home))
    #expect(session.state.inspector.inspection?.step?.index == 0)
    let first = value()
    session.handle(StepTesting.key(.end))
    session.handle(StepTesting.key(.up))
    let last = value()
    #expect(first != last, "the slider moved during the drag")
    session.handle(StepTesting.key(.home))
    #expect(value() == first, "stepping back restores the value")
    #expect(session.state.inspector.inspection?.whyNot.isEmpty == false)
  }
}
