import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// The state at a step, rebuilt from the trace and the scene of the step's dispatch: what the
/// canvas shows in step mode and when a log line is selected.
@Suite struct StepMomentTests {
  static func moment(_ session: Session, where matches: (TraceStep) -> Bool) throws -> StepMoment {
    let found = StepTesting.index(session.state, where: matches)
    let index = try #require(found)
    return StepMoment(sequence: session.state.shownSequence, at: index, fallback: session.state.scene)
  }

  @Test("§1 hitTest: at a point(inside:) step, the view asked and the path so far (the calls under way)")
  func theViewAskedAndThePathSoFar() throws {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    let asked = try Self.moment(session) {
      if case .pointInside("save", _, _, _, _, _) = $0 { true } else { false }
    }
    #expect(asked.subjects == ["save"])
    #expect(asked.hitPath == ["main", "card"], "the calls under way above the view asked")
    #expect(asked.hitView == nil, "not decided yet")
    let returned = try Self.moment(session) { $0 == .hitTestReturn(view: "card", result: "save") }
    #expect(
      returned.hitPath == ["main", "card", "save"], "main's call is still under way; card and save returned")
    let decided = try Self.moment(session) { if case .hitView = $0 { true } else { false } }
    #expect(decided.hitView == "save")
    #expect(decided.hitPath == session.state.trace.hitTestPath)
  }

  @Test("§1 hitTest: a point outside the superview never reaches its subview, whatever is drawn there")
  func outsideTheSuperview() throws {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock, at: StepTesting.outsideCard)
    let refused = try Self.moment(session) {
      if case .pointInside("card", _, _, false, _, _) = $0 { true } else { false }
    }
    #expect(refused.subjects == ["card"])
    #expect(refused.hitPath == ["main"])
    let end = try Self.moment(session) { if case .hitView = $0 { true } else { false } }
    #expect(end.hitView == "main")
    #expect(
      !session.state.trace.records.contains {
        if case .hitTestVisit("save", _, _, _) = $0.step { true } else { false }
      })
  }

  @Test("§4 state machine: a recognizer's state at each of its steps")
  func recognizerStateAtAStep() throws {
    let (session, clock) = TimerTests.session()
    session.handle(.pointer(.down, TimerTests.save))
    clock.advance(by: 1)
    session.tick()
    let given = try Self.moment(session) {
      if case .recognizerTouches("tap2", _, _) = $0 { true } else { false }
    }
    #expect(given.recognizer?.id == "tap2")
    #expect(given.recognizer?.state == .possible)
    let failed = try Self.moment(session) {
      if case .stateChange("tap2", _, .failed, _) = $0 { true } else { false }
    }
    #expect(failed.recognizer?.state == .failed)
    #expect(failed.subjects.isEmpty, "the canvas finds the view carrying the recognizer")
    #expect(StepOverlay.focus(of: failed) == "save")
  }

  @Test(
    "§5 UIControl: a control's highlight is shown as it was at the step, not as its pointer event left it (issue 41)"
  )
  func theSceneOfTheStepsDispatch() throws {
    let (session, clock) = ControlSessionTests.session()
    session.handle(.pointer(.down, CGPoint(x: 60, y: 35)))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, CGPoint(x: 60, y: 35)))
    func highlighted(_ moment: StepMoment) -> Bool? {
      moment.scene.windows.first?.children.first { $0.id == "go" }?.control?.isHighlighted
    }
    // touchesBegan is delivered before the control highlights itself in it: "set automatically
    // when touch enters" (UIControl.h, reference §5), at the step that records it.
    let began = try Self.moment(session) {
      if case .deliver("go", .touchesBegan, _) = $0 { true } else { false }
    }
    #expect(highlighted(began) == false, "the press's dispatch has not highlighted go yet")
    #expect(began.subjects == ["go"])
    let highlight = try Self.moment(session) { $0 == .controlHighlight(control: "go", isHighlighted: true) }
    #expect(highlighted(highlight) == true)
    // And "cleared on up", at its step in touchesEnded: delivered while still highlighted.
    let ended = try Self.moment(session) {
      if case .deliver("go", .touchesEnded, _) = $0 { true } else { false }
    }
    #expect(highlighted(ended) == true, "the release has not cleared it yet")
    let cleared = try Self.moment(session) { $0 == .controlHighlight(control: "go", isHighlighted: false) }
    #expect(highlighted(cleared) == false)
    #expect(session.state.log.history.scenes.count == 2, "one scene per dispatch that changed it")
  }

  @Test("The fingers at a step: the one down, and the one lifting while its release is dispatched")
  func fingersAtAStep() throws {
    let (session, clock) = TestLayout.session()
    session.handle(.pointer(.down, StepTesting.save))
    // Within one frame, so the move is one touchesMoved (a later one is resampled into frames).
    clock.advance(by: 0.016)
    session.handle(.pointer(.move, CGPoint(x: 110, y: 65)))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, CGPoint(x: 120, y: 65)))
    let first = try Self.moment(session) { _ in true }
    #expect(first.touches == [StepTesting.save])
    let moved = try Self.moment(session) {
      if case .deliver(_, .touchesMoved, _) = $0 { true } else { false }
    }
    #expect(moved.touches == [CGPoint(x: 110, y: 65)])
    let ended = try Self.moment(session) { if case .sequenceEnd = $0 { true } else { false } }
    #expect(ended.touches == [CGPoint(x: 120, y: 65)])
  }

  @Test("Who a step is about: the responder receiving a method, a forward's next, an action's target")
  func subjects() {
    #expect(
      StepMoment.subject(of: .deliver(responder: "save", method: .touchesBegan, touches: [1])).views == [
        "save"
      ])
    #expect(
      StepMoment.subject(of: .forward(from: "save", to: "card", method: .touchesEnded, touches: [1])).views
        == [
          "card", "save",
        ])
    #expect(
      StepMoment.subject(of: .actionSent(action: "buy", sender: "go", target: "controller")).views == [
        "controller", "go",
      ])
    #expect(StepMoment.subject(of: .sequenceEnd(touches: [1])).views.isEmpty)
  }
}
