import Foundation
import Testing

/// MinimumTapTargetButton.swift: `insetBy(dx:dy:)` grows a small button to 44 × 44 pt.
@Suite("Corpus: MinimumTapTargetButton")
struct MinimumTapTargetButtonTests {
  @Test("§1 a 24 pt button takes a tap 8 pt outside its frame (44 pt in all)")
  func smallButtonGrows() throws {
    let screen = try Corpus.screen("MinimumTapTargetButton")
    #expect(screen.hit(92, 92)?.id == "share")
    #expect(screen.tap(92, 92).actionNames == ["share"])
  }

  @Test("§1 12 pt outside the 24 pt button, past the 10 pt it grows, the tap hits the superview")
  func smallButtonStopsAt44() throws {
    let screen = try Corpus.screen("MinimumTapTargetButton")
    #expect(screen.hit(88, 112)?.id == "home")
  }

  @Test("§1 a 60 × 44 pt button does not grow: 5 pt beside it is the superview's")
  func bigButtonDoesNotGrow() throws {
    let screen = try Corpus.screen("MinimumTapTargetButton")
    #expect(screen.hit(95, 222)?.id == "home")
    #expect(screen.hit(130, 222)?.id == "done")
  }
}
