import Foundation
import Testing

@testable import TouchLabTUI

/// The inspector and the why-not answer as text, compared with committed expectations, at a
/// roomy size and at the minimum (60×16): what a person sees in the terminal, less colour.
@Suite struct InspectorGoldenTests {
  typealias L = InspectLayout

  static func text(_ session: Session) -> String { session.canvas.plainText.joined(separator: "\n") }

  /// A session with `save` selected and, when `touching`, a tap at (160, 100): outside card,
  /// so save's superview refuses the point and save is never asked.
  static func session(columns: Int, rows: Int, select point: CGPoint, touching: Bool = false) -> Session {
    let (session, clock) = L.session(columns: columns, rows: rows)
    L.rightClick(session, at: point)
    if touching {
      session.handle(.pointer(.down, CGPoint(x: 160, y: 100)))
      clock.advance(by: 0.05)
      session.handle(.pointer(.up, CGPoint(x: 160, y: 100)))
    }
    return session
  }

  @Test("The inspector of a button: class, geometry, hit testing, chain, and its control events and targets")
  func inspector() {
    let text = Self.text(Self.session(columns: 100, rows: 30, select: CGPoint(x: 80, y: 60)))
    #expect(text == Self.button, "got:\n\(text)")
  }

  @Test("The inspector at the minimum size: wrapped, marked as cut, the trace still below")
  func inspectorAtMinimumSize() {
    let text = Self.text(Self.session(columns: 60, rows: 16, select: CGPoint(x: 30, y: 30)))
    #expect(text == Self.card, "got:\n\(text)")
  }

  @Test("§1 Why not: save never visited, since its superview refused the point")
  func whyNot() {
    let session = Self.session(columns: 80, rows: 24, select: CGPoint(x: 80, y: 60), touching: true)
    session.handle(L.key("w"))
    let text = Self.text(session)
    #expect(text == Self.whyNot, "got:\n\(text)")
  }

  @Test("Why not at the minimum size: the answer wraps in the pane")
  func whyNotAtMinimumSize() {
    let session = Self.session(columns: 60, rows: 16, select: CGPoint(x: 80, y: 60), touching: true)
    session.handle(L.key("w"))
    let text = Self.text(session)
    #expect(text == Self.whyNotSmall, "got:\n\(text)")
  }

  static let button = """
     TouchLab — Inspect
    ┌main─────────────────────────────────────────────────────┐│ Inspector: save · w why not · t tree
    │  ┌card ✦1──────────────────────────┐                    ││ class Button (Control, View) ·
    │  │                                 │                    ││   title “Save”
    │  │                                 │                    ││ frame (60, 40, 80, 30) ·
    │  │                                 │                    ││   bounds (0, 0, 80, 30)
    │  │                                 │                    ││ transform identity
    │  │                                 │                    ││ isHidden false ·
    │  │                 ╭[save: Button]───────╮              ││   isUserInteractionEnabled true ·
    │  │                 │Save                 │              ││   alpha 1 · clipsToBounds false
    │  │                 │       ┌overlay──────────────────┐  ││ hitArea none · hitTest override none
    │  │                 │       │                         │  ││ Swift overrides none
    │  │                 ╰───────│                         │  ││ chain save → card → cardVC → main →
    │  └─────────────────────────│                         │  ││   application
    │                            │                         │  ││ recognizers none
    │  ┌Label─────┐ ┌Label─────┐ │                         │  ││ control isEnabled true ·
    │  └──────────┘ └──────────┘ └─────────────────────────┘  ││   isHighlighted false ·
    │                                                         ││   isSelected false
    └─────────────────────────────────────────────────────────┘│   touchUpInside: save → responder chain
                                                               │ Trace: click a view to touch it
                                                               │
                                                               │
                                                               │
                                                               │
                                                               │
                                                               │
                                                               │
                                                               │
                                                               │
     pointer (80, 58) pt · over: save ✦ cardPan (f/F: force) · selected: save           ? help · q quit
    """

  static let card = """
     TouchLab — Inspect
    ┌main─────────────────────────┐│ Inspector: card ↓ more
    │╭[card] ✦1────────╮          ││ class View
    ││                 │          ││ frame (10, 10, 120, 80) ·
    ││                 │          ││   bounds (0, 0, 120, 80)
    ││         ┌save: Butt┐       ││ transform identity
    ││         └───┌overlay─────┐ ││ isHidden false ·
    │╰─────────────│            │ ││   isUserInteractionEnabled
    │─Label──Label─└────────────┘ ││   true ·
    └─────────────────────────────┘│   alpha 1 ·
                                   │ Trace: click a view to touc
                                   │
                                   │
                                   │
                                   │
     over: card ✦ cardPan (f/F: force)          ? help · q quit
    """

  static let whyNot = """
     TouchLab — Inspect
    ┏▶main◀━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓│ Why not save? · w back
    ┃ ┌card ✦1───────────────────┐                ┃│ save was not hit, never
    ┃ │                          │                ┃│ visited: its superview card
    ┃ │                          │                ┃│ returned false from
    ┃ │                          │                ┃│ point(inside:) at (150, 90),
    ┃ │                          │                ┃│ outside its bounds (0, 0, 120,
    ┃ │             ╭[save: Button]───╮           ┃│ 80). Touch 1 went to main.
    ┃ │             │Save  ┌◇overlay────────────┐ ┃│ Trace 22–35 of 35
    ┃ │             ╰──────│                    │ ┃│ touch 1 began at (160, 100), t…
    ┃ │                    │                    │ ┃│ application.sendEvent(touch 1)
    ┃ └────────────────────│                    │ ┃│   main.sendEvent(touch 1)
    ┃ ┌Label───┐ ┌Label──┐ │                    │ ┃│     main.touchesBegan(touch 1)
    ┃ └────────┘ └───────┘ └────────────────────┘ ┃│     main → application: touche…
    ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛│       application has no next …
                                                   │ pointer 0 up at (160, 100)
                                                   │ touch 1 ended at (160, 100), t…
                                                   │ application.sendEvent(touch 1)
                                                   │   main.sendEvent(touch 1)
                                                   │     main.touchesEnded(touch 1)
                                                   │     main → application: touche…
                                                   │       application has no next …
                                                   │ sequence ends (touch 1)
     touch → main · touchesEnded unhandled · over: main             ? help · q quit
    """

  static let whyNotSmall = """
     TouchLab — Inspect
    ┏▶main◀━━━━━━━━━━━━━━━━━━━━━━━┓│ Why not save? · w back
    ┃┌card ✦1──────────┐          ┃│ save was not hit, never
    ┃│                 │          ┃│ visited: its superview card
    ┃│                 │          ┃│ returned false from
    ┃│         ╭[save: But╮       ┃│ point(inside:) at (150,
    ┃│         ╰───┌◇overlay────┐ ┃│ 90), outside its bounds (0,
    ┃└─────────────│            │ ┃│ 0, 120, 80). Touch 1 went
    ┃─Label──Label─└────────────┘ ┃│ to main.
    ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛│ Trace 31–35 of 35
                                   │   main.sendEvent(touch 1)
                                   │     main.touchesEnded(touc…
                                   │     main → application: to…
                                   │       application has no n…
                                   │ sequence ends (touch 1)
     touch → main · touchesEnded unhandled      ? help · q quit
    """
}
