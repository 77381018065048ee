import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// `UITabBarController`, `UITabBarItem` and `UITabBar`, each rule from Apple's reference of the
/// class it names; sizes Apple does not give are ``TabBarLayout``'s UNSOURCED constants, and the
/// moment a tap selects (touch up inside) is ``TabBarButton/selectingEvent``'s community source.
@Suite("UITabBarController")
struct TabBarControllerTests {
  /// A delegate that logs what it is asked and told, and refuses the tabs it is given.
  final class Delegate: TabBarControllerDelegate {
    var calls: [String] = []
    var refused: Set<String> = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
      -> Bool
    {
      calls.append("shouldSelect \(viewController.id)")
      return !refused.contains(viewController.id)
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
      calls.append("didSelect \(viewController.id)")
    }
    func tabBarController(
      _ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]
    ) {
      calls.append("willBeginCustomizing \(viewControllers.count)")
    }
    func tabBarController(
      _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController],
      changed: Bool
    ) {
      calls.append("willEndCustomizing changed \(changed)")
    }
    func tabBarController(
      _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool
    ) {
      calls.append("didEndCustomizing changed \(changed)")
    }
  }

  /// A tab bar controller, the stage window's root, with the tabs "home" and "search" (a
  /// navigation controller holding "results").
  final class Scene {
    let stage = Stage()
    let tabs = TabBarController()
    let home = ViewController()
    let results = ViewController()
    let search: NavigationController

    init(screenInsets: EdgeInsets = .zero) {
      var screen = DeviceScreen(size: CGSize(width: 400, height: 300))
      screen.safeAreaInsets = screenInsets
      stage.application.screen = screen
      home.id = "home"
      home.title = "Home"
      results.id = "results"
      results.title = "Results"
      search = NavigationController(rootViewController: results)
      search.id = "search"
      search.tabBarItem = TabBarItem(tabBarSystemItem: .search, tag: 2)
      tabs.id = "tabs"
      tabs.viewControllers = [home, search]
      stage.window.rootViewController = tabs
      stage.application.layoutIfNeeded()
      _ = stage.synthesizer
    }

    /// Taps the middle of tab `index`'s button.
    func tapTab(_ index: Int) {
      let button = tabs.tabBar.buttons[index]
      let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: stage.window)
      stage.tap(point.x, point.y)
    }

    var selections: [TraceStep] {
      stage.steps.filter { if case .tabSelection = $0 { true } else { false } }
    }
  }

  @Test(
    "Apple: the first view controller is selected when the tabs are set; each is a child whose tabBarController is the tab bar controller; only the selected one's view is loaded and in the window"
  )
  func tabsAreChildren() {
    let scene = Scene()
    #expect(scene.tabs.selectedIndex == 0)
    #expect(scene.tabs.selectedViewController === scene.home)
    #expect(scene.home.parent === scene.tabs && scene.search.parent === scene.tabs)
    #expect(scene.home.tabBarController === scene.tabs)
    #expect(scene.results.tabBarController === scene.tabs, "Apple: the nearest ancestor that is one")
    #expect(scene.home.view.window === scene.stage.window)
    #expect(!scene.search.isViewLoaded, "a tab's view loads when it is first selected")
  }

  @Test(
    "Apple, tabBarItem: a view controller's default item shows its title; setting the title updates it; UITabBarItem(tabBarSystemItem:tag:) has the system item's title"
  )
  func items() {
    let scene = Scene()
    #expect(scene.tabs.tabBar.items?.map(\.title) == ["Home", "Search"])
    scene.home.title = "Start"
    #expect(scene.tabs.tabBar.buttons[0].title(for: .normal) == "Start")
    #expect(scene.search.tabBarItem.tag == 2)
    #expect(scene.tabs.tabBar.selectedItem === scene.home.tabBarItem)
  }

  @Test(
    "The bar is at the bottom, 49 pt (UNSOURCED) above the home indicator and reaching the screen's edge; the selected view fills the controller's view under it, the bar in front"
  )
  func layoutOverTheBottom() {
    let scene = Scene(screenInsets: EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    #expect(scene.tabs.tabBar.frame == CGRect(x: 0, y: 300 - 49 - 34, width: 400, height: 49 + 34))
    #expect(scene.home.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(scene.tabs.view.subviews.last === scene.tabs.tabBar)
    #expect(
      scene.tabs.tabBar.buttons.map(\.frame)
        == [CGRect(x: 0, y: 0, width: 200, height: 49), CGRect(x: 200, y: 0, width: 200, height: 49)],
      "on iPhone the tabs share the bar's width")
  }

  @Test(
    "Apple, safeAreaInsets: the safe area reflects the area not covered by tab bars: the selected view's bottom inset reaches the bar's top"
  )
  func safeAreaGrowsByTheBar() {
    let scene = Scene(screenInsets: EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    #expect(scene.home.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 83, right: 0))
    #expect(scene.tabs.view.safeAreaInsets.bottom == 34, "the tab bar controller's own view: the screen's")
    scene.tabs.tabBar.isHidden = true
    #expect(scene.home.view.safeAreaInsets.bottom == 34, "a hidden bar covers nothing")
  }

  @Test(
    "A tap on a tab's button (touch up inside, community-sourced) selects its view controller, whose view replaces the old one's; the delegate is asked then told (Apple, UITabBarControllerDelegate); traced as a tab selection"
  )
  func tapSelects() {
    let scene = Scene()
    let delegate = Delegate()
    scene.tabs.delegate = delegate
    scene.tapTab(1)
    #expect(scene.tabs.selectedViewController === scene.search)
    #expect(
      scene.results.view.window === scene.stage.window, "a navigation controller as a tab shows its top")
    #expect(scene.home.viewIfLoaded?.window == nil)
    #expect(delegate.calls == ["shouldSelect search", "didSelect search"])
    #expect(scene.selections == [.tabSelection(controller: "tabs", from: "home", to: "search", index: 1)])
    #expect(scene.tabs.tabBar.selectedItem === scene.search.tabBarItem)
  }

  @Test(
    "Apple: didSelect is called even when the tapped tab was already selected (iOS 3 and later); nothing changes and no selection is traced"
  )
  func tapOnTheSelectedTab() {
    let scene = Scene()
    let delegate = Delegate()
    scene.tabs.delegate = delegate
    scene.tapTab(0)
    #expect(delegate.calls == ["shouldSelect home", "didSelect home"])
    #expect(scene.selections.isEmpty)
  }

  @Test(
    "Apple, UITabBarController: \"User taps always display the root view of the tab … even if the tab was already selected\": a tap on the selected navigation controller's tab pops it to its root; the delegate is asked and told; traced as a re-selection before the pop"
  )
  func tapOnTheSelectedTabPopsToRoot() {
    let scene = Scene()
    scene.tapTab(1)
    let delegate = Delegate()
    scene.tabs.delegate = delegate
    let detail = ViewController()
    detail.id = "detail"
    let more = ViewController()
    more.id = "more"
    scene.search.pushViewController(detail, animated: false)
    scene.search.pushViewController(more, animated: false)
    let before = scene.stage.steps.count
    scene.tapTab(1)
    #expect(scene.search.viewControllers == [scene.results])
    #expect(scene.results.view.window === scene.stage.window)
    #expect(more.viewIfLoaded?.window == nil)
    #expect(delegate.calls == ["shouldSelect search", "didSelect search"])
    let steps = scene.stage.steps.dropFirst(before).filter {
      switch $0 {
      case .tabSelection, .navigation: true
      default: false
      }
    }
    #expect(
      Array(steps) == [
        .tabSelection(controller: "tabs", from: "search", to: "search", index: 1),
        .navigation(controller: "search", operation: .pop, from: "more", to: "results"),
      ])
    scene.tapTab(1)
    #expect(
      scene.stage.steps.dropFirst(before).filter { if case .tabSelection = $0 { true } else { false } }.count
        == 1,
      "at its root already, a tap pops nothing and is not traced")
  }

  @Test(
    "A delegate that refuses a tap on the selected tab keeps its navigation stack (community: how apps turn the pop to root off)"
  )
  func refusedReselectionKeepsTheStack() {
    let scene = Scene()
    scene.tapTab(1)
    let detail = ViewController()
    scene.search.pushViewController(detail, animated: false)
    let delegate = Delegate()
    delegate.refused = ["search"]
    scene.tabs.delegate = delegate
    scene.tapTab(1)
    #expect(scene.search.topViewController === detail)
    #expect(delegate.calls == ["shouldSelect search"])
  }

  @Test("Apple: tabBarController(_:shouldSelect:) returning false keeps the current tab; traced as refused")
  func delegateRefuses() {
    let scene = Scene()
    let delegate = Delegate()
    delegate.refused = ["search"]
    scene.tabs.delegate = delegate
    scene.tapTab(1)
    #expect(scene.tabs.selectedViewController === scene.home)
    #expect(delegate.calls == ["shouldSelect search"])
    #expect(scene.selections == [.tabSelection(controller: "tabs", from: "home", to: nil, index: 1)])
  }

  @Test(
    "A touch that leaves the tab's button before it lifts selects nothing: the button selects on touch up inside (community source: didSelect comes on touch release)"
  )
  func dragOffSelectsNothing() {
    let scene = Scene()
    let button = scene.tabs.tabBar.buttons[1]
    let start = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: scene.stage.window)
    scene.stage.down(start.x, start.y)
    #expect(scene.tabs.selectedViewController === scene.home, "nothing is selected on touch down")
    scene.stage.move(start.x, 20)
    scene.stage.up(start.x, 20)
    #expect(scene.tabs.selectedViewController === scene.home)
  }

  @Test(
    "Apple: the delegate hears only of taps; selectedIndex and selectedViewController set in code select without asking or telling it"
  )
  func selectionInCode() {
    let scene = Scene()
    let delegate = Delegate()
    scene.tabs.delegate = delegate
    scene.tabs.selectedIndex = 1
    #expect(scene.tabs.selectedViewController === scene.search)
    scene.tabs.selectedViewController = scene.home
    #expect(scene.tabs.selectedIndex == 0)
    scene.tabs.selectedIndex = 7
    #expect(scene.tabs.selectedIndex == 0, "an index past the tabs changes nothing")
    #expect(delegate.calls.isEmpty)
    #expect(scene.selections.count == 2)
  }

  @Test(
    "The responder chain (§6): the selected view → its controller → the tab bar controller's view (through its transition view) → the tab bar controller → the window"
  )
  func responderChain() {
    let scene = Scene()
    var chain: [String] = []
    var responder: Responder? = scene.home.view
    while let current = responder, chain.count < 8 {
      chain.append(current.traceID)
      responder = current.next
    }
    #expect(
      Array(chain.prefix(6)) == [
        scene.home.view.traceID, "home", "UITransitionView", scene.tabs.view.traceID, "tabs", "window",
      ])
  }

  @Test(
    "Apple, setViewControllers(_:animated:): the old tabs leave as children; the selected one stays selected when it is still there"
  )
  func replacingTabs() {
    let scene = Scene()
    scene.tabs.selectedIndex = 1
    let other = ViewController()
    other.id = "other"
    scene.tabs.setViewControllers([other, scene.search], animated: false)
    #expect(scene.home.parent == nil)
    #expect(scene.tabs.selectedViewController === scene.search)
    #expect(scene.tabs.selectedIndex == 1)
    #expect(scene.tabs.tabBar.buttons.count == 2)
  }

  @Test(
    "A presented tab bar controller (shown by a segue, before any layout pass) has its buttons placed: a tap on one selects its tab"
  )
  func presentedTabBarController() {
    let stage = Stage()
    let root = ViewController()
    root.id = "root"
    stage.window.rootViewController = root
    stage.application.layoutIfNeeded()
    let tabs = TabBarController()
    let first = ViewController()
    first.title = "First"
    let second = ViewController()
    second.title = "Second"
    tabs.viewControllers = [first, second]
    root.present(tabs, animated: false)
    _ = stage.synthesizer
    stage.tap(300, 280)
    #expect(tabs.selectedViewController === second)
  }

  @Test(
    "Apple, UITabBarDelegate: a bar no tab bar controller manages selects the tapped item and tells its delegate"
  )
  func standaloneBar() {
    final class BarDelegate: TabBarDelegate {
      var selected: [String?] = []
      func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) { selected.append(item.title) }
    }
    let stage = Stage()
    let bar = stage.add(TabBar(frame: CGRect(x: 0, y: 200, width: 400, height: 49)))
    let delegate = BarDelegate()
    bar.delegate = delegate
    bar.items = [TabBarItem(title: "One", image: nil, tag: 1), TabBarItem(title: "Two", image: nil, tag: 2)]
    _ = stage.synthesizer
    stage.tap(300, 220)
    #expect(bar.selectedItem?.tag == 2)
    #expect(delegate.selected == ["Two"])
  }
}
