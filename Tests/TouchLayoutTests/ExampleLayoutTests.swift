import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// The layouts shipped in `Layouts/` load, and the default one teaches what its comment says.
struct ExampleLayoutTests {
  private static let layoutsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Layouts")

  @Test(arguments: ["default.yaml", "windows.yaml"])
  func shippedLayoutLoads(name: String) throws {
    let path = Self.layoutsFolder.appendingPathComponent(name).path
    #expect(throws: Never.self) { try LayoutLoader.load(contentsOf: path) }
  }

  private func hitID(_ layout: Layout, _ x: CGFloat, _ y: CGFloat) -> String? {
    layout.application.hitTest(CGPoint(x: x, y: y), with: nil)?.id
  }

  @Test func defaultLayoutShowsTheRulesItsCommentPromises() throws {
    let layout = try LayoutLoader.load(
      contentsOf: Self.layoutsFolder.appendingPathComponent("default.yaml").path)
    // Reference §8, 1: save's half inside card is live, the half outside is dead.
    #expect(hitID(layout, 280, 300) == "save")
    #expect(hitID(layout, 350, 300) == "home")
    // Reference §8, 3: labels don't take touches; the view behind does.
    #expect(hitID(layout, 40, 80) == "home")
    #expect(hitID(layout, 50, 160) == "card")
    // Reference §1: a view with interaction disabled, and a hidden one, are skipped.
    #expect(hitID(layout, 200, 560) == "list")
    // Reference §1: the statusBar window is asked first.
    #expect(hitID(layout, 200, 20) == "status")
    // Reference §6: card forwards to home, home to its controller, then window, app, delegate.
    let card = try #require(layout.view("card"))
    #expect(card.responderChain.map(\.traceID) == ["card", "home", "homeVC", "main", "application", "app"])
  }
}
