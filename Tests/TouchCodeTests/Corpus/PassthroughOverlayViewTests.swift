import Foundation
import Testing

/// PassthroughOverlayView.swift: `point(inside:with:)` is true only over a visible, interactive
/// subview (the `isHidden`/`alpha`/`isUserInteractionEnabled` checks and `convert(_:to:)`).
@Suite("Corpus: PassthroughOverlayView")
struct PassthroughOverlayViewTests {
  @Test("§8 #5 the overlay's empty area passes the tap to the map behind it")
  func emptyAreaPassesThrough() throws {
    let screen = try Corpus.screen("PassthroughOverlayView")
    #expect(screen.hit(195, 500)?.id == "map")
  }

  @Test("§8 #5 a visible subview that takes touches stays touchable, and sends its action")
  func toolbarTakesTheTap() throws {
    let screen = try Corpus.screen("PassthroughOverlayView")
    #expect(screen.hit(195, 770)?.id == "toolbar")
    #expect(
      screen.tap(195, 770).actions == [SentAction(action: "directions", sender: "toolbar", target: "mapVC")])
  }

  @Test(
    "§1 §8 #4 hidden, transparent (alpha 0) and non-interactive subviews do not keep the tap: it reaches the map"
  )
  func skippedSubviewsPassThrough() throws {
    let screen = try Corpus.screen("PassthroughOverlayView")
    #expect(screen.hit(50, 120)?.id == "map")
    #expect(screen.hit(50, 220)?.id == "map")
    #expect(screen.hit(50, 320)?.id == "map")
  }
}
