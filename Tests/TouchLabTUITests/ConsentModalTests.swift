import Foundation
import Testing
import TouchFoundation
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// The consent question the explorer asks on its own screen (issue 34): driven through
/// messages as the terminal drives it, with layouts loaded from strings. The explorer used to
/// ask on standard error under curses and read the answer from the keys typed next; these
/// are the rules that replace it (docs/reliability.md, "What consent covers").
@Suite("Consent question in the explorer")
struct ConsentModalTests {
  static let question = CodeConsentQuestion(
    layout: "/tmp/g/02-code.yaml", line: 1, column: 7, files: ["/tmp/g/Views.swift"],
    hash: String(repeating: "ab", count: 32))

  static func key(_ key: Key) -> Message { .input(.key(key)) }
  static func character(_ character: Character) -> Message { key(.character(character)) }

  /// A gallery session with the question up, armed (drawn, the input before it discarded) or not.
  static func asked(armed: Bool, retry: ConsentModal.Retry = .openScenario(1)) throws -> UIState {
    var state = try GalleryTUITests.session().state
    state = Update.update(state, .consentNeeded(question, retry: retry)).0
    if armed { state = Update.update(state, .consentShown).0 }
    return state
  }

  @Test("The question opens unarmed: no key typed before it was drawn answers it, not even y")
  func unarmedIgnoresAnswers() throws {
    let state = try Self.asked(armed: false)
    #expect(state.consent?.isArmed == false)
    for answer in [Self.character("y"), Self.character("Y"), Self.character("n"), Self.key(.escape)] {
      let (next, effects) = Update.update(state, answer)
      #expect(next.consent == state.consent)
      #expect(effects.isEmpty)
    }
  }

  @Test("Armed, y allows the code (remembered), then opens the scenario again")
  func yesAllowsThenRetries() throws {
    let state = try Self.asked(armed: true)
    let (next, effects) = Update.update(state, Self.character("y"))
    #expect(next.consent == nil)
    #expect(effects == [.allowCode(Self.question, then: .openScenario(1))])
    let reload = try Self.asked(armed: true, retry: .reload)
    #expect(Update.update(reload, Self.character("y")).1 == [.allowCode(Self.question, then: .reload)])
  }

  @Test("Armed, n and Esc refuse: nothing runs, the open layout stays, the status bar says so")
  func noRefuses() throws {
    for refusal in [Self.character("n"), Self.character("N"), Self.key(.escape)] {
      let state = try Self.asked(armed: true)
      let (next, effects) = Update.update(state, refusal)
      #expect(next.consent == nil)
      #expect(effects.isEmpty)
      #expect(next.title == state.title)
      #expect(next.status == "02-code.yaml not opened: its code (Views.swift) was not run")
      // Refused counts as tried: n steps over it.
      #expect(next.gallery?.attempted == 1)
    }
    let reload = try Self.asked(armed: true, retry: .reload)
    #expect(
      Update.update(reload, Self.character("n")).0.status
        == "02-code.yaml not reloaded: its code (Views.swift) was not run; the last good layout runs on")
  }

  @Test(
    "The modal's own update: opened unarmed, armed when shown; armed, y allows and n refuses, each closing it"
  )
  func ownUpdate() {
    var modal: ConsentModal?
    #expect(ConsentModal.update(&modal, .needed(Self.question, retry: .openScenario(2))) == nil)
    #expect(modal?.isArmed == false)
    #expect(ConsentModal.answer(&modal, .character("y")) == nil)
    #expect(ConsentModal.answer(&modal, .interrupt) == .quit)
    #expect(ConsentModal.update(&modal, .shown) == nil)
    #expect(modal?.isArmed == true)
    var refused = modal
    #expect(ConsentModal.answer(&modal, .character("x")) == nil)
    #expect(ConsentModal.answer(&modal, .character("y")) == .allow(Self.question, then: .openScenario(2)))
    #expect(modal == nil)
    #expect(
      ConsentModal.answer(&refused, .escape)
        == .refuse(status: "02-code.yaml not opened: its code (Views.swift) was not run", attempted: 2))
    #expect(refused == nil)
    #expect(
      ConsentModal.update(&modal, .notRemembered("read-only")) == "allowed for this session only: read-only")
  }

  @Test("q and Ctrl-C quit while the question is up, armed or not")
  func quitKeys() throws {
    for armed in [false, true] {
      for quit in [Self.character("q"), Self.character("Q"), Self.key(.interrupt)] {
        let state = try Self.asked(armed: armed)
        #expect(Update.update(state, quit).0.isQuitting)
      }
    }
  }

  @Test("No other key answers it or reaches what is under it")
  func otherKeysDoNothing() throws {
    let state = try Self.asked(armed: true)
    let others: [Key] =
      "abcdefghijklmoprstuvwxz ?gp0123456789\r\n".map { Key.character($0) } + [
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .tab, .backspace, .backTab,
        .other,
      ]
    for other in others {
      let (next, effects) = Update.update(state, Self.key(other))
      #expect(next == state, "\(other)")
      #expect(effects.isEmpty, "\(other)")
    }
  }

  @Test("Mouse reports and scripted pointer events do nothing while it is up")
  func mouseDoesNothing() throws {
    let state = try Self.asked(armed: true)
    for action in [MouseReport.Action.press, .release, .drag, .motion, .wheelUp, .wheelDown] {
      let report = MouseReport(action, column: 10, row: 5)
      let (next, effects) = Update.update(state, .input(.mouse(report)))
      #expect(next == state)
      #expect(effects.isEmpty)
    }
    let (next, effects) = Update.update(state, .pointer(.down, CGPoint(x: 50, y: 50)))
    #expect(next == state)
    #expect(effects.isEmpty)
  }

  @Test("A terminal too small to draw it disarms it: no key answers a question not on screen")
  func tooSmallDisarms() throws {
    let state = try Self.asked(armed: true)
    let small = Update.update(state, .resize(columns: 20, rows: 5)).0
    #expect(small.consent?.isArmed == false)
    #expect(Update.update(small, Self.character("y")).1.isEmpty)
  }

  @Test("The question is drawn over everything with the files' paths sanitized; its keys once armed")
  func drawn() throws {
    var state = try GalleryTUITests.session(columns: 120, rows: 30).state
    var hostile = Self.question
    hostile.files = ["/tmp/g/a.swift\n\u{1B}[31mred"]
    state = Update.update(state, .consentNeeded(hostile, retry: .openScenario(1))).0
    let unarmed = Screen.render(state).plainText.joined(separator: "\n")
    #expect(unarmed.contains("Run this layout's code?"))
    #expect(unarmed.contains("/tmp/g/a.swift␊␛[31mred"))
    #expect(!unarmed.contains("y runs it"))
    state = Update.update(state, .consentShown).0
    let armed = Screen.render(state).plainText.joined(separator: "\n")
    #expect(armed.contains("y runs it (remembered) · n or Esc: not now · q quits"))
  }

  @Test("A long path is broken over lines, never cut: the whole path is what the person judges")
  func longPath() throws {
    var state = try GalleryTUITests.session(columns: 80, rows: 30).state
    var long = Self.question
    long.files = ["/" + (1...12).map { "folder\($0)" }.joined(separator: "/") + "/TheEnd.swift"]
    state = Update.update(state, .consentNeeded(long, retry: .openScenario(1))).0
    let screen = Screen.render(state).plainText.joined(separator: "\n")
    #expect(screen.contains("  /folder1/folder2/"))
    #expect(screen.contains("/TheEnd.swift"))
    let pieces = ConsentOverlay.broken("  " + long.files[0], width: 40)
    #expect(pieces.allSatisfy { TextWidth.width(of: $0) <= 40 })
    #expect(pieces.map { $0.trimmingCharacters(in: .whitespaces) }.joined() == long.files[0])
  }
}

/// The question from the session's side: a load that needs consent becomes the question, a
/// yes is handed to whoever remembers it and the load is done again.
@Suite("Consent question in the session")
struct ConsentSessionTests {
  /// Whether the code of `02-code.yaml` was allowed: the loader's answer depends on it.
  final class Allowed: @unchecked Sendable {
    var hashes: Set<String> = []
    var answers: [CodeConsentQuestion] = []
  }

  static let codeYAML = """
    title: With code
    screen: {width: 200, height: 120}
    windows:
      - id: main
        views: [{id: coded, frame: [0, 0, 200, 120]}]
    """

  static func session(allowed: Allowed, remembers: Bool = true) throws -> Session {
    let entries = ["01-outside.yaml", "02-code.yaml"].map { fileName in
      let (number, name) = Gallery.numberAndName(of: fileName)
      return Gallery.Entry(number: number, name: name, fileName: fileName, path: fileName, title: nil)
    }
    let load: (Gallery.Entry) -> Result<Layout, LayoutLoadError> = { entry in
      guard entry.fileName == "02-code.yaml" else { return GalleryTUITests.load(entry) }
      guard allowed.hashes.contains(ConsentModalTests.question.hash) else {
        var error = LayoutLoadError([Diagnostic(file: entry.path, line: 1, column: 7, message: "not allowed")]
        )
        error.consent = ConsentModalTests.question
        return .failure(error)
      }
      return Result { () throws(LayoutLoadError) in try LayoutLoader.load(yaml: codeYAML, source: entry.path)
      }
    }
    let layout = try load(entries[0]).get()
    let session = Session(
      layout: layout, columns: 100, rows: 30, clock: ManualClock(),
      gallery: GalleryBrowser(entries: entries, index: 0, load: load))
    if remembers {
      session.allowCode = { question in
        allowed.answers.append(question)
        allowed.hashes.insert(question.hash)
        return nil
      }
    }
    return session
  }

  @Test("n to a layout whose code was never allowed asks; y (after it is drawn) remembers and opens it")
  func askThenOpen() throws {
    let allowed = Allowed()
    let session = try Self.session(allowed: allowed)
    session.handle(ConsentModalTests.character("n"))
    #expect(session.state.consent?.question == ConsentModalTests.question)
    #expect(session.state.title != "With code")
    // Typed with the n, before the question was drawn: not an answer.
    session.handle(ConsentModalTests.character("y"))
    #expect(allowed.answers.isEmpty)
    #expect(session.state.consent != nil)
    session.handle(.consentShown)
    session.handle(ConsentModalTests.character("y"))
    #expect(allowed.answers == [ConsentModalTests.question])
    #expect(session.state.consent == nil)
    #expect(session.state.title == "With code")
  }

  @Test("A yes that cannot be written opens the layout all the same, and the status bar says so")
  func notRemembered() throws {
    let allowed = Allowed()
    let session = try Self.session(allowed: allowed, remembers: false)
    session.allowCode = { question in
      allowed.hashes.insert(question.hash)
      return "cannot write /config/allowed-code: Read-only file system"
    }
    session.handle(ConsentModalTests.character("n"))
    session.handle(.consentShown)
    session.handle(ConsentModalTests.character("y"))
    #expect(session.state.title == "With code")
    #expect(
      session.state.status
        == "allowed for this session only: cannot write /config/allowed-code: Read-only file system")
  }

  @Test("Refused, the open layout runs on; asked again next time")
  func refuseThenAskAgain() throws {
    let allowed = Allowed()
    let session = try Self.session(allowed: allowed)
    session.handle(ConsentModalTests.character("n"))
    session.handle(.consentShown)
    session.handle(ConsentModalTests.character("n"))
    #expect(session.state.consent == nil)
    #expect(session.state.title == "Outside its superview")
    #expect(allowed.answers.isEmpty)
    session.handle(ConsentModalTests.character("g"))
    session.handle(ConsentModalTests.character("2"))
    #expect(session.state.consent != nil)
  }

  @Test("A what-if re-run of a file that now names code not allowed is refused, without the question")
  func rerunRefused() throws {
    let allowed = Allowed()
    let session = try Self.session(allowed: allowed)
    session.watch(
      LayoutSource(path: "02-code.yaml") {
        var error = LayoutLoadError([
          Diagnostic(file: "02-code.yaml", line: 1, column: 7, message: "not allowed")
        ])
        error.consent = ConsentModalTests.question
        return .failure(error)
      })
    session.handle(.pointer(.down, CGPoint(x: 50, y: 50)))
    session.handle(.pointer(.up, CGPoint(x: 50, y: 50)))
    session.state.inspector.selectedView = "card"
    session.handle(ConsentModalTests.character("h"))
    #expect(session.state.consent == nil)
    #expect(session.state.status == "cannot re-run: the file now names code that was not allowed to run")
    #expect(allowed.answers.isEmpty)
  }

  @Test("With nothing to remember a yes, the layout does not open and is not asked about")
  func nobodyRemembers() throws {
    let session = try Self.session(allowed: Allowed(), remembers: false)
    session.handle(ConsentModalTests.character("n"))
    #expect(session.state.consent == nil)
    #expect(session.state.status?.hasPrefix("did not load: 02-code.yaml:1:7: not allowed") == true)
  }
}
