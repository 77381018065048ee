import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// The layout picker (`g`), driven through messages as the terminal drives it: the gallery's
/// layouts loaded from strings (``GalleryTUITests``), no files, no terminal.
@Suite("Layout picker")
struct LayoutPickerTests {
  /// Scenarios 1 to 23 and an unnumbered `default.yaml`, as the real gallery has them.
  static let entries: [Gallery.Entry] =
    (1...23).map { number in
      let fileName = String(format: "%02d-scenario-%d.yaml", number, number)
      return Gallery.Entry(
        number: number, name: "scenario-\(number)", fileName: fileName, path: fileName,
        title: "Title \(number)")
    } + [
      Gallery.Entry(number: nil, name: "default", fileName: "default.yaml", path: "default.yaml", title: nil)
    ]

  static func key(_ key: Key) -> Message { .input(.key(key)) }
  static func character(_ character: Character) -> Message { key(.character(character)) }

  /// A state with the picker open on `entries`, at `current`.
  static func pickerState(current: Int? = 0) -> UIState {
    var state = TestLayout.session().0.state
    state = Update.update(state, .layoutsListed(entries, current: current)).0
    return state
  }

  @Test("g asks the session for the layouts; the answer opens the picker on the open layout")
  func opening() throws {
    let state = TestLayout.session().0.state
    #expect(Update.update(state, Self.character("g")).1 == [.listLayouts])
    let open = Update.update(state, .layoutsListed(Self.entries, current: 4)).0
    #expect(open.layoutPicker?.selected == 4)
    #expect(open.layoutPicker?.current == 4)
    let closed = Update.update(open, Self.character("g")).0
    #expect(closed.layoutPicker == nil)
    #expect(Update.update(open, Self.key(.escape)).0.layoutPicker == nil)
  }

  @Test("Without layouts the picker does not open, and the status bar says where they are looked for")
  func noLayouts() {
    let state = Update.update(TestLayout.session().0.state, .layoutsListed([], current: nil)).0
    #expect(state.layoutPicker == nil)
    #expect(state.status?.hasPrefix("g: no layouts found (a Layouts folder beside the layout") == true)
  }

  @Test("Up, down, PgUp/PgDn, Home and End move the cursor within the list; Enter opens it")
  func cursor() throws {
    var state = Self.pickerState()
    state = Update.update(state, Self.key(.up)).0
    #expect(state.layoutPicker?.selected == 0)
    state = Update.update(state, Self.key(.down)).0
    state = Update.update(state, Self.key(.down)).0
    #expect(state.layoutPicker?.selected == 2)
    state = Update.update(state, Self.key(.end)).0
    #expect(state.layoutPicker?.selected == 23)
    state = Update.update(state, Self.key(.pageDown)).0
    #expect(state.layoutPicker?.selected == 23)
    state = Update.update(state, Self.key(.home)).0
    #expect(state.layoutPicker?.selected == 0)
    state = Update.update(state, Self.key(.pageDown)).0
    let page = try #require(state.layoutPicker.map { LayoutPickerOverlay.pageRows($0, in: state.layout) })
    #expect(state.layoutPicker?.selected == min(23, page))
    let (opened, effects) = Update.update(state, Self.key(.enter))
    #expect(effects == [.openScenario(opened.layoutPicker?.selected ?? -1)])
  }

  @Test(
    "A number opens its scenario as soon as no longer number could be meant",
    arguments: [
      ("5", 4, true), ("2", 1, false), ("23", 22, true), ("02", 1, true), ("0", 0, false), ("1", 0, false),
      ("12", 11, true), ("9", 8, true),
    ])
  func digits(_ typed: String, _ selected: Int, _ opens: Bool) {
    var state = Self.pickerState()
    var effects: [Effect] = []
    for digit in typed { (state, effects) = Update.update(state, Self.character(digit)) }
    #expect(state.layoutPicker?.selected == selected)
    #expect(effects == (opens ? [.openScenario(selected)] : []))
  }

  @Test("Digits that number nothing say so and start again")
  func unknownNumber() {
    var state = Self.pickerState()
    state = Update.update(state, Self.character("2")).0
    state = Update.update(state, Self.character("7")).0
    #expect(state.layoutPicker?.problem == nil, "7 alone is scenario 7")
    #expect(state.layoutPicker?.selected == 6)
    var none = Self.pickerState()
    none.layoutPicker?.entries = Array(Self.entries.prefix(3))
    none = Update.update(none, Self.character("8")).0
    #expect(none.layoutPicker?.problem == "no scenario numbered 8")
    #expect(none.layoutPicker?.typed == "")
  }

  @Test("While the picker is open other keys do nothing; q still quits")
  func otherKeysDoNotAct() {
    let state = Self.pickerState()
    for key: Key in [.character("r"), .character("l"), .character("n"), .character("o"), .character("f")] {
      let (next, effects) = Update.update(state, Self.key(key))
      #expect(effects.isEmpty, "\(key)")
      #expect(next.layoutPicker == state.layoutPicker && next.scriptPicker == nil && !next.lesson.isShown)
    }
    #expect(Update.update(state, Self.character("q")).0.isQuitting)
  }

  @Test("A layout that does not load keeps the open one and the picker, which says why; another opens")
  func brokenLayout() throws {
    let session = try GalleryTUITests.session()
    session.handle(Self.character("g"))
    #expect(session.state.layoutPicker?.selected == 0)
    session.handle(Self.character("2"))
    #expect(session.state.title == "Outside its superview")
    #expect(
      session.state.layoutPicker?.problem?.hasPrefix("02-broken.yaml:3:28: unknown class 'Buton'") == true)
    let text = session.canvas.plainText.joined(separator: "\n")
    #expect(text.contains("did not load: 02-broken.yaml:3:28: unknown class"))
    #expect(session.state.status?.hasPrefix("did not load: 02-broken.yaml:3:28") == true)
    session.handle(Self.key(.down))
    session.handle(Self.key(.enter))
    #expect(session.state.title == "No lesson here")
    #expect(session.state.layoutPicker == nil)
    #expect(session.state.gallery?.index == 2)
  }

  @Test("Opened on a file outside the gallery, the picker offers the gallery and n/p work after a pick")
  func plainFile() throws {
    let layout = try LayoutLoader.load(yaml: GalleryTUITests.plainYAML, source: "mine.yaml")
    let browser = GalleryBrowser(entries: GalleryTUITests.entries, index: nil, load: GalleryTUITests.load)
    let session = Session(layout: layout, columns: 100, rows: 30, clock: ManualClock(), gallery: browser)
    #expect(session.state.gallery == nil)
    session.handle(Self.character("n"))
    #expect(session.state.status == "n and p move through the gallery: g picks a layout from it")
    session.handle(Self.character("g"))
    #expect(session.state.layoutPicker?.current == nil)
    #expect(session.state.layoutPicker?.selected == 0)
    session.handle(Self.key(.enter))
    #expect(session.state.title == "Outside its superview")
    #expect(session.state.gallery?.index == 0)
    #expect(session.state.status == "01-outside.yaml (1 of 3) · l shows its lesson")
    session.handle(Self.character("n"))
    session.handle(Self.character("n"))
    #expect(session.state.title == "No lesson here")
  }

  @Test("The picker lists number, name and title, marks the open layout and the cursor, a page at a time")
  func drawing() {
    var state = Self.pickerState(current: 2)
    let text = Screen.render(state).plainText
    #expect(text.contains { $0.contains("Layouts · Enter opens · Esc closes") })
    #expect(text.contains { $0.contains(">● 3  scenario-3   Title 3") })
    #expect(text.contains { $0.contains("   1  scenario-1   Title 1") })
    #expect(text.contains { $0.contains("      default      (no title)") })
    state = TestLayout.session(columns: 60, rows: 16).0.state
    state = Update.update(state, .layoutsListed(Self.entries, current: 23)).0
    let small = Screen.render(state).plainText
    #expect(small.contains { $0.contains(">●    default      (no title)") })
    #expect(small.contains { $0.contains("↑/↓ choose · type a number · 2/2") })
    #expect(!small.contains { $0.contains("scenario-1 ") })
  }

  @Test("A mouse press while the picker is open starts no touch")
  func mouseDoesNotTouch() {
    let state = Self.pickerState()
    let cell = state.scaling.cell(for: CGPoint(x: 100, y: 70))
    let (next, effects) = Update.update(
      state, .input(.mouse(MouseReport(.press, column: cell.column, row: cell.row))))
    #expect(effects.isEmpty)
    #expect(!next.isPressed)
  }
}
