import Foundation
import Testing

/// A crash in the user's code in the explorer (issue 13, item 5; docs/reliability.md, "A crash
/// in your code"), in tmux: `open --trace-file`, a click on a view, then a click on the view
/// whose hitTest override crashes (a trap; a stack overflow). The terminal comes back — the
/// normal screen, mouse reporting off, the shell's termios — and takes ordinary shell input;
/// the message names the class and method; the `.partial` trace holds both clicks up to the
/// override's hitTest visit.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct CrashTerminalTests {
  /// The app with `--trace-file`, then its status, whether the termios came back, and a line
  /// read by the shell (`GOT:…`): input typed after the crash reaches the shell as text.
  static func command(layout: String, trace: String) -> String {
    "sh -c \"before=\\$(stty -g); env TERM=xterm-256color LANG=C.UTF-8 '\(E2E.binary)' '\(layout)' "
      + "--trace-file '\(trace)'; echo EXITED \\$?; "
      + "[ \\\"\\$(stty -g)\\\" = \\\"\\$before\\\" ] && echo STTY-RESTORED || echo STTY-CHANGED; "
      + "read line; echo GOT:\\$line; sleep 60\""
  }

  static func click(_ tmux: Tmux, _ cell: (x: Int, y: Int)) throws {
    try tmux.sendLiteral("\u{1B}[<0;\(cell.x);\(cell.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(cell.x);\(cell.y)m")
  }

  /// A press alone: the crash is in its hit test, and a release sent after it would reach the
  /// shell as text.
  static func press(_ tmux: Tmux, _ cell: (x: Int, y: Int)) throws {
    try tmux.sendLiteral("\u{1B}[<0;\(cell.x);\(cell.y)M")
  }

  /// After the crash: the shell's screen, mouse and termios are back, and it reads a typed line.
  static func expectRestored(_ tmux: Tmux, _ screen: String) throws {
    #expect(screen.contains("STTY-RESTORED"))
    #expect(try tmux.waitForFormat("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}", toBe: "0 0 0"))
    try tmux.sendLiteral("typed after the crash\r")
    try tmux.waitForScreen("the shell reading a line") { $0.contains("GOT:typed after the crash") }
  }

  @Test(
    "A trap in a hitTest override: terminal restored, class and method named, the partial trace complete to the crash"
  )
  func trapInTheExplorer() throws {
    let folder = try CrashTests.folder()
    let tmux = try Tmux(
      width: 200, height: 50, command: Self.command(layout: CrashTests.layout, trace: folder + "/trace.jsonl")
    )
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") {
      $0.contains("TouchLab — Crash") && $0.contains("boom")
    }
    let save = try #require(E2E.cellInside(box: "save", on: screen), "no save box:\n\(screen)")
    let boom = try #require(E2E.cellInside(box: "boom", on: screen), "no boom box:\n\(screen)")
    try Self.click(tmux, save)
    try tmux.waitForScreen("the first click's trace") { $0.contains("touchUpInside") }
    try Self.press(tmux, boom)
    let after = try tmux.waitForScreen("the shell's lines") { $0.contains("STTY-") }
    #expect(after.contains("EXITED \(128 + SIGILL)") || after.contains("EXITED \(128 + SIGTRAP)"))
    #expect(after.contains("touchlab: crashed in your code: CrashingHitTestView.hitTest(_:with:)"))
    #expect(after.contains(".trace.jsonl.partial"))
    // The runtime's own line, written to stderr while the UI was up, is held and shown after it.
    #expect(after.contains("Fatal error: CrashingHitTestView has no content view"))
    try Self.expectRestored(tmux, after)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [".trace.jsonl.partial"])
    let trace = try CrashTrace(contentsOf: folder + "/.trace.jsonl.partial")
    #expect(trace.hasHeader && trace.idsAreConsecutive)
    #expect(trace.count(of: "sequenceEnd") == 1)
    #expect(trace.last["kind"] as? String == "hitTestVisit")
    #expect(trace.last["view"] as? String == "boom")
    #expect(trace.last["className"] as? String == "CrashingHitTestView")
  }

  @Test(
    "A stack overflow in a hitTest override: reported from the alternate stack, terminal restored, trace kept"
  )
  func stackOverflowInTheExplorer() throws {
    let folder = try CrashTests.folder()
    let tmux = try Tmux(
      width: 200, height: 50,
      command: Self.command(layout: CrashTests.recursion, trace: folder + "/trace.jsonl"))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") {
      $0.contains("TouchLab — Recursion") && $0.contains("loop")
    }
    // A cell of loop-card's left part, beside loop: loop is asked about a point outside it.
    let card = try #require(E2E.cellInside(box: "loop-card", on: screen), "no loop-card box:\n\(screen)")
    try Self.press(tmux, (card.x + 1, card.y + 4))
    let after = try tmux.waitForScreen("the shell's lines") { $0.contains("STTY-") }
    #expect(after.contains("EXITED \(128 + SIGSEGV)"))
    #expect(after.contains("touchlab: crashed in your code: RunawayRecursionView.hitTest(_:with:)"))
    #expect(after.contains("stack overflow: runaway recursion"))
    try Self.expectRestored(tmux, after)
    let trace = try CrashTrace(contentsOf: folder + "/.trace.jsonl.partial")
    #expect(trace.last["view"] as? String == "loop")
    #expect(trace.last["className"] as? String == "RunawayRecursionView")
  }

  @Test(
    "open --trace-file and q: the whole session's trace is renamed into place, ids counting across sequences")
  func quitRenamesTheTrace() throws {
    let folder = try CrashTests.folder()
    let path = folder + "/trace.jsonl"
    let tmux = try Tmux(width: 200, height: 50, command: Self.command(layout: CrashTests.layout, trace: path))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") {
      $0.contains("TouchLab — Crash") && $0.contains("save")
    }
    let save = try #require(E2E.cellInside(box: "save", on: screen), "no save box:\n\(screen)")
    try Self.click(tmux, save)
    try tmux.waitForScreen("the first click's trace") { $0.contains("touchUpInside") }
    try Self.click(tmux, save)
    Thread.sleep(forTimeInterval: 0.3)
    try tmux.sendLiteral("q")
    let after = try tmux.waitForScreen("the shell's lines") { $0.contains("STTY-") }
    #expect(after.contains("EXITED 0"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trace.jsonl"])
    let trace = try CrashTrace(contentsOf: path)
    #expect(trace.hasHeader && trace.hasEnd && trace.idsAreConsecutive)
    #expect(trace.count(of: "sequenceEnd") == 2)
  }
}
