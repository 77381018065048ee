import Foundation
import Testing

/// HitSlopButton.swift: `point(inside:with:)` widened with `bounds.inset(by: UIEdgeInsets)`.
@Suite("Corpus: HitSlopButton")
struct HitSlopButtonTests {
  @Test(
    "§1 hit testing asks point(inside:with:): 7 pt outside the 24 pt button, inside its 12 pt padding, hits it"
  )
  func insidePadding() throws {
    let screen = try Corpus.screen("HitSlopButton")
    #expect(screen.hit(93, 93)?.id == "info")
    #expect(screen.tap(93, 93).actions == [SentAction(action: "showInfo", sender: "info", target: "homeVC")])
  }

  @Test("§1 20 pt outside, beyond the padding, the tap hits the superview")
  func beyondPadding() throws {
    let screen = try Corpus.screen("HitSlopButton")
    #expect(screen.hit(80, 80)?.id == "home")
    #expect(screen.tap(80, 80).actions.isEmpty)
  }
}
