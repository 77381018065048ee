import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchOpening

/// A tab's scene made as iOS makes it: the tab bar controller's other tabs are made with it,
/// their views only when first shown (Apple, `UITabBarController`: "the tab bar controller …
/// loads the view of the selected view controller"; `UIViewController.view`: "If you access this
/// property when its value is nil, the view controller automatically calls the loadView()
/// method"), as a segue's destination's views are made when its view is first read. A tab that
/// is a navigation controller is not lazy yet: its root scene is made whole with the tab bar
/// controller (LayoutBuilder+SceneViews.swift), unlike iOS.
@Suite("Storyboard tabs' views load on demand")
struct StoryboardLazyTabTests {
  @Test(
    "MoreTabs.storyboard: the third tab's view loads only when the third tab is selected, the sixth's only when the More list pushes it"
  )
  func moreTabsLoadWhenShown() throws {
    let layout = try InterfaceBuilderFixture.load("MoreTabs.storyboard")
    let tabs = try #require(layout.application.windows.first?.rootViewController as? TabBarController)
    let controllers = try #require(tabs.viewControllers)
    #expect(controllers.count == 7)
    #expect(controllers.dropFirst().allSatisfy { !$0.isViewLoaded }, "only the first tab's view is loaded")
    let third = tabs.tabBar.buttons[2]
    let point = third.convert(CGPoint(x: third.bounds.midX, y: third.bounds.midY), to: nil)
    _ = layout.tap(point.x, point.y)
    #expect(controllers[2].isViewLoaded)
    #expect(!controllers[1].isViewLoaded && !controllers[5].isViewLoaded)
  }
}
