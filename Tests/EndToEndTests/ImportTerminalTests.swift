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

  /// The iOS 7 dump: its full-screen overlay image (no image, interaction off) is an outline,
  /// so the notes view behind it shows; right-click selects it, `Z` zooms to it, and a click in
  /// the zoomed canvas is hit-tested through the whole window (§1: the overlay is skipped).
  @Test func iOS7DumpZoomAndClickThroughTheOverlay() throws {
    let dump = E2E.packageRoot.appendingPathComponent("Layouts/Dumps/ios7-notes.txt").path
    let tmux = try Tmux(
      width: 140, height: 45, command: E2E.paneCommand(term: "xterm-256color", layout: dump))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the notes view's label, drawn behind the overlay's outline") {
      $0.contains("Imported from ios7-notes.txt") && $0.contains("label_Don_t_forget: UILabel")
        && $0.contains("view2: UIV")
    }
    // A cell a few rows below the label's title: inside the notes view, below its label.
    let notes = try #require(Self.cell(below: "label_Don_t_forget", rows: 8, on: screen), "\(screen)")
    try tmux.sendLiteral("\u{1B}[<2;\(notes.x);\(notes.y)M")
    try tmux.sendLiteral("\u{1B}[<2;\(notes.x);\(notes.y)m")
    try tmux.waitForScreen("the notes view selected: the inspector shows its address") {
      $0.contains("0x8c5f3d0")
    }
    try tmux.sendLiteral("Z")
    let zoomed = try tmux.waitForScreen("zoomed to the notes view") {
      $0.contains("zoomed to blinc_NotesView")
    }
    #expect(!zoomed.contains("view2"), "only the notes view's subtree is drawn")
    let inside = try #require(Self.cell(below: "label_Don_t_forget", rows: 12, on: zoomed), "\(zoomed)")
    try tmux.sendLiteral("\u{1B}[<0;\(inside.x);\(inside.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(inside.x);\(inside.y)m")
    // §1 skip rule: the overlay in front takes no touches, so the notes view is hit.
    let traced = try tmux.waitForScreen("the trace of the click") {
      $0.contains("hit view blinc_NotesView") && $0.contains("Blinc_NotesView at 0x8c5f3d0")
    }
    #expect(!traced.contains("hit view imageView2"))
    try tmux.sendLiteral("\u{1B}")
    try tmux.waitForScreen("the whole screen again") { !$0.contains("zoomed to") && $0.contains("view2") }
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  /// The 1-based cell `rows` below the first character of `text` on the screen, 2 columns in.
  static func cell(below text: String, rows: Int, on screen: String) -> (x: Int, y: Int)? {
    let lines = screen.components(separatedBy: "\n")
    for (row, line) in lines.enumerated() {
      guard let range = line.range(of: text) else { continue }
      let column = line.distance(from: line.startIndex, to: range.lowerBound)
      return (column + 3, row + 1 + rows)
    }
    return nil
  }
}
