import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// The log pane's filter (`v`) and folding (`z`).
@Suite struct LogLinesTests {
  static func messages(_ state: UIState) -> [String] {
    let lines = state.logLines
    return (0..<lines.count).map { lines.message(atLine: $0) }
  }

  @Test("v cycles all, hit test, recognizers, responders, actions; the header names the filter")
  func vCycles() {
    let (session, clock) = TestLayout.session(columns: 120, rows: 40)
    StepTesting.tap(session, clock)
    var seen: [LogFilter] = []
    for _ in LogFilter.allCases {
      seen.append(session.state.log.filter)
      #expect(session.canvas.plainText[1].contains("│ \(session.state.log.filter.title) "))
      session.handle(StepTesting.key("v"))
    }
    #expect(seen == [.all, .hitTest, .recognizers, .responders, .actions])
    #expect(session.state.log.filter == .all)
  }

  @Test("Each filter keeps its kinds, and the inputs and sequence ends that head them")
  func filtersKeepTheirKinds() {
    let (session, clock) = TimerTests.session()
    StepTesting.tap(session, clock)
    let trace = session.state.trace
    func steps(_ filter: LogFilter) -> [TraceStep] {
      let lines = LogLines(trace, filter: filter)
      return (0..<lines.count).map { trace.records[lines.record(atLine: $0)].step }
    }
    let hitTest = steps(.hitTest)
    #expect(hitTest.allSatisfy { [.hitTest, .input, .sequence].contains($0.category) || $0.isHitView })
    #expect(hitTest.contains { $0.isHitView })
    let recognizers = steps(.recognizers)
    #expect(recognizers.contains { if case .recognizerTouches("tap2", _, _) = $0 { true } else { false } })
    #expect(!recognizers.contains { $0.category == .hitTest || $0.category == .responder })
    let responders = steps(.responders)
    #expect(responders.contains(.deliver(responder: "save", method: .touchesBegan, touches: [1])))
    #expect(!responders.contains { $0.category == .recognizer || $0.category == .hitTest })
    for filter in LogFilter.allCases {
      #expect(steps(filter).first?.category == .input)
    }
    #expect(steps(.all).count == trace.records.count)
  }

  @Test("A record shows under its category's filter and its second category's (the record table)")
  func secondCategory() {
    let delayed: [TraceStep] = [
      .cancelTouches(recognizer: "tap", view: "v", touches: [1]),
      .delayTouches(
        recognizer: "tap", view: "v", method: .touchesEnded, touches: [1], reason: .delaysTouchesEnded),
      .sendDelayed(view: "v", method: .touchesEnded, touches: [1], reason: .failed(recognizer: "tap")),
      .discardDelayed(recognizer: "tap", view: "v", method: .touchesEnded, touches: [1]),
    ]
    for step in delayed {
      #expect([LogFilter.all, .recognizers, .responders].allSatisfy { $0.includes(step) })
      #expect(!LogFilter.hitTest.includes(step) && !LogFilter.actions.includes(step))
    }
    let hit = TraceStep.hitView(touch: 1, view: "v", window: "w")
    #expect([LogFilter.all, .hitTest, .responders].allSatisfy { $0.includes(hit) })
    #expect(!LogFilter.recognizers.includes(hit))
    let deliver = TraceStep.deliver(responder: "v", method: .touchesBegan, touches: [1])
    #expect(!LogFilter.recognizers.includes(deliver) && LogFilter.responders.includes(deliver))
  }

  @Test("§1 hitTest: z folds each hitTest call to one line with its result; point(inside:) is hidden")
  func foldingHitTests() {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("z"))
    let messages = Self.messages(session.state)
    #expect(messages.contains("main.hitTest((100, 65)) → save"))
    #expect(messages.contains("card.hitTest((90, 55)) → save"))
    #expect(messages.contains("save.hitTest((30, 15)) → save"))
    #expect(!messages.contains { $0.contains("point(inside:") })
    #expect(!messages.contains { $0.contains(".hitTest → ") })
    #expect(session.canvas.plainText[1].contains("· folded"))
    session.handle(StepTesting.key("z"))
    #expect(Self.messages(session.state).count == session.state.trace.records.count)
  }

  @Test("§1 skip rules: folding hides a skipped view's call whole (hidden, not interactive, transparent)")
  func foldingHidesSkippedSubtrees() {
    let layout = TestLayout.make()
    let veil = View(id: "veil", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    veil.isUserInteractionEnabled = false
    layout.application.windows.first?.addSubview(veil)
    let clock = ManualClock()
    let session = Session(layout: layout, columns: 100, rows: 30, clock: clock)
    StepTesting.tap(session, clock)
    #expect(
      session.state.trace.records.contains {
        if case .hitTestSkip("veil", _) = $0.step { true } else { false }
      })
    session.handle(StepTesting.key("z"))
    #expect(!Self.messages(session.state).contains { $0.contains("veil") })
  }

  @Test("A step selected inside a folded call selects the call's line; unfolding keeps the step")
  func foldingKeepsTheSelection() throws {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    let inside = try #require(
      StepTesting.index(session.state) {
        if case .pointInside("card", _, _, _, _, _) = $0 { true } else { false }
      })
    let call = try #require(
      StepTesting.index(session.state) { if case .hitTestVisit("card", _, _, _) = $0 { true } else { false } }
    )
    session.handle(StepTesting.key(.home))
    while session.state.log.cursor != inside { session.handle(StepTesting.key(.down)) }
    session.handle(StepTesting.key("z"))
    #expect(session.state.log.cursor == call)
    session.handle(StepTesting.key(.down))
    guard case .hitTestVisit("save", _, _, _) = StepTesting.stepAtCursor(session.state) else {
      Issue.record("↓ from card's folded call goes to save's")
      return
    }
  }

  @Test("A filter that hides the selected step selects the line before it")
  func filteringMovesTheSelection() throws {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    let delivered = try #require(
      StepTesting.index(session.state) {
        $0 == .deliver(responder: "save", method: .touchesBegan, touches: [1])
      })
    session.handle(StepTesting.key(.home))
    while session.state.log.cursor != delivered { session.handle(StepTesting.key(.down)) }
    session.handle(StepTesting.key("v"))
    #expect(session.state.log.filter == .hitTest)
    let cursor = try #require(session.state.log.cursor)
    #expect(cursor < delivered)
    #expect(LogFilter.hitTest.includes(session.state.trace.records[cursor].step))
  }
}

extension TraceStep {
  fileprivate var isHitView: Bool {
    if case .hitView = self { true } else { false }
  }
}
