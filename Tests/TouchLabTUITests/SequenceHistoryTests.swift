import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Earlier touch sequences kept by the log (`<` and `>`), within bounds.
@Suite struct SequenceHistoryTests {
  @Test("< and > move through the sequences kept; the header says which; End returns to live")
  func movingThroughSequences() {
    let (session, clock) = TestLayout.session(columns: 120, rows: 40)
    StepTesting.tap(session, clock)
    let first = session.state.trace
    StepTesting.tap(session, clock, at: StepTesting.outsideCard)
    #expect(session.canvas.plainText[1].contains("· sequence 2 of 2"))
    session.handle(StepTesting.key("<"))
    #expect(session.state.log.sequence == 0)
    #expect(session.state.shownSequence.trace == first)
    #expect(session.state.log.cursor == first.records.count - 1, "at the end of that sequence")
    #expect(session.canvas.plainText[1].contains("· sequence 1 of 2"))
    #expect(StepTesting.text(session).contains("▶save◀"), "the canvas shows that sequence's hit view")
    session.handle(StepTesting.key("<"))
    #expect(session.state.status == "this is the earliest sequence kept")
    session.handle(StepTesting.key(">"))
    #expect(session.state.log.sequence == nil)
    #expect(session.state.log.cursor == session.state.trace.records.count - 1)
    session.handle(StepTesting.key(">"))
    #expect(session.state.status == "this is the latest sequence: End goes live")
    session.handle(StepTesting.key("<"))
    session.handle(StepTesting.key(.end))
    #expect(session.state.log.sequence == nil)
    #expect(session.state.log.cursor == nil)
  }

  @Test("In step mode, < shows the earlier sequence from its first step")
  func stepModeStartsEarlierSequencesAtTheirStart() {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("s"))
    session.handle(StepTesting.key("<"))
    #expect(session.state.log.sequence == 0)
    #expect(session.state.log.cursor == 0)
    session.handle(StepTesting.key("j"))
    #expect(session.state.log.cursor == 1)
  }

  @Test("With no earlier sequence, < says so")
  func nothingEarlier() {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("<"))
    #expect(session.state.status?.hasPrefix("no earlier sequence yet") == true)
  }

  @Test("At most maximumSequences sequences are kept, the current one included; the oldest go first")
  func theSequenceBound() {
    let (session, clock) = TestLayout.session()
    var traces: [Trace] = []
    for _ in 0..<(SequenceHistory.maximumSequences + 3) {
      StepTesting.tap(session, clock)
      traces.append(session.state.trace)
    }
    let earlier = session.state.log.history.earlier
    #expect(earlier.count == SequenceHistory.maximumSequences - 1)
    #expect(earlier.last?.trace == traces[traces.count - 2])
    #expect(session.state.sequencePosition.count == SequenceHistory.maximumSequences)
  }

  /// A trace of `count` pointer records.
  static func trace(records count: Int) -> Trace {
    Trace(
      records: (0..<count).map {
        TraceRecord(id: $0 + 1, time: 0, depth: 0, step: .pointer(PointerEvent(.move, at: .zero, time: 0)))
      })
  }

  static func scene(views: Int, x: CGFloat = 0) -> Scene {
    let children = (0..<max(0, views - 1)).map {
      SceneNode(id: "v\($0)", frame: CGRect(x: x, y: 0, width: 1, height: 1))
    }
    return Scene(
      screenSize: CGSize(width: 10, height: 10),
      windows: [SceneNode(id: "w", frame: CGRect(x: 0, y: 0, width: 10, height: 10), children: children)])
  }

  @Test("Records in earlier sequences stay within maximumRecords: the oldest sequences go")
  func theRecordBound() {
    var history = SequenceHistory()
    let half = SequenceHistory.maximumRecords / 2
    for _ in 0..<3 { history.archive(Self.trace(records: half)) }
    #expect(history.earlier.count == 2)
    history.archive(Self.trace(records: SequenceHistory.maximumRecords + 1))
    #expect(history.earlier.isEmpty, "a sequence over the bound alone is not kept")
  }

  @Test("Scene snapshots stay within maximumSceneNodes; equal scenes are kept once")
  func theSceneBound() {
    var history = SequenceHistory()
    let views = SequenceHistory.maximumSceneNodes / 4
    history.snapshot(Self.scene(views: views), records: 5)
    history.snapshot(Self.scene(views: views), records: 9)
    #expect(history.scenes.map(\.until) == [9], "an unchanged scene extends the last snapshot")
    history.snapshot(Self.scene(views: views, x: 1), records: 9)
    #expect(history.scenes.count == 1, "no new records: the scene of the dispatch stays")
    history.archive(Self.trace(records: 9))
    for step in 1...4 { history.snapshot(Self.scene(views: views, x: CGFloat(step)), records: step) }
    #expect(history.earlier.isEmpty, "the earlier sequence's scenes went first")
    #expect(history.scenes.count == 4)
    history.snapshot(Self.scene(views: views, x: 9), records: 5)
    #expect(history.scenes.map(\.until) == [2, 3, 4, 5], "then the current sequence's oldest")
    let sequence = RecordedSequence(trace: Self.trace(records: 5), scenes: history.scenes)
    #expect(sequence.scene(at: 0) == history.scenes.first?.scene, "its first steps show the earliest kept")
    #expect(sequence.scene(at: 4) == Self.scene(views: views, x: 9))
  }

  @Test("Opening another scenario forgets the sequences of the last one")
  func openingAScenarioForgets() {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key(.home))
    session.handle(
      .scenarioOpened(OpenedScenario(index: 0, title: "Other", scene: session.state.scene, lesson: nil)))
    #expect(session.state.log.history.earlier.isEmpty)
    #expect(session.state.log.cursor == nil)
  }

  @Test("A mouse report leaves the history's storage alone: comparing and copying it costs O(1)")
  func hoverDoesNotTouchTheHistory() {
    let (session, clock) = TestLayout.session()
    for _ in 0..<5 { StepTesting.tap(session, clock) }
    let before = session.state
    let cell = session.state.scaling.cell(for: CGPoint(x: 20, y: 20))
    let (after, _) = Update.update(
      before, .input(.mouse(MouseReport(.motion, button: .none, column: cell.column, row: cell.row))))
    #expect(
      before.log.history.earlier.withUnsafeBufferPointer { $0.baseAddress }
        == after.log.history.earlier.withUnsafeBufferPointer { $0.baseAddress })
    #expect(before.log == after.log)
  }
}
