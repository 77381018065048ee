import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// The More tab of `UITabBarController`, each rule from Apple's `UITabBarController` reference
/// ("If you add six or more custom view controllers to a tab bar controller, the tab bar
/// controller displays only the first four items plus the standard More item on the tab bar.
/// Tapping the More item brings up a standard interface for selecting the remaining items")
/// and its `moreNavigationController`, `selectedIndex`, `selectedViewController` and
/// `customizableViewControllers` pages; where Apple says nothing the test says "community".
@Suite("UITabBarController's More tab")
struct TabBarMoreTests {
  /// A tab bar controller, the stage window's root, with `count` plain view controllers
  /// "c0"… titled "Tab 0"….
  final class Scene {
    let stage = Stage()
    let tabs = TabBarController()
    let controllers: [ViewController]
    let delegate = TabBarControllerTests.Delegate()

    init(count: Int = 7) {
      controllers = (0..<count).map { index in
        let controller = ViewController()
        controller.id = "c\(index)"
        controller.title = "Tab \(index)"
        return controller
      }
      tabs.id = "tabs"
      tabs.viewControllers = controllers
      tabs.delegate = delegate
      stage.window.rootViewController = tabs
      stage.application.layoutIfNeeded()
      _ = stage.synthesizer
    }

    /// Taps the middle of the bar's button `index`.
    func tapTab(_ index: Int) {
      let button = tabs.tabBar.buttons[index]
      let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: stage.window)
      stage.tap(point.x, point.y)
    }

    /// The More list's table.
    var table: TableView { tabs.moreList.table }

    /// Taps the middle of the More list's row `row`.
    func tapRow(_ row: Int) throws {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
      let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: stage.window)
      stage.tap(point.x, point.y)
    }

    var selections: [TraceStep] {
      stage.steps.filter { if case .tabSelection = $0 { true } else { false } }
    }
  }

  @Test(
    "Apple: with six or more view controllers the bar shows the first four items plus the standard More item; viewControllers does not include the More navigation controller"
  )
  func barShowsFourAndMore() {
    let scene = Scene()
    #expect(
      scene.tabs.tabBar.buttons.map { $0.title(for: .normal) } == [
        "Tab 0", "Tab 1", "Tab 2", "Tab 3", "More",
      ])
    #expect(scene.tabs.tabBar.items?.last?.systemItem == .more)
    #expect(scene.tabs.viewControllers?.count == 7)
    #expect(!(scene.tabs.viewControllers ?? []).contains { $0 === scene.tabs.moreNavigationController })
    #expect(scene.tabs.moreNavigationController.tabBarController === scene.tabs)
  }

  @Test("Apple: five view controllers fit the bar: five buttons, no More item")
  func fiveFit() {
    let scene = Scene(count: 5)
    #expect(scene.tabs.tabBar.buttons.map { $0.title(for: .normal) } == (0..<5).map { "Tab \($0)" })
  }

  @Test(
    "Apple: a tap on the More item brings up the list of the remaining items; selectedViewController is the More navigation controller and selectedIndex NSNotFound; the delegate is asked and told with the More navigation controller; traced"
  )
  func tapMore() {
    let scene = Scene()
    scene.tapTab(4)
    let more = scene.tabs.moreNavigationController
    #expect(scene.tabs.selectedViewController === more)
    #expect(scene.tabs.selectedIndex == NSNotFound)
    #expect(more.topViewController === scene.tabs.moreList)
    #expect(scene.table.window === scene.stage.window)
    #expect(scene.table.visibleCells.map { $0.textLabel?.text } == ["Tab 4", "Tab 5", "Tab 6"])
    #expect(scene.table.visibleCells.allSatisfy { $0.accessoryType == .disclosureIndicator })
    #expect(
      scene.delegate.calls == [
        "shouldSelect UIMoreNavigationController", "didSelect UIMoreNavigationController",
      ])
    #expect(
      scene.selections == [
        .tabSelection(controller: "tabs", from: "c0", to: "UIMoreNavigationController", index: 4)
      ])
    #expect(scene.tabs.tabBar.selectedItem === more.tabBarItem)
  }

  @Test(
    "The More list sits in its safe area: below the More navigation controller's bar, above the tab bar (UIKit's content inset adjustment)"
  )
  func listBetweenTheBars() {
    let scene = Scene()
    scene.tapTab(4)
    let frame = scene.table.convert(scene.table.bounds, to: scene.stage.window)
    #expect(frame.minY == NavigationBarLayout.height)
    let bar = scene.tabs.tabBar.convert(scene.tabs.tabBar.bounds, to: scene.stage.window)
    #expect(frame.maxY == bar.minY)
    #expect(frame.height > 0)
  }

  @Test(
    "A tap on a row of the More list (a real table's selection) pushes its controller; selectedViewController is then that controller with its own selectedIndex; the delegate is not told (community: didSelect is not called for a controller chosen in the More list)"
  )
  func tapRowPushes() throws {
    let scene = Scene()
    scene.tapTab(4)
    try scene.tapRow(1)
    let more = scene.tabs.moreNavigationController
    #expect(more.viewControllers == [scene.tabs.moreList, scene.controllers[5]])
    #expect(scene.tabs.selectedViewController === scene.controllers[5])
    #expect(scene.tabs.selectedIndex == 5)
    #expect(scene.controllers[5].view.window === scene.stage.window)
    #expect(scene.controllers[5].tabBarController === scene.tabs)
    #expect(scene.delegate.calls.count == 2, "only the More tab's tap was asked and told")
    #expect(scene.stage.steps.contains { if case .rowSelect = $0 { true } else { false } })
    #expect(
      scene.selections.last
        == .tabSelection(controller: "tabs", from: "UIMoreNavigationController", to: "c5", index: 5))
    #expect(
      scene.controllers[5].view.safeAreaInsets.bottom == TabBarLayout.height, "the tab bar still covers it")
  }

  @Test(
    "Apple: user taps always display the root view of the tab: a tap on the More tab with a controller pushed from the list pops back to the list"
  )
  func retapMorePopsToTheList() throws {
    let scene = Scene()
    scene.tapTab(4)
    try scene.tapRow(0)
    scene.tapTab(4)
    #expect(scene.tabs.moreNavigationController.viewControllers == [scene.tabs.moreList])
    #expect(scene.tabs.selectedIndex == NSNotFound)
    #expect(
      scene.controllers[4].parent === scene.tabs, "back in the list, it is the tab bar controller's child")
  }

  @Test(
    "Apple, selectedViewController: any of viewControllers can be selected in code, including those the More navigation controller manages: the More tab shows it pushed on the list; setting it to the More navigation controller shows the list"
  )
  func selectingAMoreControllerInCode() {
    let scene = Scene()
    let more = scene.tabs.moreNavigationController
    scene.tabs.selectedViewController = more
    #expect(scene.tabs.selectedIndex == NSNotFound)
    #expect(scene.tabs.moreList.view.window === scene.stage.window)
    scene.tabs.selectedIndex = 6
    #expect(scene.tabs.selectedViewController === scene.controllers[6])
    #expect(more.viewControllers == [scene.tabs.moreList, scene.controllers[6]])
    #expect(scene.tabs.tabBar.selectedItem === more.tabBarItem)
    #expect(scene.controllers[6].view.window === scene.stage.window)
    scene.tabs.selectedIndex = 1
    #expect(scene.tabs.selectedViewController === scene.controllers[1])
    #expect(more.viewIfLoaded?.window == nil)
    #expect(scene.delegate.calls.isEmpty)
  }

  @Test(
    "The More list's rows show their tabs' images in the cell's imageView, as iOS's More list shows each tab's icon beside its title; a tab with no image has none"
  )
  func listRowsShowTabImages() throws {
    let scene = Scene()
    scene.controllers[5].tabBarItem = TabBarItem(title: "Settings", image: Image(named: "gear"), tag: 5)
    scene.tapTab(4)
    let settings = try #require(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(settings.textLabel?.text == "Settings")
    #expect(settings.imageView?.image?.name == "gear")
    #expect(settings.imageView?.id == "moreList[0,1].imageView")
    let first = try #require(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.imageView?.image == nil)
  }

  @Test(
    "Apple, customizableViewControllers: setting viewControllers sets it to the same controllers (their Edit button: TabBarCustomizingTests)"
  )
  func customizable() {
    let scene = Scene()
    #expect(scene.tabs.customizableViewControllers?.count == 7)
    scene.tabs.viewControllers = Array(scene.controllers.prefix(3))
    #expect(scene.tabs.customizableViewControllers?.count == 3)
    #expect(scene.tabs.tabBar.buttons.count == 3, "three fit: no More item")
  }
}
