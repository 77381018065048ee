import Foundation
import Testing

/// RoundedCardControl.swift: a `UIControl` whose hit area is `UIBezierPath(roundedRect:
/// cornerRadius:)`.
@Suite("Corpus: RoundedCardControl")
struct RoundedCardControlTests {
  @Test("§5 a tap inside the card sends touchUpInside's action")
  func tapInside() throws {
    let screen = try Corpus.screen("RoundedCardControl")
    #expect(screen.hit(195, 160)?.id == "plan")
    #expect(
      screen.tap(195, 160).actions == [SentAction(action: "openPlan", sender: "plan", target: "storeVC")])
  }

  @Test("§1 a tap in a rounded-off corner (inside the frame, outside the curve) is not the card's")
  func cornerMisses() throws {
    let screen = try Corpus.screen("RoundedCardControl")
    #expect(screen.hit(21, 101)?.id == "store")
    #expect(screen.hit(369, 219)?.id == "store")
    #expect(screen.hit(30, 160)?.id == "plan")
  }
}
