import Foundation
import Testing
import TouchKit

/// ThumbSlider.swift: a `UISlider` subclass whose `point(inside:with:)` reaches 15 pt above and
/// below the track.
@Suite("Corpus: ThumbSlider")
struct ThumbSliderTests {
  @Test("§1 10 pt above the track, inside the override's 15 pt, the touch hits the slider")
  func aboveTheTrack() throws {
    let screen = try Corpus.screen("ThumbSlider")
    #expect(screen.hit(195, 190)?.id == "volume")
  }

  @Test("§1 9 pt below it hits; 19 pt below, past the 15 pt, does not")
  func belowTheTrack() throws {
    let screen = try Corpus.screen("ThumbSlider")
    #expect(screen.hit(195, 240)?.id == "volume")
    #expect(screen.hit(195, 250)?.id == "player")
  }

  @Test("§5 a drag from 5 pt above the track, on the thumb, moves it and sends volumeChanged")
  func dragFromAbove() throws {
    let screen = try Corpus.screen("ThumbSlider")
    let steps = screen.drag(from: (195, 195), to: (300, 195))
    #expect(
      steps.contains {
        if case .controlEvents("volume", let events) = $0 { events.contains("touchDown") } else { false }
      })
    #expect(steps.actionNames.contains("volumeChanged"))
    #expect(try #require(screen.view("volume") as? Slider).value > 5)
  }
}
