import Foundation
import Testing
import UIKit

@testable import CustomViews

/// FlipFlopView: a hitTest with a side effect, which shows when hitTest runs more than once
/// per touch (§8 #17, §1).
@Suite("FlipFlopView")
struct FlipFlopViewTests {
  @Test("§8 #17 hitTest with side effects: the 1st call hits, the 2nd (same point) misses")
  func secondCallMisses() {
    let screen = Screen()
    let view = screen.add(FlipFlopView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "flipFlop")
    #expect(screen.hit(50, 50) === view)
    #expect(screen.hit(50, 50)?.id == "window")
    #expect(screen.hit(50, 50) === view)
  }

  @Test("§8 #17 even a call for a point outside it flips the flag")
  func everyCallFlips() {
    let view = FlipFlopView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.hitTest(CGPoint(x: 500, y: 500), with: nil) == nil)
    #expect(view.acceptsTouches)
    #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
  }

  @Test("§8 #17 class: FlipFlopView in a layout: taps alternate between it and the view behind")
  func tapsAlternate() throws {
    let layout = try loadCustomLayout(
      oneWindow(
        """
              - id: home
                frame: [0, 0, 390, 844]
                subviews:
                  - {id: flipFlop, class: FlipFlopView, frame: [40, 260, 310, 100]}

        """))
    let tap = Gesture.tap(CGPoint(x: 100, y: 300))
    #expect(hitViews(of: layout, running: [tap, tap, tap]) == ["flipFlop", "home", "flipFlop"])
  }
}
