import Foundation
import Testing

@testable import TouchKit

/// Rearranging a tab bar controller's tabs from the More list's Edit button (Apple,
/// `UITabBarController.customizableViewControllers`: "the More navigation controller displays an
/// Edit button … Tapping this button displays a modal interface that lets the user select which
/// items appear on the tab bar"; `UITabBarControllerDelegate`'s `willBeginCustomizing`,
/// `willEndCustomizing(_:changed:)` and `didEndCustomizing(_:changed:)`). The drop rule (an item
/// let go over one of the bar's tabs swaps with it) is community-observed iOS behaviour.
@Suite("UITabBarController's Configure sheet")
struct TabBarCustomizingTests {
  typealias Scene = TabBarMoreTests.Scene

  /// Taps the More list's Edit button.
  private func tapEdit(_ scene: Scene) throws {
    let edit = try #require(scene.tabs.moreList.navigationItem.rightBarButtonItem?.view, "the Edit button")
    let point = edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: scene.stage.window)
    scene.stage.tap(point.x, point.y)
  }

  /// Drags the sheet's item `index` to the middle of the bar's button `button`.
  private func drag(_ scene: Scene, item index: Int, toButton button: Int) throws {
    let sheet = try #require(scene.tabs.customizeView)
    let item = sheet.items[index].view
    let start = item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: scene.stage.window)
    let target = scene.tabs.tabBar.buttons[button]
    let end = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: scene.stage.window)
    scene.stage.down(start.x, start.y)
    for step in 1...10 {
      let fraction = CGFloat(step) / 10
      scene.stage.move(start.x + (end.x - start.x) * fraction, start.y + (end.y - start.y) * fraction)
    }
    scene.stage.up(end.x, end.y)
  }

  /// Taps the sheet's Done button.
  private func tapDone(_ scene: Scene) throws {
    let done = try #require(scene.tabs.customizeView?.doneButton)
    let point = done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: scene.stage.window)
    scene.stage.tap(point.x, point.y)
  }

  @Test(
    "Apple, customizableViewControllers: the More list has an Edit button while any view controller is customizable, none when none is"
  )
  func editButtonFollowsCustomizable() {
    let scene = Scene()
    scene.tapTab(4)
    #expect(scene.tabs.moreList.navigationItem.rightBarButtonItem?.systemItem == .edit)
    scene.tabs.customizableViewControllers = []
    #expect(scene.tabs.moreList.navigationItem.rightBarButtonItem == nil)
  }

  @Test(
    "A tap on Edit opens the Configure sheet with one item per customizable controller, above the content and under the bar; the delegate is told willBeginCustomizing first"
  )
  func editOpensTheSheet() throws {
    let scene = Scene()
    scene.tapTab(4)
    scene.delegate.calls = []
    try tapEdit(scene)
    let sheet = try #require(scene.tabs.customizeView)
    #expect(scene.tabs.tabBar.isCustomizing)
    #expect(scene.delegate.calls == ["willBeginCustomizing 7"])
    #expect(sheet.items.map(\.controller.id) == scene.controllers.map(\.id))
    #expect(sheet.titleLabel.text == "Configure")
    let subviews = try #require(sheet.superview?.subviews)
    let sheetIndex = try #require(subviews.firstIndex { $0 === sheet })
    let barIndex = try #require(subviews.firstIndex { $0 === scene.tabs.tabBar })
    #expect(sheetIndex < barIndex, "the bar stays in front: the drop target")
    let item = sheet.items[2].view
    let point = item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: scene.stage.window)
    #expect(scene.stage.window.hitTest(point, with: nil) === item, "the sheet covers the More list")
  }

  @Test(
    "Dragging the item of a More tab onto the bar's second tab swaps the two in viewControllers and on the bar; Done tells the delegate willEnd then didEnd, changed true, and closes the sheet"
  )
  func dragOntoTheBarSwaps() throws {
    let scene = Scene()
    scene.tapTab(4)
    try tapEdit(scene)
    scene.delegate.calls = []
    try drag(scene, item: 5, toButton: 1)
    #expect(scene.tabs.viewControllers?.map(\.id) == ["c0", "c5", "c2", "c3", "c4", "c1", "c6"])
    #expect(scene.tabs.tabBar.buttons[1].item === scene.controllers[5].tabBarItem)
    #expect(
      scene.tabs.customizeView?.items[5].view.frame
        == scene.tabs.customizeView?.items[1].view.frame.offsetBy(dx: 0, dy: TabBarCustomizeView.itemHeight),
      "the item went back to the grid")
    try tapDone(scene)
    #expect(!scene.tabs.tabBar.isCustomizing)
    #expect(scene.delegate.calls == ["willEndCustomizing changed true", "didEndCustomizing changed true"])
    let row = try #require(scene.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(row.textLabel?.text == "Tab 1", "the replaced tab is in the More list")
  }

  @Test(
    "An item let go over the More item, or away from the bar, changes nothing: Done tells changed false"
  )
  func dropElsewhereChangesNothing() throws {
    let scene = Scene()
    scene.tapTab(4)
    try tapEdit(scene)
    scene.delegate.calls = []
    try drag(scene, item: 6, toButton: 4)
    #expect(scene.tabs.viewControllers?.map(\.id) == scene.controllers.map(\.id))
    try tapDone(scene)
    #expect(scene.delegate.calls == ["willEndCustomizing changed false", "didEndCustomizing changed false"])
  }
}
