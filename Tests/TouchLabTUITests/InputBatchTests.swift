import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// One read of terminal input through `Session.handle(bytes:decoder:)`, as the app loop hands
/// it over: floods of mouse motion, reports split across reads, drags kept one by one.
@Suite("A read of input")
struct InputBatchTests {
  /// An SGR report at a cell (0-based column and row).
  static func report(_ code: Int, _ cell: CellPosition, final: String = "M") -> [UInt8] {
    Array("\u{1B}[<\(code);\(cell.column + 1);\(cell.row + 1)\(final)".utf8)
  }

  static func cell(_ session: Session, _ x: CGFloat, _ y: CGFloat) -> CellPosition {
    session.state.scaling.cell(for: CGPoint(x: x, y: y))
  }

  static func moves(_ trace: Trace) -> Int {
    trace.records.filter {
      if case .touch(_, let phase, _, _) = $0.step { return phase == .moved }
      return false
    }.count
  }

  @Test("A flood of hover reports in one read costs one hover: the last, which the status bar names")
  func hoverFlood() {
    let (session, _) = TestLayout.session()
    var decoder = InputDecoder()
    let bytes =
      (0..<50).flatMap { Self.report(35, Self.cell(session, 20 + CGFloat($0), 20)) }
      + Self.report(35, Self.cell(session, 100, 60))
    session.handle(bytes: bytes, decoder: &decoder)
    #expect(session.state.hoverView == "save")
    #expect(session.state.pointerCell == Self.cell(session, 100, 60))
  }

  @Test("Reports split across reads decode whole; each read's hover run ends where the pointer is")
  func splitAcrossReads() {
    let (session, _) = TestLayout.session()
    var decoder = InputDecoder()
    let bytes = Self.report(35, Self.cell(session, 20, 20)) + Self.report(35, Self.cell(session, 100, 60))
    for cut in [3, bytes.count - 4] {
      let (first, second) = (Array(bytes[..<cut]), Array(bytes[cut...]))
      session.handle(bytes: first, decoder: &decoder)
      session.handle(bytes: second, decoder: &decoder)
      #expect(session.state.hoverView == "save", "cut at \(cut)")
      #expect(!decoder.hasPending)
    }
  }

  @Test("§2 phase moved: every drag report while a touch is down is a touchesMoved, even 40 in one read")
  func dragFlood() throws {
    let (session, clock) = TestLayout.session()
    var decoder = InputDecoder()
    session.handle(bytes: Self.report(0, Self.cell(session, 80, 50)), decoder: &decoder)
    clock.advance(by: 0.01)
    let drags = (0..<40).flatMap { Self.report(32, Self.cell(session, 80 + CGFloat(($0 + 1) % 2) * 10, 50)) }
    session.handle(bytes: drags, decoder: &decoder)
    #expect(session.state.isPressed)
    #expect(Self.moves(session.state.trace) == 40)
    #expect(session.state.trace == session.recorder.trace, "the pane shows the whole trace after the read")
    #expect(
      session.state.scene
        == Scene(application: session.application, screenSize: session.state.scene.screenSize))
    session.handle(bytes: Self.report(0, Self.cell(session, 80, 50), final: "m"), decoder: &decoder)
    #expect(!session.state.isPressed)
    #expect(session.state.trace.records.last.map { "\($0.step)" }?.contains("sequenceEnd") == true)
  }

  @Test("A key after drags in the same read sees the trace those drags made")
  func keyAfterDrags() {
    let (session, _) = TestLayout.session(columns: 100, rows: 40)
    var decoder = InputDecoder()
    session.handle(bytes: Self.report(0, Self.cell(session, 80, 50)), decoder: &decoder)
    #expect(session.state.trace.records.count < session.state.layout.paneLines)
    let drags = (0..<30).flatMap { Self.report(32, Self.cell(session, 80 + CGFloat($0 % 2) * 10, 50)) }
    // Home scrolls to the top and stops following the end when the trace is longer than the pane.
    session.handle(bytes: drags + Array("\u{1B}[H".utf8), decoder: &decoder)
    #expect(session.state.trace.records.count > session.state.layout.paneLines)
    let (followsEnd, top) = (session.state.log.followsEnd, session.state.paneTop)
    #expect(!followsEnd)
    #expect(top == 0)
  }
}
