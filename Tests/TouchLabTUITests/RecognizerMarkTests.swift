import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Views that carry recognizers say so in their box title; the status bar lists the
/// recognizers a touch under the pointer would reach.
@Suite struct RecognizerMarkTests {
  /// The test layout with a pan on `card` and a tap and a disabled double tap on `save`.
  static func session() throws -> Session {
    let layout = TestLayout.make()
    let card = try #require(layout.application.windows.first?.subviews.first)
    let save = try #require(card.subviews.first)
    card.addGestureRecognizer(PanGestureRecognizer(id: "pan"))
    save.addGestureRecognizer(TapGestureRecognizer(id: "tap"))
    let off = TapGestureRecognizer(id: "off")
    off.isEnabled = false
    save.addGestureRecognizer(off)
    return Session(layout: layout, columns: 70, rows: 20, clock: ManualClock())
  }

  @Test func titlesCountRecognizers() throws {
    let text = try Self.session().canvas.plainText
    #expect(text[2].contains("┌card ✦1──"))
    #expect(text[6].contains("┌save ✦2──"))
    #expect(text[1].hasPrefix("┌main───"), "no mark without recognizers")
  }

  @Test func theHitViewKeepsItsMark() throws {
    let session = try Self.session()
    session.handle(.pointer(.down, CGPoint(x: 100, y: 65)))
    let text = session.canvas.plainText
    #expect(text[6].contains("┏▶save◀ ✦2━"))
    #expect(text[2].contains("┌»card ✦1──"))
  }

  @Test func statusBarListsTheRecognizersATouchWouldReach() throws {
    let session = try Self.session()
    let cell = session.state.scaling.cell(for: CGPoint(x: 100, y: 65))
    session.handle(.input(.mouse(MouseReport(.motion, button: .none, column: cell.column, row: cell.row))))
    #expect(session.state.hoverRecognizers == ["tap", "pan"], "enabled ones, innermost first")
    #expect(session.canvas.plainText[19].contains("over: save ✦ tap, pan"))
    let outside = CellPosition(column: session.state.layout.paneArea.column + 2, row: 5)
    session.handle(
      .input(.mouse(MouseReport(.motion, button: .none, column: outside.column, row: outside.row))))
    #expect(session.state.hoverRecognizers.isEmpty)
  }

  /// A narrow box drops the class name before the count.
  @Test func theCountOutlivesTheClassName() {
    let list = SceneNode(
      id: "list", className: "ScrollView", frame: CGRect(x: 10, y: 10, width: 45, height: 40),
      recognizers: ["list.touchDelay", "list.pan"])
    let wide = SceneNode(
      id: "wide", className: "ScrollView", frame: CGRect(x: 60, y: 10, width: 130, height: 40),
      recognizers: ["wide.pan"])
    let window = SceneNode(
      id: "main", className: "Window", frame: CGRect(x: 0, y: 0, width: 200, height: 120),
      children: [list, wide])
    let state = UIState(
      title: "T", scene: Scene(screenSize: CGSize(width: 200, height: 120), windows: [window]), columns: 70,
      rows: 20)
    let row = Screen.render(state).plainText[2]
    #expect(row.contains("┌list ✦2"), "\(row)")
    #expect(row.contains("┌wide: ScrollView ✦1──"), "\(row)")
  }

  @Test func asciiFallback() {
    #expect(ASCIIFallback.character(for: LayoutRenderer.recognizerGlyph) == "*")
    #expect(TextWidth.width(of: LayoutRenderer.recognizerGlyph) == 1)
  }
}
