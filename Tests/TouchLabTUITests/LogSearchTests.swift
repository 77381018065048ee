import Foundation
import Testing
import TouchKit
import TouchTrace

@testable import TouchLabTUI

/// `/` searches the log: a prompt in the pane header, Enter selects the next matching line.
@Suite struct LogSearchTests {
  static func type(_ text: String, into session: Session) {
    for character in text { session.handle(StepTesting.key(character)) }
  }

  @Test("/ opens a prompt that takes every key: q types, Backspace deletes, Esc cancels")
  func thePrompt() {
    let (session, clock) = TestLayout.session(columns: 120, rows: 30)
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("/"))
    #expect(session.state.log.prompt == "")
    Self.type("qsx", into: session)
    session.handle(StepTesting.key(.backspace))
    #expect(session.state.log.prompt == "qs")
    #expect(!session.state.isQuitting)
    #expect(!session.state.log.stepMode)
    #expect(session.canvas.plainText[1].contains("│ Search: qs_ (Enter next · Esc cancel)"))
    session.handle(StepTesting.key(.escape))
    #expect(session.state.log.prompt == nil)
    #expect(session.state.log.query == "")
    #expect(session.state.log.cursor == nil)
  }

  @Test("Enter selects the next line that matches, ignoring case, wrapping round; / Enter repeats")
  func enterJumps() throws {
    let (session, clock) = TestLayout.session(columns: 120, rows: 30)
    StepTesting.tap(session, clock)
    let records = session.state.trace.records
    let matches = records.indices.filter { records[$0].step.message.lowercased().contains("touchesended") }
    #expect(matches.count == 2, "the delivery and save's handling")
    session.handle(StepTesting.key("/"))
    Self.type("TouchesEnded", into: session)
    session.handle(StepTesting.key(.enter))
    #expect(session.state.log.prompt == nil)
    #expect(session.state.log.query == "TouchesEnded")
    #expect(session.state.log.cursor == matches[0])
    session.handle(StepTesting.key("/"))
    session.handle(StepTesting.key(.enter))
    #expect(session.state.log.cursor == matches[1])
    session.handle(StepTesting.key("/"))
    session.handle(StepTesting.key(.enter))
    #expect(session.state.log.cursor == matches[0], "wraps round")
    #expect(session.canvas.plainText[1].contains("/TouchesEnded"))
  }

  @Test("Matches are highlighted in the lines shown")
  func matchesAreHighlighted() throws {
    let (session, clock) = TestLayout.session(columns: 120, rows: 30)
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("/"))
    Self.type("handles", into: session)
    session.handle(StepTesting.key(.enter))
    let canvas = session.canvas
    let row = try #require(canvas.plainText.firstIndex { $0.contains("save handles touchesBegan") })
    let line = canvas.plainText[row]
    let offset = try #require(
      line.range(of: "handles").map { line.distance(from: line.startIndex, to: $0.lowerBound) })
    #expect(canvas[offset, row].role == .searchMatch)
    #expect(canvas[offset, row].style.contains(.bold))
    #expect(canvas[offset - 2, row].role != .searchMatch)
  }

  @Test("No match, or nothing to look for, says so in the status bar")
  func noMatch() {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("/"))
    session.handle(StepTesting.key(.enter))
    #expect(session.state.status == "/: type what to look for, then Enter")
    session.handle(StepTesting.key("/"))
    Self.type("zzz", into: session)
    session.handle(StepTesting.key(.enter))
    #expect(session.state.status == "no line matches \u{201C}zzz\u{201D}")
    #expect(session.state.log.cursor == nil)
  }

  @Test("Search looks in the lines as shown: folded calls with their results")
  func searchFollowsTheFolding() throws {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("z"))
    session.handle(StepTesting.key("/"))
    Self.type("card.hitTest((90, 55)) → save", into: session)
    session.handle(StepTesting.key(.enter))
    guard case .hitTestVisit("card", _, _, _) = StepTesting.stepAtCursor(session.state) else {
      Issue.record("the folded call's line matches its result")
      return
    }
  }
}
