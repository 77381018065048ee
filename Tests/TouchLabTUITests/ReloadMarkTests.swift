import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// A reload keeps the trace the pane shows and marks the moment with a line,
/// `── reloaded layout.yaml at 14:03:12 ──`; the next touch's lines come after the mark
/// (the first-hour issue: a reload cleared the trace).
@Suite struct ReloadMarkTests {
  typealias R = ReloadSessionTests
  static let noon = Date(timeIntervalSince1970: 43_200)

  static func paneText(_ session: Session) -> [String] {
    let area = session.state.layout.paneArea
    return session.canvas.plainText[area.row..<area.endRow].map {
      String($0.dropFirst(area.column)).trimmingCharacters(in: .whitespaces)
    }
  }

  static func mark(_ session: Session) -> String {
    ReloadMark.text(file: "layout.yaml", at: noon)
  }

  @Test("Saved, the file reloads and the pane keeps the last trace, with the mark after it")
  func keepsTheTrace() throws {
    let (session, clock, path) = try R.session()
    session.wallClock = { Self.noon }
    session.handle(.pointer(.down, CGPoint(x: 100, y: 65)))
    session.handle(.pointer(.up, CGPoint(x: 100, y: 65)))
    let before = session.state.trace
    #expect(!before.records.isEmpty)
    try R.save(R.yaml(saveX: 20), to: path, session, clock)
    #expect(R.saveFrame(session)?.minX == 30, "the new file runs")
    #expect(session.state.trace == before, "the trace stays")
    let pane = Self.paneText(session)
    #expect(pane.last { !$0.isEmpty } == Self.mark(session), "\(pane)")
    #expect(pane.contains("sequence ends (touch 1)"), "the old lines are still there")
    #expect(session.state.hitView == nil, "the old hit view is not marked on the new layout")
    // A timer's or an animation's wake-up sends the recorder's trace: it still holds the
    // kept records, so the pane does not lose them.
    #expect(session.recorder.trace.records.count == before.records.count)
    clock.advance(by: 1)
    session.tick()
    #expect(session.state.trace == before)
  }

  @Test("The next touch's lines come after the mark; < shows the old trace with the mark at its end")
  func nextTouchAfterTheMark() throws {
    let (session, clock, path) = try R.session()
    session.wallClock = { Self.noon }
    session.handle(.pointer(.down, CGPoint(x: 100, y: 65)))
    session.handle(.pointer(.up, CGPoint(x: 100, y: 65)))
    try R.save(R.yaml(saveX: 20), to: path, session, clock)
    session.handle(.pointer(.down, CGPoint(x: 50, y: 65)))
    session.handle(.pointer(.up, CGPoint(x: 50, y: 65)))
    #expect(session.state.hitView == "save")
    let rows = session.state.paneRows
    #expect(rows.row(0) == .reload(Self.mark(session)), "the new sequence opens with the mark")
    #expect(rows.row(1) == .line(0))
    #expect(rows.count == session.state.logLines.count + 1)
    // Home: the first line, and the mark above it.
    session.handle(StepTesting.key(.home))
    let pane = Self.paneText(session)
    let markRow = try #require(pane.firstIndex(of: Self.mark(session)), "\(pane)")
    #expect(pane[markRow + 1] == "▶pointer 0 down at (50, 65)", "selected, under the mark: \(pane)")
    session.handle(StepTesting.key("<"))
    let old = session.state.paneRows
    #expect(old.row(old.count - 1) == .reload(Self.mark(session)), "the old sequence ends with it")
  }

  @Test("Reloaded before any touch, the first sequence opens with the mark; two reloads leave one")
  func reloadBeforeAnyTouch() throws {
    let (session, clock, path) = try R.session()
    session.wallClock = { Self.noon }
    try R.save(R.yaml(saveX: 20), to: path, session, clock)
    try R.save(R.yaml(saveX: 30), to: path, session, clock)
    #expect(session.state.log.history.reloads.count == 1)
    #expect(Self.paneText(session).contains(Self.mark(session)))
    session.handle(.pointer(.down, CGPoint(x: 60, y: 65)))
    #expect(session.state.paneRows.row(0) == .reload(Self.mark(session)))
  }

  @Test("The mark's file name is sanitized: a name cannot drive the terminal")
  func sanitized() {
    let text = ReloadMark.text(file: "evil\u{1B}]0;x\u{07}.yaml", at: Self.noon)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
    #expect(text.hasPrefix("── reloaded evil"))
  }
}
