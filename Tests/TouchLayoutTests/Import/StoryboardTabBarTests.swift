import Foundation
import Testing
import TouchKit

@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// A storyboard whose initial view controller is a `<tabBarController>` opens inside a
/// `UITabBarController` (issue 40): its first tab's scene shown, its other tabs made from the
/// storyboard, each tab's `<tabBarItem>` on its controller, and a tap on a tab's button selects
/// it (Apple, `UITabBarController` and `UITabBarControllerDelegate`; the moment, touch up
/// inside, is ``TabBarButton/selectingEvent``'s community source). On
/// Layouts/InterfaceBuilder/Tabs.storyboard (414×896, 48 pt status bar, 34 pt home indicator).
@Suite("Storyboard tab bar controllers", .serialized)
struct StoryboardTabBarTests {
  private func tabs(_ layout: Layout) throws -> TabBarController {
    try #require(layout.application.windows.first?.rootViewController as? TabBarController)
  }

  @Test(
    "Tabs.storyboard opens in its tab bar controller: the first tab's scene, the bar at the bottom above the home indicator, the items from the file"
  )
  func opensInTabBarController() throws {
    let layout = try InterfaceBuilderFixture.load("Tabs.storyboard")
    let tabs = try tabs(layout)
    #expect(tabs.id == "Tb1-Tc-001")
    #expect(tabs.tabBar.id == "tabBar")
    #expect(tabs.viewControllers?.count == 2)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.tabBar.items?.map(\.title) == ["Feed", "Search"])
    #expect(tabs.tabBar.items?.map(\.tag) == [1, 2])
    #expect(tabs.tabBar.items?[1].systemItem == .search)
    #expect(
      tabs.tabBar.frame
        == CGRect(x: 0, y: 896 - 34 - TabBarLayout.height, width: 414, height: TabBarLayout.height + 34))
    let search = try #require(
      tabs.viewControllers?[1] as? NavigationController, "a navigation controller as a tab")
    #expect(search.viewIfLoaded?.window == nil, "only the selected tab's view is in the window")
    // The button's constraint to the safe area's bottom solves above the bar, as stored (y 769).
    #expect(layout.view("Refresh")?.frame.minY == 769)
    #expect(DumpFixture.hit(layout, 200, 790) == "Refresh")
    #expect(DumpFixture.hit(layout, 100, 840) != "Refresh", "§1: the bar takes a tap on it")
  }

  @Test(
    "A tap on the second tab's button selects the navigation controller: its root scene shows under its bar, the Feed scene leaves the window; traced as a tab selection"
  )
  func tapSelectsTheSecondTab() throws {
    let layout = try InterfaceBuilderFixture.load("Tabs.storyboard")
    let tabs = try tabs(layout)
    let steps = layout.tap(310, 850)
    let search = try #require(tabs.viewControllers?[1] as? NavigationController)
    #expect(tabs.selectedViewController === search)
    #expect(
      steps.contains {
        if case .tabSelection("Tb1-Tc-001", _, _, 1) = $0 { true } else { false }
      })
    #expect(search.navigationBar.titleLabel.text == "Search")
    #expect(DumpFixture.hit(layout, 200, 120) == "Query")
    #expect(layout.view("Refresh")?.window == nil)
  }

  @Test(
    "Apple, UITabBarController: a tap on the selected tab shows its root view: after the Filters scene is pushed by its show segue, a tap on the Search tab pops the navigation controller to the Search scene; traced as a re-selection, then the pop"
  )
  func reselectingTheTabPopsToRoot() throws {
    let layout = try InterfaceBuilderFixture.load("Tabs.storyboard")
    let tabs = try tabs(layout)
    _ = layout.tap(310, 850)
    let search = try #require(tabs.viewControllers?[1] as? NavigationController)
    _ = layout.tap(200, 188)
    #expect(search.viewControllers.count == 2, "the Filters button's show segue pushed")
    #expect(DumpFixture.hit(layout, 200, 790) == "Apply")
    let steps = layout.tap(310, 850)
    #expect(search.viewControllers.count == 1)
    let query = try #require(layout.view("Query"))
    let center = query.convert(CGPoint(x: query.bounds.midX, y: query.bounds.midY), to: nil)
    #expect(DumpFixture.hit(layout, center.x, center.y) == "Query", "the Search scene is shown again")
    #expect(layout.view("Apply") == nil, "the Filters scene left the window")
    let kinds = steps.compactMap { step -> String? in
      switch step {
      case .tabSelection(_, let from, let to, _): from == to ? "reselect" : "select"
      case .navigation(_, let operation, _, _): operation.rawValue
      default: nil
      }
    }
    #expect(kinds == ["reselect", "pop"])
  }

  @Test(
    "Apple, UITabBarController: MoreTabs.storyboard's seven viewControllers relationships show the first four items plus the More item; a tap on More lists the other three in a table, a tap on a row pushes that scene's controller, then the selected one"
  )
  func moreTabFromAStoryboard() throws {
    let layout = try InterfaceBuilderFixture.load("MoreTabs.storyboard")
    let tabs = try tabs(layout)
    #expect(tabs.viewControllers?.count == 7)
    #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Inbox", "Search", "Profile", "More"])
    let moreButton = tabs.tabBar.buttons[4]
    let point = moreButton.convert(
      CGPoint(x: moreButton.bounds.midX, y: moreButton.bounds.midY), to: moreButton.window)
    _ = layout.tap(point.x, point.y)
    #expect(tabs.selectedViewController === tabs.moreNavigationController)
    #expect(tabs.selectedIndex == NSNotFound)
    let table = try #require(layout.view("moreList") as? TableView, "UIMoreListController's table")
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Settings", "Help", "About"])
    let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let rowPoint = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: row.window)
    #expect(DumpFixture.hit(layout, rowPoint.x, rowPoint.y) == "moreList[0,1].contentView")
    let steps = layout.tap(rowPoint.x, rowPoint.y)
    #expect(tabs.selectedIndex == 5)
    #expect(tabs.selectedViewController?.id == "Mt1-Vc-006")
    #expect(layout.view("Help Button")?.window != nil)
    #expect(
      steps.contains {
        if case .tabSelection("Mt1-Tc-001", "UIMoreNavigationController", "Mt1-Vc-006", 5) = $0 {
          true
        } else {
          false
        }
      })
  }

  @Test("describe --unsupported lists nothing of MoreTabs.storyboard")
  func moreTabsUnsupportedIsEmpty() throws {
    let features = try InterfaceBuilderFile.unsupported(
      contentsOf: InterfaceBuilderFixture.path("MoreTabs.storyboard"), options: .standard)
    #expect(features.isEmpty, "\(features.map(\.what))")
  }

  @Test(
    "Apple, hidesBottomBarWhenPushed: a Filters scene stored with hidesBottomBarWhenPushed=\"YES\", pushed by its show segue, hides the tab bar: its Apply button, constrained to the safe area's bottom, sits above the home indicator where the bar was, and takes the tap there"
  )
  func hidesBottomBarWhenPushedFromTheFile() throws {
    let text = try String(contentsOfFile: InterfaceBuilderFixture.path("Tabs.storyboard"), encoding: .utf8)
      .replacingOccurrences(
        of: #"title="Filters" id="Tb1-Vc-003""#,
        with: #"title="Filters" hidesBottomBarWhenPushed="YES" id="Tb1-Vc-003""#)
    #expect(text.contains("hidesBottomBarWhenPushed"))
    // A copy in its own folder: the pushed scene is made from the file the layout was read from.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hidesBottomBar-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("Tabs.storyboard")
    try text.write(to: copy, atomically: true, encoding: .utf8)
    let layout = try LayoutLoader.load(contentsOf: copy.path, registry: .standard, options: .standard)
    let tabs = try tabs(layout)
    _ = layout.tap(310, 850)
    _ = layout.tap(200, 188)
    let search = try #require(tabs.viewControllers?[1] as? NavigationController)
    #expect(search.topViewController?.hidesBottomBarWhenPushed == true)
    #expect(tabs.tabBar.isHidden)
    layout.application.layoutIfNeeded()
    let apply = try #require(layout.view("Apply"))
    #expect(abs(apply.frame.maxY - (896 - 34)) < 0.001, "the safe area's bottom is the home indicator's")
    #expect(DumpFixture.hit(layout, 200, 850) == "Apply", "§1: the hidden bar takes no tap")
  }

  @Test("A tab's scene opened on its own is what iOS makes of it: that controller, no tab bar controller")
  func tabSceneAlone() throws {
    let layout = try InterfaceBuilderFixture.load("Tabs.storyboard", scene: "Tb1-Vc-001")
    let root = layout.application.windows.first?.rootViewController
    #expect(!(root is TabBarController))
    #expect(root?.tabBarController == nil)
  }

  @Test("describe --unsupported does not list the tab bar controller")
  func unsupportedIsEmpty() throws {
    let features = try InterfaceBuilderFile.unsupported(
      contentsOf: InterfaceBuilderFixture.path("Tabs.storyboard"), options: .standard)
    #expect(!features.contains { $0.what.contains("tabBarController") })
  }

  @Test(
    "A scene reached through a tab bar controller that has no viewControllers relationship to it opens on its own, warned (found by FuzzInterfaceBuilder: a misspelled relationship wrote tabs with no tab of the scene, and the layout did not load)"
  )
  func misspelledRelationshipOpensAlone() throws {
    let text = try String(contentsOfFile: InterfaceBuilderFixture.path("Tabs.storyboard"), encoding: .utf8)
      .replacingOccurrences(
        of: #"relationship="viewControllers" id="Tb1-Sg-001""#,
        with: #"relationship="viwwControllers" id="Tb1-Sg-001""#)
    #expect(text.contains("viwwControllers"))
    let layout = try LayoutLoader.load(text: text, path: "Tabs.storyboard", registry: .standard)
    #expect(!(layout.application.windows.first?.rootViewController is TabBarController))
    #expect(layout.warnings.contains { $0.message.contains("no viewControllers relationship to this scene") })
  }
}
