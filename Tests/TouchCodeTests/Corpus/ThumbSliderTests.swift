import Foundation
import Testing
import TouchKit

/// ThumbSlider.swift: a `UISlider` subclass whose `point(inside:with:)` reaches 15 pt above and
/// below the track.
@Suite("Corpus: ThumbSlider")
struct ThumbSliderTests {
  @Test("§1 10 pt above the track the touch hits the slider, and §5 grabs the thumb (touchDown)")
  func aboveTheTrack() throws {
    let screen = try Corpus.screen("ThumbSlider")
    #expect(screen.hit(195, 190)?.id == "volume")
    let steps = screen.tap(195, 190)
    #expect(
      steps.contains {
        if case .controlEvents("volume", let events) = $0 { events.contains("touchDown") } else { false }
      })
  }

  @Test("§1 9 pt below it hits; 19 pt below, past the 15 pt, does not")
  func belowTheTrack() throws {
    let screen = try Corpus.screen("ThumbSlider")
    #expect(screen.hit(195, 240)?.id == "volume")
    #expect(screen.hit(195, 250)?.id == "player")
  }

  @Test("§5 dragging the thumb from 10 pt above changes the value and sends volumeChanged")
  func dragFromAbove() throws {
    let screen = try Corpus.screen("ThumbSlider")
    let steps = screen.drag(from: (195, 190), to: (300, 190))
    #expect(steps.actionNames.contains("volumeChanged"))
    #expect(try #require(screen.view("volume") as? Slider).value > 5)
  }
}
