import Testing

@testable import TouchLabTUI

/// The one scrolling rule of the side pane's lists.
@Suite struct ScrollWindowTests {
  @Test("Clamped: never above the first line, never past the last line at the bottom")
  func clamped() {
    #expect(ScrollWindow.clamped(-3, count: 20, visible: 5) == 0)
    #expect(ScrollWindow.clamped(7, count: 20, visible: 5) == 7)
    #expect(ScrollWindow.clamped(99, count: 20, visible: 5) == 15)
    #expect(ScrollWindow.clamped(4, count: 3, visible: 5) == 0, "all fit: the top stays at 0")
  }

  @Test("Revealing a line scrolls the least that shows it")
  func revealing() {
    #expect(ScrollWindow.top(revealing: 2, from: 5, visible: 4) == 2)
    #expect(ScrollWindow.top(revealing: 6, from: 5, visible: 4) == 5)
    #expect(ScrollWindow.top(revealing: 9, from: 5, visible: 4) == 6)
  }
}
