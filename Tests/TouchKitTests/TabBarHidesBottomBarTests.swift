import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// `hidesBottomBarWhenPushed` with a tab bar controller. Apple, `UIViewController`: "A Boolean
/// value indicating whether the toolbar at the bottom of the screen is hidden when the view
/// controller is pushed on to a navigation controller", and `safeAreaInsets`: the safe area
/// "reflects the area not covered by … tab bars"; that a controller pushed above one that hides
/// the bar keeps it hidden is community-sourced (UNSOURCED), as
/// ``TabBarController/hidesBarForPush`` says.
@Suite("UITabBarController and hidesBottomBarWhenPushed")
struct TabBarHidesBottomBarTests {
  /// The "search" tab (a navigation controller) selected, with a "detail" controller that
  /// hides the bar, whose view has a "bottom" button where the bar is.
  final class Scene {
    let scene = TabBarControllerTests.Scene(screenInsets: EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    let detail = ViewController()
    let bottom = Button(frame: .zero)

    init() {
      scene.tapTab(1)
      detail.id = "detail"
      detail.hidesBottomBarWhenPushed = true
      bottom.id = "bottom"
      bottom.frame = CGRect(x: 0, y: 300 - 34 - 49, width: 400, height: 49)
      detail.view.addSubview(bottom)
    }

    var tabs: TabBarController { scene.tabs }
    var search: NavigationController { scene.search }
  }

  @Test(
    "Apple: a controller pushed with hidesBottomBarWhenPushed hides the tab bar while it is on top: its safe area's bottom is the screen's, and a tap where the bar was reaches its content"
  )
  func pushHidesTheBar() {
    let scene = Scene()
    #expect(!scene.tabs.tabBar.isHidden)
    scene.search.pushViewController(scene.detail, animated: true)
    #expect(scene.tabs.tabBar.isHidden)
    #expect(scene.detail.view.safeAreaInsets.bottom == 34)
    scene.scene.stage.tap(200, 300 - 34 - 20)
    #expect(scene.scene.stage.hitView(ofTouch: 2) == "bottom", "touch 1 selected the tab")
  }

  @Test(
    "Popping the controller that hid the bar shows it again, and the safe area's bottom reaches the bar's top again"
  )
  func popShowsTheBar() {
    let scene = Scene()
    scene.search.pushViewController(scene.detail, animated: true)
    scene.search.popViewController(animated: true)
    #expect(!scene.tabs.tabBar.isHidden)
    #expect(scene.scene.results.view.safeAreaInsets.bottom == 34 + TabBarLayout.height)
  }

  @Test(
    "Community (UNSOURCED): a controller pushed above one that hides the bar keeps it hidden, whatever its own value"
  )
  func staysHiddenAbove() {
    let scene = Scene()
    scene.search.pushViewController(scene.detail, animated: true)
    let above = ViewController()
    scene.search.pushViewController(above, animated: true)
    #expect(!above.hidesBottomBarWhenPushed)
    #expect(scene.tabs.tabBar.isHidden)
  }

  @Test("A bar the person's code hid stays hidden after the controller that hid it too is popped")
  func personsHiddenBarStaysHidden() {
    let scene = Scene()
    scene.tabs.tabBar.isHidden = true
    scene.search.pushViewController(scene.detail, animated: true)
    scene.search.popViewController(animated: true)
    #expect(scene.tabs.tabBar.isHidden)
  }

  @Test("Selecting another tab shows the bar; coming back to the tab whose stack hides it hides it again")
  func otherTabShowsTheBar() {
    let scene = Scene()
    scene.search.pushViewController(scene.detail, animated: true)
    scene.tabs.selectedIndex = 0
    #expect(!scene.tabs.tabBar.isHidden)
    scene.tabs.selectedIndex = 1
    #expect(scene.tabs.tabBar.isHidden)
  }
}
