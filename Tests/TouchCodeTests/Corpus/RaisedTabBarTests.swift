import Foundation
import Testing
import TouchKit

/// RaisedTabBar.swift: a `UITabBar` subclass whose raised centre button sticks out 20 pt above
/// the bar, reached by the bar's `hitTest` override, and an extension of `UIButton` that keeps a
/// closure action with an associated object.
@Suite("Corpus: RaisedTabBar")
struct RaisedTabBarTests {
  @Test("layoutSubviews places the bar at the bottom and the 60 pt button 20 pt above its top")
  func layout() throws {
    let screen = try Corpus.screen("RaisedTabBar")
    let bar = try #require(screen.views(ofClass: "RaisedTabBar").first)
    #expect(bar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    let button = try #require(screen.views(ofClass: "Button", in: bar).first)
    #expect(button.frame == CGRect(x: 165, y: -20, width: 60, height: 60))
  }

  @Test(
    "§1 10 pt above the bar, outside its bounds, the override returns the raised button; UIKit's own walk would not reach it"
  )
  func aboveTheBarHitsTheButton() throws {
    let screen = try Corpus.screen("RaisedTabBar")
    let bar = try #require(screen.views(ofClass: "RaisedTabBar").first)
    let button = try #require(screen.views(ofClass: "Button", in: bar).first)
    #expect(screen.hit(195, 751) === button)
    #expect(screen.hit(20, 751)?.id == "feed", "beside the button, above the bar: the screen")
    #expect(screen.hit(20, 800) === bar, "in the bar, away from the button: the bar")
  }

  @Test(
    "§5 a tap on the raised part runs the closure kept by objc_setAssociatedObject (Apple: associated objects), through the button's target-action"
  )
  func closureRuns() throws {
    let screen = try Corpus.screen("RaisedTabBar")
    let steps = screen.tap(195, 751)
    #expect(steps.actionNames == ["runTapAction"])
    #expect(steps.printed == ["compose tapped"])
  }
}
