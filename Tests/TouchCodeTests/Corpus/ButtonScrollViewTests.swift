import Foundation
import Testing
import TouchKit

/// ButtonScrollView.swift: `delaysContentTouches = false` set in `init(frame:)`, and
/// `touchesShouldCancel(in:)` true for buttons.
@Suite("Corpus: ButtonScrollView")
struct ButtonScrollViewTests {
  @Test("§7 delaysContentTouches = false from init(frame:): the chip gets its touch at once, no 150 ms delay")
  func noDelay() throws {
    let screen = try Corpus.screen("ButtonScrollView")
    let chips = try #require(screen.view("chips") as? ScrollView)
    #expect(chips.delaysContentTouches == false)
    let steps = screen.tap(70, 130)
    #expect(!steps.contains { if case .delayTouches = $0 { true } else { false } })
    #expect(steps.actions == [SentAction(action: "filter", sender: "all", target: "homeVC")])
  }

  @Test(
    "§7 §8 #10 a drag from a chip: touchesShouldCancel(in:) says yes, the chip is cancelled and the strip scrolls"
  )
  func dragFromChipScrolls() throws {
    let screen = try Corpus.screen("ButtonScrollView")
    let steps = screen.drag(from: (200, 130), to: (40, 130))
    #expect(
      steps.contains {
        if case .scrollViewAsk("chips", .touchesShouldCancel, "unread", true) = $0 { true } else { false }
      })
    #expect(!steps.actionNames.contains("filter"))
    #expect(try #require(screen.view("chips") as? ScrollView).contentOffset.x > 0)
  }
}
