import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// Reference §8, "Teaching scenarios": the recognizer confusions not already covered by the
/// rule suites (each names its scenario there too).
@Suite("§8 Teaching scenarios")
struct ScenarioTests {
  /// A table `table` with a tap recognizer, holding a cell `cell` that selects itself on
  /// touchesEnded (it handles touchesEnded without calling super).
  final class Table {
    let stage = Stage()
    let table: RecordingView
    let cell: RecordingView
    let tap: TapGestureRecognizer

    init() {
      table = stage.add(RecordingView(id: "table", frame: rect(0, 0, 300, 300)))
      cell = stage.add(RecordingView(id: "cell", frame: rect(0, 0, 300, 44)), to: table)
      cell.swallows = [.touchesEnded]
      tap = stage.tap(on: table, id: "dismissKeyboard")
      tap.addTarget(nil, action: "dismissKeyboard")
      table.handledActions = ["dismissKeyboard"]
    }

    var selected: Bool { cell.methods.contains(.touchesEnded) }
  }

  @Test("#6: a parent tap recognizer breaks cell selection: the cell gets touchesCancelled, not touchesEnded")
  func parentTapBreaksSelection() {
    let table = Table()
    table.stage.tap(20, 20)
    #expect(!table.selected)
    #expect(table.cell.methods == [.touchesBegan, .touchesCancelled])
  }

  @Test("#6 fix: cancelsTouchesInView false: the cell is selected and the action still fires")
  func fixWithCancelsTouchesInView() {
    let table = Table()
    table.tap.cancelsTouchesInView = false
    table.stage.tap(20, 20)
    #expect(table.selected)
    #expect(table.stage.summary.actions.map(\.action) == ["dismissKeyboard"])
  }

  @Test("#6 fix: a delegate's shouldReceive false for touches in cells keeps the recognizer out")
  func fixWithShouldReceive() {
    let table = Table()
    let delegate = ScriptedDelegate()
    delegate.shouldReceive = false
    table.tap.delegate = delegate
    table.stage.tap(20, 20)
    #expect(table.selected)
    #expect(table.stage.summary.actions.isEmpty)
  }

  @Test("#3: a tap recognizer on an image view never fires: isUserInteractionEnabled is false by default")
  func imageViewRecognizer() {
    let stage = Stage()
    let image = stage.add(ImageView(id: "photo", frame: rect(0, 0, 100, 100)))
    stage.tap(on: image, id: "tap")
    stage.tap(10, 10)
    #expect(stage.transitions.isEmpty)
    #expect(stage.hitView() == "window")
  }
}
