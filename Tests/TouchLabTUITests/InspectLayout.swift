import Foundation
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// A layout to inspect, built in Swift: a 200×120 screen, window `main` holding
///
/// - `card` (10, 10, 120, 80), root view of `cardVC`, with a pan `cardPan` (→ `didPan`), and in
///   it `save`, a Button “Save” (60, 40, 80, 30) sending `save` up the chain on touchUpInside;
/// - `overlay` (100, 60, 90, 50), in front of save's right part, taking no touches: where they
///   overlap, (120, 70), it is drawn and save is hit;
/// - `ghost` (150, 10, 40, 20), hidden;
/// - two Labels without ids (both go by `Label`).
///
/// Document order: main 0, card 1, save 2, overlay 3, ghost 4, Label 5, Label 6.
enum InspectLayout {
  static func make() -> Layout {
    let application = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    application.addWindow(main)
    let card = View(id: "card", frame: CGRect(x: 10, y: 10, width: 120, height: 80))
    card.handledActions = ["didPan"]
    let pan = PanGestureRecognizer(id: "cardPan")
    pan.addTarget(card, action: "didPan")
    card.addGestureRecognizer(pan)
    let controller = ViewController(id: "cardVC", view: card)
    let save = Button(id: "save", frame: CGRect(x: 60, y: 40, width: 80, height: 30))
    save.title = "Save"
    save.addTarget(nil, action: "save", for: .touchUpInside)
    card.addSubview(save)
    main.addSubview(card)
    let overlay = View(id: "overlay", frame: CGRect(x: 100, y: 60, width: 90, height: 50))
    overlay.isUserInteractionEnabled = false
    main.addSubview(overlay)
    let ghost = View(id: "ghost", frame: CGRect(x: 150, y: 10, width: 40, height: 20))
    ghost.isHidden = true
    main.addSubview(ghost)
    main.addSubview(Label(frame: CGRect(x: 10, y: 95, width: 40, height: 15)))
    main.addSubview(Label(frame: CGRect(x: 55, y: 95, width: 40, height: 15)))
    return Layout(
      source: "inspect.yaml", title: "Inspect", screenSize: CGSize(width: 200, height: 120),
      application: application, controllers: [controller], gestureRecognizers: [pan])
  }

  static func session(columns: Int = 100, rows: Int = 30) -> (Session, ManualClock) {
    let clock = ManualClock()
    return (Session(layout: make(), columns: columns, rows: rows, clock: clock), clock)
  }

  /// A mouse report at the cell of a screen point.
  static func mouse(
    _ action: MouseReport.Action, _ button: MouseReport.Button, at point: CGPoint, in session: Session,
    modifiers: MouseReport.Modifiers = []
  ) -> Message {
    let cell = session.state.scaling.cell(for: point)
    return .input(
      .mouse(MouseReport(action, button: button, column: cell.column, row: cell.row, modifiers: modifiers)))
  }

  /// Presses and releases the right button at a screen point.
  static func rightClick(_ session: Session, at point: CGPoint) {
    session.handle(mouse(.press, .right, at: point, in: session))
    session.handle(mouse(.release, .right, at: point, in: session))
  }

  static func key(_ key: Key) -> Message { .input(.key(key)) }
  static func key(_ character: Character) -> Message { .input(.key(.character(character))) }
}
