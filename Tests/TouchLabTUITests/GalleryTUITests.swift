import Foundation
import Testing
import TouchFoundation
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// The lesson key and moving through the gallery, driven through messages as the terminal
/// drives them, with layouts loaded from strings: no files, no terminal.
@Suite("Lesson and gallery in the terminal UI")
struct GalleryTUITests {
  static let lessonYAML = """
    title: Outside its superview
    lesson:
      try: Tap the half of save outside card.
      happens: The touch lands on the window; save never hears of it.
      why: card's point(inside:with:) answers false before save is asked.
      rule: "hitTest(_:with:): points outside the receiver's bounds are never hits"
    claims: [{tap: [50, 50], hits: card}]
    screen: {width: 200, height: 120}
    windows:
      - id: main
        views: [{id: card, frame: [10, 10, 100, 80]}]
    """
  static let plainYAML = """
    title: No lesson here
    screen: {width: 200, height: 120}
    windows:
      - id: main
        views: [{id: other, frame: [0, 0, 200, 120]}]
    """
  static let brokenYAML = "windows:\n  - id: main\n    views: [{id: x, class: Buton, frame: [0, 0, 1, 1]}]\n"

  static let texts = [
    "01-outside.yaml": lessonYAML, "02-broken.yaml": brokenYAML, "03-plain.yaml": plainYAML,
  ]

  static let entries = texts.keys.sorted().map { fileName in
    let (number, name) = Gallery.numberAndName(of: fileName)
    return Gallery.Entry(number: number, name: name, fileName: fileName, path: fileName, title: nil)
  }

  static func load(_ entry: Gallery.Entry) -> Result<Layout, LayoutLoadError> {
    Result { () throws(LayoutLoadError) in
      try LayoutLoader.load(yaml: texts[entry.fileName] ?? "", source: entry.path)
    }
  }

  /// A session on the gallery's scenario at `index`, as `touchlab NAME` opens it.
  static func session(at index: Int = 0, columns: Int = 100, rows: Int = 30) throws -> Session {
    let layout = try load(entries[index]).get()
    let browser = GalleryBrowser(entries: entries, index: index, load: load)
    return Session(layout: layout, columns: columns, rows: rows, clock: ManualClock(), gallery: browser)
  }

  static func key(_ character: Character) -> Message { .input(.key(.character(character))) }

  @Test("l shows the lesson in the side pane, with its title and four parts, and l again hides it")
  func lessonKey() throws {
    let session = try Self.session()
    #expect(session.state.lesson.content?.whatToTry == "Tap the half of save outside card.")
    #expect(!session.state.lesson.isShown)
    session.handle(Self.key("l"))
    #expect(session.state.lesson.isShown)
    let text = session.canvas.plainText.joined(separator: "\n")
    for part in [
      "Lesson · l: back to the trace", "Outside its superview", "Try", "What happens", "Why", "Rule",
    ] {
      #expect(text.contains(part), "\(part)")
    }
    #expect(text.contains("│ card's point(inside:with:) answers\n"))
    session.handle(Self.key("l"))
    #expect(!session.state.lesson.isShown)
    #expect(session.canvas.plainText.joined().contains("Trace: click a view"))
  }

  @Test("A scenario opens saying where it is in the gallery and that l shows its lesson; a press clears it")
  func openingStatus() throws {
    let session = try Self.session()
    #expect(session.state.status == "01-outside.yaml (1 of 3) · l shows its lesson")
    #expect(
      (session.canvas.plainText.last ?? "").hasPrefix(" 01-outside.yaml (1 of 3) · l shows its lesson "))
    session.handle(.pointer(.down, CGPoint(x: 50, y: 50)))
    #expect(session.state.status == nil)
  }

  @Test("A layout without a lesson says so, and the status bar hints l only when there is one")
  func noLesson() throws {
    let session = try Self.session(at: 2)
    #expect(!(session.canvas.plainText.last ?? "").contains("l lesson"))
    #expect((session.canvas.plainText.last ?? "").contains("n/p next/prev"))
    session.handle(Self.key("l"))
    #expect(!session.state.lesson.isShown)
    #expect(session.state.status == "this layout has no lesson")
    let lesson = try Self.session(at: 0)
    #expect((lesson.canvas.plainText.last ?? "").contains("l lesson · n/p next/prev · ? help · q quit"))
  }

  @Test("Without a gallery, n and p say how to get one, and the status bar does not hint them")
  func noGallery() throws {
    let layout = try LayoutLoader.load(yaml: Self.lessonYAML, source: "x.yaml")
    let session = Session(layout: layout, columns: 100, rows: 30, clock: ManualClock())
    #expect(session.state.gallery == nil)
    #expect(!(session.canvas.plainText.last ?? "").contains("n/p"))
    session.handle(Self.key("n"))
    #expect(
      session.state.status == "n and p move through the gallery: g picks a layout from it")
  }

  @Test("n and p ask for the next and previous scenario; at either end the status bar says so")
  func moveEffects() throws {
    let state = try Self.session(at: 0).state
    #expect(Update.update(state, Self.key("n")).1 == [.openScenario(1)])
    #expect(Update.update(state, Self.key("p")).1 == [])
    #expect(Update.update(state, Self.key("p")).0.status == "this is the first scenario")
    var last = state
    last.gallery?.index = 2
    #expect(Update.update(last, Self.key("p")).1 == [.openScenario(1)])
    #expect(Update.update(last, Self.key("n")).0.status == "this is the last scenario")
  }

  @Test("A scenario that does not load shows why and keeps the open one; n again steps over it")
  func brokenScenario() throws {
    let session = try Self.session()
    session.handle(Self.key("l"))
    session.handle(Self.key("n"))
    #expect(session.state.title == "Outside its superview")
    #expect(session.state.gallery?.index == 0)
    #expect(session.state.lesson.isShown)
    #expect(
      session.state.status?.hasPrefix(
        "did not load: 02-broken.yaml:3:28: unknown class 'Buton'; did you mean 'Button'? (the classes are ")
        == true)
    #expect((session.canvas.plainText.last ?? "").hasPrefix(" did not load: 02-broken.yaml:3:28"))
    session.handle(Self.key("n"))
    #expect(session.state.title == "No lesson here")
    #expect(session.state.gallery?.index == 2)
    #expect(session.state.gallery?.attempted == nil)
  }

  @Test("The scenario n opens replaces the engine: title, views, lesson, an empty trace, touches go to it")
  func openedScenarioRuns() throws {
    let session = try Self.session()
    session.handle(.pointer(.down, CGPoint(x: 50, y: 50)))
    session.handle(.pointer(.up, CGPoint(x: 50, y: 50)))
    #expect(session.state.hitView == "card")
    session.handle(Self.key("l"))
    session.handle(Self.key("n"))
    session.handle(Self.key("n"))
    #expect(session.state.title == "No lesson here")
    #expect(session.state.lesson.content == nil)
    #expect(!session.state.lesson.isShown)
    #expect(session.state.trace.records.isEmpty)
    #expect(session.state.scene.windows.first?.children.map(\.id) == ["other"])
    #expect(session.state.status == "03-plain.yaml (3 of 3)")
    #expect(session.canvas.plainText.first == " TouchLab — No lesson here")
    session.handle(.pointer(.down, CGPoint(x: 50, y: 50)))
    #expect(session.state.hitView == "other")
    #expect(session.state.trace.records.first?.id == 1)
    session.handle(.pointer(.up, CGPoint(x: 50, y: 50)))
    session.handle(Self.key("p"))
    session.handle(Self.key("p"))
    #expect(session.state.title == "Outside its superview")
    #expect(session.state.status == "01-outside.yaml (1 of 3) · l shows its lesson")
  }

  @Test("While the lesson is shown, the pane's keys and the wheel scroll it, within its text")
  func lessonScrolls() throws {
    let session = try Self.session(columns: 70, rows: 16)
    session.handle(Self.key("l"))
    let count = LessonPane.lines(
      session.state.lesson, title: session.state.title, width: session.state.layout.paneArea.columns - 1
    ).count
    let bottom = count - session.state.layout.paneLines
    #expect(bottom > 2)
    session.handle(.input(.key(.down)))
    #expect(session.state.lesson.scroll == 1)
    session.handle(.input(.key(.end)))
    #expect(session.state.lesson.scroll == bottom)
    session.handle(.input(.key(.down)))
    #expect(session.state.lesson.scroll == bottom)
    session.handle(.input(.key(.up)))
    #expect(session.state.lesson.scroll == bottom - 1)
    session.handle(.input(.key(.home)))
    #expect(session.state.lesson.scroll == 0)
    #expect(session.canvas.plainText[1].contains("│ Lesson ↓ more · l: back"))
    let pane = session.state.layout.paneArea
    session.handle(
      .input(.mouse(MouseReport(.wheelDown, button: .none, column: pane.column + 2, row: pane.row + 2))))
    #expect(session.state.lesson.scroll == Update.wheelLines)
    #expect(session.state.log.scroll == 0)
  }

  @Test(
    "Lesson text wraps at word boundaries to the pane; a word wider than the pane is cut",
    arguments: [
      ("one two three four", 9, ["one two", "three", "four"]),
      ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
      ("first line\nsecond", 20, ["first line", "second"]),
      ("日本語のテキスト", 6, ["日本語", "のテキ", "スト"]),
      ("  padded  ", 10, ["padded"]),
    ])
  func wrapping(_ text: String, _ width: Int, _ lines: [String]) {
    #expect(LessonPane.wrap(text, width: width) == lines)
  }

  @Test("Lesson text from a file is sanitized: an escape sequence cannot reach the terminal")
  func sanitized() throws {
    let yaml = Self.lessonYAML.replacingOccurrences(
      of: "title: Outside its superview", with: "title: \"Red \\e[31m\"")
    let layout = try LayoutLoader.load(yaml: yaml, source: "x.yaml")
    let session = Session(layout: layout, columns: 100, rows: 30, clock: ManualClock())
    session.handle(Self.key("l"))
    let text = session.canvas.plainText.joined(separator: "\n")
    #expect(text.contains("Red ␛[31m"))
    #expect(!text.contains("\u{1B}"))
  }
}
