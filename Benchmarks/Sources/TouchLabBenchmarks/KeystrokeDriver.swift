import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout

/// A key typed in the explorer, from its byte to the new screen, on the 5,000-view xib
/// (``ibDocument(views:)``) at 200×60 cells with the first text field editing: what the
/// terminal app does for one read of input. The byte is decoded and dispatched
/// (`Session.handle(bytes:decoder:)`: the typing layer, ``Effect/type(_:)``,
/// `Application.typeKeys`, its trace and the scene snapshot), the whole screen rendered
/// (`Session.canvas`) and diffed against the last frame (`CanvasDiff.changedCells`, the cells
/// `Terminal.draw` hands to ncurses). Left out: ncurses writing the cells.
///
/// Keys alternate "a" and Backspace (DEL, as terminals send it), so the field's text stays at
/// most one character long and every key changes the screen.
final class KeystrokeDriver {
  let session: Session
  let field: TextField
  private var decoder = InputDecoder()
  private var previous: Canvas
  private var typed = 0

  init?() {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-ib-5000.xib")
    guard let layout = try? LayoutLoader.load(contentsOf: file.path),
      let field = layout.application.windows.lazy.flatMap(\.allViews).compactMap({ $0 as? TextField }).first,
      field.becomeFirstResponder()
    else { return nil }
    self.field = field
    session = Session(layout: layout, columns: 200, rows: 60, clock: StepClock())
    previous = session.canvas
  }

  /// Types the next key and draws: the number of cells that changed.
  func next() -> Int {
    session.handle(bytes: typed % 2 == 0 ? [UInt8(ascii: "a")] : [0x7F], decoder: &decoder)
    typed += 1
    let canvas = session.canvas
    let changed = CanvasDiff.changedCells(from: previous, to: canvas).count
    previous = canvas
    return changed
  }

  /// The keys went where the explorer sends them: the field edits, its text is what the keys
  /// typed, and the screen changed.
  func check(changed: Int) {
    precondition(session.state.typingTarget == field.traceID, "the field is not the typing target")
    precondition(field.text == (typed % 2 == 1 ? "a" : ""), "the keys were not typed: \(field.text ?? "nil")")
    precondition(changed > 0, "the key changed nothing on screen")
  }
}
