import Foundation
import Testing
import TouchKit

@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// A storyboard whose scene a `<navigationController>` holds opens inside a
/// `UINavigationController` (issue 40): its bar from the file's `<navigationBar>`, each scene's
/// `<navigationItem>` with its bar button items, and a `show` segue from a scene it holds
/// pushes (Apple, `show(_:sender:)`: "In a navigation interface, this method pushes the view
/// controller onto the navigation stack"); the back button pops (Apple, `UINavigationController`).
@Suite("Storyboard navigation controllers", .serialized)
struct StoryboardNavigationTests {
  private func tap(_ layout: Layout, _ x: CGFloat, _ y: CGFloat, at start: TimeInterval = 0) -> [TraceStep] {
    layout.tap(x, y, at: start)
  }

  private func navigation(_ layout: Layout) throws -> NavigationController {
    try #require(layout.application.windows.first?.rootViewController as? NavigationController)
  }

  @Test(
    "Shop.storyboard opens in its navigation controller: the root scene under the bar, the bar at the stored top, the title from its navigationItem"
  )
  func opensInNavigationController() throws {
    let layout = try InterfaceBuilderFixture.load("Shop.storyboard")
    let navigation = try navigation(layout)
    #expect(navigation.id == "Sh1-Nv-001")
    let root = try #require(navigation.topViewController)
    #expect(root.navigationController === navigation)
    #expect(navigation.navigationBar.id == "navigationBar")
    #expect(
      navigation.navigationBar.frame == CGRect(x: 0, y: 48, width: 414, height: NavigationBarLayout.height))
    #expect(navigation.navigationBar.titleLabel.text == "Products")
    // The constraints to the safe area solve under the bar as the stored frames show (y 112).
    #expect(layout.view("Sh1-Sg-101")?.frame.minY == 112)
    #expect(DumpFixture.hit(layout, 200, 190) == "Details Button")
    #expect(DumpFixture.hit(layout, 200, 70) == "navigationBar", "§1: the bar takes a tap on it")
  }

  @Test(
    "A show segue from the root scene pushes its destination; the back button, titled with the root's title, pops"
  )
  func showPushesAndBackPops() throws {
    let layout = try InterfaceBuilderFixture.load("Shop.storyboard")
    let navigation = try navigation(layout)
    let steps = tap(layout, 100, 192)
    let details = try #require(navigation.topViewController)
    #expect(navigation.viewControllers.count == 2)
    #expect(details.presentingViewController == nil, "pushed, not presented")
    #expect(
      steps.contains(
        .navigation(
          controller: "Sh1-Nv-001", operation: .push, from: navigation.viewControllers[0].traceID,
          to: details.traceID)))
    #expect(DumpFixture.hit(layout, 100, 135) == "Quantity")
    #expect(navigation.navigationBar.titleLabel.text == "Details")
    #expect(navigation.navigationBar.backButtonItem?.title == "Products")
    let back = tap(layout, 40, 70, at: 1)
    #expect(
      back.contains {
        if case .actionSent(NavigationBar.backAction, _, "Sh1-Nv-001") = $0 { true } else { false }
      })
    #expect(navigation.viewControllers.count == 1)
    #expect(DumpFixture.hit(layout, 200, 190) == "Details Button")
  }

  @Test("A bar button item's segue (the navigation item's rightBarButtonItem) is performed on its tap")
  func barButtonItemSegue() throws {
    let layout = try InterfaceBuilderFixture.load("Shop.storyboard")
    let navigation = try navigation(layout)
    let cart = try #require(navigation.topViewController?.navigationItem.rightBarButtonItem)
    #expect(cart.title == "Cart")
    let frame = try #require(cart.view?.frame)
    let steps = tap(layout, frame.midX, 48 + frame.midY)
    #expect(steps.contains { if case .segue("cart", "show", _, _, nil) = $0 { true } else { false } })
    #expect(navigation.viewControllers.count == 2)
  }

  @Test(
    "A presentation segue to a navigation controller's scene presents the navigation controller, its root on its stack (Apple, UIStoryboardSegue: the destination is the scene's controller)"
  )
  func presentsNavigationController() throws {
    // Shop.storyboard with a button on the details scene presenting the navigation controller.
    let text = try InterfaceBuilderFixture.text("Shop.storyboard").replacingOccurrences(
      of: #"<state key="normal" title="Buy"/>"# + "\n                            </button>",
      with: #"<state key="normal" title="Buy"/>"# + "\n                            </button>\n"
        + #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Sh1-Bt-202" userLabel="Again">"#
        + #"<rect key="frame" x="20" y="300" width="374" height="44"/><state key="normal" title="Again"/>"#
        + #"<connections><segue destination="Sh1-Nv-001" kind="presentation" id="Sh1-Sg-009"/></connections>"#
        + "</button>")
    #expect(text.contains("Sh1-Sg-009"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib5-present-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Shop.storyboard").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let layout = try LayoutLoader.load(contentsOf: path, registry: .standard, options: .standard)
    let navigation = try navigation(layout)
    _ = tap(layout, 100, 192)  // pushes the details scene
    let steps = tap(layout, 100, 320, at: 1)
    #expect(
      steps.contains {
        if case .segue(nil, "presentation", _, "Sh1-Nv-001", nil) = $0 { true } else { false }
      })
    let presented = try #require(
      navigation.topViewController?.presentedViewController as? NavigationController)
    #expect(presented !== navigation)
    #expect(presented.viewControllers.count == 1)
    #expect(presented.topViewController?.navigationController === presented)
    #expect(
      DumpFixture.hit(layout, 200, 190) == "Details Button", "the presented stack's root scene is in front")
  }

  @Test("describe --unsupported no longer lists the navigation controller or the show segues it pushes")
  func unsupportedShrinks() throws {
    let features = try InterfaceBuilderFile.unsupported(
      contentsOf: InterfaceBuilderFixture.path("Shop.storyboard"), options: .standard)
    #expect(!features.contains { $0.what.hasPrefix("segue") }, "\(features.map(\.summary))")
    #expect(!features.contains { $0.what.hasPrefix("navigationController") }, "\(features.map(\.summary))")
  }
}
