import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// The help overlay (`?`): every key of ``KeyHelp/sections`` on screen, in columns and pages
/// as the screen allows, and nothing else acting while it is open.
@Suite("Help overlay")
struct HelpOverlayTests {
  static func key(_ key: Key) -> Message { .input(.key(key)) }

  static func open(columns: Int, rows: Int) -> UIState {
    Update.update(TestLayout.session(columns: columns, rows: rows).0.state, key(.character("?"))).0
  }

  /// Every page of the overlay on this state's screen, as text.
  static func pages(_ state: UIState) -> [String] {
    (0..<HelpOverlay.pageCount(for: state.layout)).map { page in
      var state = state
      state.helpPage = page
      return Screen.render(state).plainText.joined(separator: "\n")
    }
  }

  /// Whether `text` shows `entry`: its keys, and its action's words in order (it may wrap).
  static func shows(_ entry: KeyHelp, in text: String) -> Bool {
    guard text.contains(entry.keys) else { return false }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }).map(String.init)
    let wanted = entry.action.split(separator: " ").map(String.init)
    var index = 0
    for word in words where index < wanted.count && word == wanted[index] { index += 1 }
    return index == wanted.count
  }

  @Test("? opens the help, ? and Esc close it", arguments: [Key.character("?"), .escape])
  func openAndClose(_ closing: Key) {
    let state = Self.open(columns: 100, rows: 30)
    #expect(state.helpPage == 0)
    #expect(Update.update(state, Self.key(closing)).0.helpPage == nil)
  }

  @Test("Every key of the table is on screen, by section", arguments: [(120, 40), (100, 30), (60, 16)])
  func everyKeyIsShown(_ columns: Int, _ rows: Int) {
    let pages = Self.pages(Self.open(columns: columns, rows: rows))
    let all = pages.joined(separator: "\n")
    for section in KeyHelp.sections {
      #expect(all.contains(section.title), "\(section.title)")
      for entry in section.entries {
        #expect(
          pages.contains { Self.shows(entry, in: $0) }, "\(entry.keys): \(entry.action) at \(columns)×\(rows)"
        )
      }
    }
  }

  @Test("At 60×16 the help is paged; the paging keys and the wheel turn the pages, within them")
  func paging() {
    var state = Self.open(columns: 60, rows: 16)
    let count = HelpOverlay.pageCount(for: state.layout)
    #expect(count > 1)
    #expect(Screen.render(state).plainText.joined().contains("page 1 of \(count)"))
    state = Update.update(state, Self.key(.pageDown)).0
    #expect(state.helpPage == 1)
    state = Update.update(state, Self.key(.end)).0
    #expect(state.helpPage == count - 1)
    state = Update.update(state, Self.key(.down)).0
    #expect(state.helpPage == count - 1)
    state = Update.update(state, Self.key(.up)).0
    #expect(state.helpPage == count - 2)
    state = Update.update(state, .input(.mouse(MouseReport(.wheelUp, button: .none, column: 5, row: 5)))).0
    #expect(state.helpPage == max(0, count - 3))
    state = Update.update(state, Self.key(.home)).0
    #expect(state.helpPage == 0)
  }

  @Test("While the help is open other keys do nothing: no quit, no record, no lesson, no picker")
  func otherKeysDoNotAct() {
    let state = Self.open(columns: 100, rows: 30)
    for key: Key in [
      .character("q"), .character("r"), .character("o"), .character("g"), .character("l"), .enter,
    ] {
      let (next, effects) = Update.update(state, Self.key(key))
      #expect(effects.isEmpty, "\(key)")
      #expect(!next.isQuitting && next.helpPage == 0)
    }
    #expect(Update.update(state, Self.key(.interrupt)).0.isQuitting, "Ctrl-C still quits")
  }

  @Test("A press while the help is open starts no touch; a touch already down still ends")
  func mouse() {
    let state = Self.open(columns: 100, rows: 30)
    let cell = state.scaling.cell(for: CGPoint(x: 100, y: 70))
    let press = MouseReport(.press, column: cell.column, row: cell.row)
    #expect(Update.update(state, .input(.mouse(press))).1.isEmpty)
    var pressed = TestLayout.session(columns: 100, rows: 30).0.state
    pressed = Update.update(pressed, .input(.mouse(press))).0
    pressed = Update.update(pressed, Self.key(.character("?"))).0
    let (released, effects) = Update.update(
      pressed, .input(.mouse(MouseReport(.release, column: cell.column, row: cell.row))))
    #expect(!released.isPressed)
    #expect(effects.contains(.sendPointer(.up, pressed.scaling.point(forColumn: cell.column, row: cell.row))))
  }

  @Test("A table too long for one column flows into columns, an entry never split, sections continued")
  func columns() {
    let sections = (1...4).map { section in
      KeyHelp.Section(
        "Section \(section)",
        (1...8).map { KeyHelp("k\(section).\($0)", "does thing number \($0) of section \(section)") })
    }
    let layout = HelpOverlay.layout(sections, width: 130, height: 14)
    #expect(layout.pages.count == 1)
    #expect(layout.columnsPerPage == 3)
    let columns = layout.pages[0]
    #expect(columns.allSatisfy { $0.count <= 14 })
    #expect(
      columns.dropFirst().allSatisfy { $0.first?.isHeading == true }, "each column starts with a heading")
    #expect(
      columns.map { $0.first?.text } == ["Section 1", "Section 2 (continued)", "Section 3 (continued)"])
    let keys = layout.pages.flatMap { $0 }.flatMap { $0 }.map(\.keys).filter { !$0.isEmpty && $0 != " " }
    #expect(keys.count == 32)
    let narrow = HelpOverlay.layout(sections, width: 56, height: 12)
    #expect(narrow.columnsPerPage == 1)
    #expect(narrow.pages.count > 1)
  }

  @Test("A long action wraps under itself; keys wider than their column get a line of their own")
  func wrapping() {
    let lines = HelpOverlay.lines(
      of: KeyHelp("Alt+Shift-drag", "two fingers moving together, for two-finger pans"), keyWidth: 6,
      columnWidth: 30)
    #expect(lines.first == HelpOverlay.Line(keys: "Alt+Shift-drag", text: ""))
    #expect(lines.dropFirst().map(\.text) == ["two fingers moving", "together, for", "two-finger pans"])
  }

  @Test("Golden: the help at 60×16 (first page)")
  func golden() {
    var state = Self.open(columns: 60, rows: 16)
    state.helpPage = 0
    let text = Screen.render(state).plainText.joined(separator: "\n")
    #expect(text.hasPrefix(" TouchLab — E2E\n┌─ Keys · ? or Esc closes ─"), "got:\n\(text)")
    #expect(text.contains("│ Touch"))
    #expect(
      text.split(separator: "\n").contains {
        $0.hasPrefix("│ click ") && $0.contains("tap the view under the pointer")
      })
    #expect((Screen.render(state).plainText.last ?? "").hasSuffix("? help · q quit"))
  }

  @Test("The status bar always ends with ? help, even narrow and with a long message")
  func statusBarHint() {
    var state = TestLayout.session(columns: 60, rows: 16).0.state
    state.status = String(repeating: "a long message ", count: 10)
    state.pointerPoint = CGPoint(x: 10, y: 10)
    let bar = Screen.render(state).plainText.last ?? ""
    #expect(bar.hasSuffix(" ? help"), "\(bar)")
    #expect(bar.contains("…"))
    let wide = TestLayout.session(columns: 160, rows: 30).0.canvas.plainText.last ?? ""
    #expect(wide.hasSuffix(StatusBar.hints), "\(wide)")
  }
}
