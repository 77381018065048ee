import Foundation
import Testing

/// TouchAreaExpanding.swift: one `point(inside:with:)` rule in `extension … where Self: UIView`,
/// adopted by a button and a plain view.
@Suite("Corpus: TouchAreaExpanding")
struct TouchAreaExpandingTests {
  @Test("§1 the button adopting the protocol takes a tap 5 pt outside its frame, within its 8 pt")
  func buttonExpands() throws {
    let screen = try Corpus.screen("TouchAreaExpanding")
    #expect(screen.hit(95, 95)?.id == "bookmark")
    #expect(screen.tap(95, 95).actionNames == ["bookmark"])
    #expect(screen.hit(90, 90)?.id == "home")
  }

  @Test("§1 the view adopting it grows 20 pt above and below, not sideways")
  func viewExpandsVertically() throws {
    let screen = try Corpus.screen("TouchAreaExpanding")
    #expect(screen.hit(150, 285)?.id == "rating")
    #expect(screen.hit(150, 335)?.id == "rating")
    #expect(screen.hit(150, 345)?.id == "home")
    #expect(screen.hit(95, 310)?.id == "home")
  }
}
