import Foundation
import Testing

@testable import TouchLabTUI

/// The canvas as text, compared with committed expectations: what `touchlab render` prints and
/// what a person sees in the terminal (less colour).
@Suite struct GoldenCanvasTests {
  static let idle = """
     TouchLab — E2E
    ┌main───────────────────────────────────┐│ Trace: click a view to touc
    │ ┌card───────────────────┐  ┌note “He┐ ││
    │ │                       │  └────────┘ ││
    │ │                       │             ││
    │ │                       │             ││
    │ │           ┌save───────────┐         ││
    │ │           │               │         ││
    │ │           └───────────────┘         ││
    │ └───────────────────────┘             ││
    │                                       ││
    │                                       ││
    └───────────────────────────────────────┘│
                                             │
                                             │
                                             │
                                             │
                                             │
                                             │
     pointer outside the canvas                           ? help · q quit
    """

  @Test func idleCanvas() {
    let (session, _) = TestLayout.session(columns: 70, rows: 20)
    #expect(session.canvas.plainText.joined(separator: "\n") == Self.idle)
  }

  @Test func afterATap() {
    let (session, clock) = TestLayout.session(columns: 70, rows: 20)
    session.handle(.pointer(.down, CGPoint(x: 100, y: 70)))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, CGPoint(x: 100, y: 70)))
    let text = session.canvas.plainText.joined(separator: "\n")
    #expect(text == Self.tapped, "got:\n\(text)")
  }

  static let tapped = """
     TouchLab — E2E
    ┌»main──────────────────────────────────┐│ Trace 11–27 of 27
    │ ┌»card──────────────────┐  ┌note “He┐ ││       save.point(inside: (…
    │ │                       │  └────────┘ ││       save.hitTest → save
    │ │                       │             ││     card.hitTest → save
    │ │                       │             ││   main.hitTest → save
    │ │           ┏▶save◀━━━━━━━━━┓         ││ touch 1 → hit view save in…
    │ │           ┃               ┃         ││ touch 1 began at (100, 70)…
    │ │           ┗━━━━━━━━━━━━━━━┛         ││ application.sendEvent(touc…
    │ └───────────────────────┘             ││   main.sendEvent(touch 1)
    │                                       ││     save.touchesBegan(touc…
    │                                       ││     save handles touchesBe…
    └───────────────────────────────────────┘│ pointer 0 up at (100, 70)
                                             │ touch 1 ended at (100, 70)…
                                             │ application.sendEvent(touc…
                                             │   main.sendEvent(touch 1)
                                             │     save.touchesEnded(touc…
                                             │     save handles touchesEn…
                                             │ sequence ends (touch 1)
     touch → save · save handled touchesEnded · over: save         ? help
    """
}
