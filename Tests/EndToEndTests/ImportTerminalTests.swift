import Foundation
import Testing

/// A `recursiveDescription` dump opened as it comes out of LLDB (docs/import.md): the boxes
/// name the dump's classes, a click on the imported button goes where §1 sends it, and the
/// trace names the button's real class and address (Chisel's pviews output).
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct ImportTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  @Test func openADumpClickAndReadTheTrace() throws {
    let dump = E2E.packageRoot.appendingPathComponent("Layouts/Dumps/chisel-pviews.txt").path
    let tmux = try Tmux(
      width: 140, height: 45, command: E2E.paneCommand(term: "xterm-256color", layout: dump))
    defer { tmux.kill() }
    // Waited for whole: the boxes carry the dump's classes (a capture can catch a screen half drawn).
    let screen = try tmux.waitForScreen("the imported dump, boxes named by the dump's classes") {
      $0.contains("Imported from chisel-pviews.txt")
        && $0.contains("cardView: CardView (imported as Control)")
        && $0.contains("┌button┐")
    }
    let target = try #require(
      E2E.cellInside(box: "button", on: screen), "no button box on screen:\n\(screen)")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)m")
    // §1: the floating button is the root view's frontmost subview.
    let traced = try tmux.waitForScreen("the trace of the click") {
      $0.contains("hit view button") && $0.contains("UIButton at 0x7f8e4a614c70")
        && $0.contains("touchUpInside")
    }
    #expect(!traced.contains("hit view cardStackView"))
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
