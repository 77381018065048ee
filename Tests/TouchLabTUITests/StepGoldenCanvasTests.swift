import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Step mode's canvas as text, compared with committed expectations: the view being asked
/// (`◆`), the hit-test path so far (`»`), the hit view once decided (heavy lines, `▶save◀`), a
/// recognizer's state, the finger (`◉`), the selected line (`▶` in the pane) and `STEP n/N`.
@Suite struct StepGoldenCanvasTests {
  @Test("§1 hitTest: at save's point(inside:), save is asked and main → card is the path so far")
  func aHitTestStep() {
    let (session, clock) = TestLayout.session(columns: 70, rows: 20)
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    for _ in 0..<5 { session.handle(StepTesting.key("j")) }
    session.handle(StepTesting.key("J"))
    for _ in 0..<4 { session.handle(StepTesting.key("j")) }
    let text = StepTesting.text(session)
    #expect(text == Self.asked, "got:\n\(text)")
  }

  static let asked = """
     TouchLab — E2E
    ┌»main──────────────────────────────────┐│ Trace 1–11 of 27
    │ ┌»card──────────────────┐  ┌note “He┐ ││ pointer 0 down at (100, 65)
    │ │                       │  └────────┘ ││ hit-test window main (leve…
    │ │                       │             ││   main.hitTest((100, 65))
    │ │                       │             ││   main.point(inside: (100,…
    │ │           ┌◆save──────────┐         ││     note.hitTest((-40, 55))
    │ │           │     ◉         │         ││     note skipped with its …
    │ │           └───────────────┘         ││     note.hitTest → nil
    │ └───────────────────────┘             ││     card.hitTest((90, 55))
    │                                       ││     card.point(inside: (90…
    │                                       ││       save.hitTest((30, 15…
    └───────────────────────────────────────┘│▶      save.point(inside: (…
                                             │ … 16 more steps (j shows t…
                                             │
                                             │
                                             │
                                             │
                                             │
     STEP 11/27 · pointer (100, 65) pt · over: save       ? help · q quit
    """

  @Test("§4 state machine: a recognizer's state change is shown on its view, with the state at that step")
  func aRecognizerStep() {
    let (session, clock) = TimerTests.session()
    session.handle(.resize(columns: 70, rows: 20))
    session.handle(StepTesting.key("s"))
    session.handle(.pointer(.down, TimerTests.save))
    clock.advance(by: 1)
    session.tick()
    session.handle(StepTesting.key("/"))
    for character in "failed" { session.handle(StepTesting.key(character)) }
    session.handle(StepTesting.key(.enter))
    let text = StepTesting.text(session)
    #expect(text == Self.recognizerFailed, "got:\n\(text)")
  }

  static let recognizerFailed = """
     TouchLab — E2E
    ┌»main──────────────────────────────────┐│ Trace 8–24 of 24 · /failed
    │ ┌»card──────────────────┐  ┌note “He┐ ││     card.hitTest((90, 55))
    │ │                       │  └────────┘ ││     card.point(inside: (90…
    │ │                       │             ││       save.hitTest((30, 15…
    │ │                       │             ││       save.point(inside: (…
    │ │           ┏◆▶save◀ ✦tap2: ┓         ││       save.hitTest → save
    │ │           ┃     ◉         ┃         ││     card.hitTest → save
    │ │           ┗━━━━━━━━━━━━━━━┛         ││   main.hitTest → save
    │ └───────────────────────┘             ││ touch 1 → hit view save in…
    │                                       ││ touch 1 began at (100, 65)…
    │                                       ││ application.sendEvent(touc…
    └───────────────────────────────────────┘│   main.sendEvent(touch 1)
                                             │     tap2.touchesBegan(touc…
                                             │       tap2 starts a timer …
                                             │     save.touchesBegan(touc…
                                             │     save handles touchesBe…
                                             │ tap2's maximumTapDuration …
                                             │▶  tap2: possible → failed:…
     STEP 24/24 · tap2: failed · touch → save · touching  ? help · q quit
    """
}
