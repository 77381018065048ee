import Foundation
import Testing

/// TooltipContainerView.swift: `hitTest` walking `subviews.reversed()` with `convert(_:from:)`
/// before its own bounds.
@Suite("Corpus: TooltipContainerView")
struct TooltipContainerViewTests {
  @Test("§8 #1 the tooltip's part outside the container takes the tap, and its action is sent")
  func outsidePartTakesTheTap() throws {
    let screen = try Corpus.screen("TooltipContainerView")
    #expect(screen.hit(270, 190)?.id == "tooltip")
    #expect(
      screen.tap(270, 190).actions == [SentAction(action: "dismissTip", sender: "tooltip", target: "homeVC")])
  }

  @Test("§1 subviews are asked front to back: where the tooltip covers the body, the tooltip wins")
  func frontmostWins() throws {
    let screen = try Corpus.screen("TooltipContainerView")
    #expect(screen.hit(200, 210)?.id == "tooltip")
    #expect(screen.hit(100, 250)?.id == "body")
  }

  @Test("§1 outside the container and every subview, the tap goes to the container's superview")
  func emptySpaceOutside() throws {
    let screen = try Corpus.screen("TooltipContainerView")
    #expect(screen.hit(60, 190)?.id == "home")
    #expect(screen.hit(20, 250)?.id == "home")
  }
}
