import Foundation
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// The end-to-end fixture's layout, built in Swift: a 200×120 screen with a window `main`, a
/// `card` holding a `save` view that handles began/ended, and a `note` label.
enum TestLayout {
  static func make() -> Layout {
    let app = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    app.addWindow(main)
    let card = View(id: "card", frame: CGRect(x: 10, y: 10, width: 120, height: 80))
    let save = View(id: "save", frame: CGRect(x: 60, y: 40, width: 80, height: 30))
    save.handledTouchMethods = [.touchesBegan, .touchesEnded]
    card.addSubview(save)
    main.addSubview(card)
    let note = Label(id: "note", frame: CGRect(x: 140, y: 10, width: 50, height: 20))
    note.text = "Hello"
    main.addSubview(note)
    return Layout(
      source: "e2e.yaml", title: "E2E", screenSize: CGSize(width: 200, height: 120), application: app)
  }

  static func session(columns: Int = 100, rows: Int = 30) -> (Session, ManualClock) {
    let clock = ManualClock()
    return (Session(layout: make(), columns: columns, rows: rows, clock: clock), clock)
  }
}
