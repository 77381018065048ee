import Foundation
import Testing
import TouchKit

@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// The screen's safe area read back from the stored frames of a tab bar controller's tabs
/// (InterfaceBuilderPlanner+SafeArea.swift): every tab is laid out by Xcode on the same device,
/// and on iOS the screen, with its status bar, is one for every tab (Apple, `UIView.safeAreaInsets`:
/// the safe area reflects the status bar and any bars of the view controller's containers). An
/// edge the opened tab's constraints leave untold is the sibling tabs'. On
/// Layouts/InterfaceBuilder/Tabs.storyboard: the Feed tab pins only to the safe area's bottom;
/// the Search tab's text field sits 20 points under its navigation bar at y 112 (48 + 44 + 20).
@Suite("Interface Builder: the safe area from sibling tabs")
struct InterfaceBuilderTabSafeAreaTests {
  private func yaml(scene: String?) throws -> String {
    try InterfaceBuilderImporter.importDocument(
      text: InterfaceBuilderFixture.text("Tabs.storyboard"), source: "Tabs.storyboard", scene: scene
    ).get().yaml
  }

  @Test(
    "Tabs.storyboard opens with the top inset its Search tab's stored frames show (48), not 0, and the bottom its Feed tab's (34)"
  )
  func topInsetFromTheSearchTab() throws {
    let layout = try InterfaceBuilderFixture.load("Tabs.storyboard")
    let insets = layout.application.screen.safeAreaInsets
    #expect(insets.top == 48)
    #expect(insets.bottom == 34)
    #expect(try yaml(scene: nil).contains("safeArea: [48, 0, 34, 0]"))
  }

  @Test(
    "Selecting the Search tab lays its text field out where Xcode stored it (y 112, under the navigation bar under the status bar): as the tab bar's top inset says"
  )
  func searchTabMatchesItsStoredFrames() throws {
    let layout = try InterfaceBuilderFixture.load("Tabs.storyboard")
    _ = layout.tap(310, 850)
    let query = try #require(layout.view("Query"))
    #expect(query.convert(query.bounds, to: nil) == CGRect(x: 20, y: 112, width: 374, height: 34))
    #expect(DumpFixture.hit(layout, 200, 129) == "Query")
  }

  @Test(
    "A tab opened on its own (by its IB id, as instantiateViewController makes it) has no sibling tabs to read: its top stays untold (0), and the bar it was stored above is the screen's bottom inset"
  )
  func sceneOnItsOwnReadsOnlyItself() throws {
    #expect(try yaml(scene: "Tb1-Vc-001").contains("safeArea: [0, 0, 83, 0]"))
  }
}
