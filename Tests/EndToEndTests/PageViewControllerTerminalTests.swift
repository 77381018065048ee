import Foundation
import Testing

/// A page view controller in the explorer, as a person sees it: a drag across the page in the
/// terminal turns it (UIKit's `UIPageViewController`, scroll style), and the page indicator
/// under it moves (Tests/EndToEndTests/Fixtures/pages.yaml).
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct PageViewControllerTerminalTests {
  @Test func draggingAcrossThePageTurnsIt() throws {
    let layout = E2E.fixture(named: "pages")
    let tmux = try Tmux(
      width: 120, height: 50, command: E2E.paneCommand(term: "xterm-256color", layout: layout))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the first page") {
      $0.contains("TouchLab — Pages") && $0.contains("Hello")
    }
    #expect(screen.contains("● ○"), "the page indicator shows two pages, the first current:\n\(screen)")
    let start = try #require(E2E.cellInside(box: "hello", on: screen))
    try tmux.sendLiteral("\u{1B}[<0;\(start.x + 30);\(start.y)M")
    for step in 1...14 {
      try tmux.sendLiteral("\u{1B}[<32;\(start.x + 30 - 2 * step);\(start.y)M")
    }
    try tmux.sendLiteral("\u{1B}[<0;\(start.x + 2);\(start.y)m")
    let turned = try tmux.waitForScreen("the second page") { $0.contains("Second") && $0.contains("○ ●") }
    #expect(!E2E.canvas(of: turned).contains("Hello"), "the first page left:\n\(turned)")
    #expect(turned.contains("pages turned forward: welcome → features"), "traced:\n\(turned)")
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
