import Foundation
import Testing
import TouchKit

@testable import TouchFoundation
@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// A storyboard's segues read from the file (issue 40), without the person's code: a segue a
/// button triggers is performed on its tap as UIKit performs it (Apple, `UIStoryboardSegue`,
/// `show(_:sender:)`: with no navigation controller, `show` presents modally; in one it pushes,
/// StoryboardNavigationTests.swift), and the next
/// tap is hit tested in the presented scene, in front (§1). A segue that cannot be performed
/// is a warning naming its IB object id and line, and the rest opens.
@Suite("Storyboard segues read from the file", .serialized)
struct StoryboardSegueTests {
  private func tap(_ layout: Layout, _ x: CGFloat, _ y: CGFloat, at start: TimeInterval = 0) -> [TraceStep] {
    layout.tap(x, y, at: start)
  }

  @Test(
    "Checkout.storyboard without code: a tap on Review order presents the review scene, whose Done button the next tap hits"
  )
  func showWithoutCode() throws {
    let layout = try InterfaceBuilderFixture.load("Checkout.storyboard")
    #expect(layout.warnings.contains { $0.message.hasPrefix("Unknown class CheckoutViewController") })
    #expect(DumpFixture.hit(layout, 100, 155) == "Co1-Bt-001")
    let steps = tap(layout, 100, 155)
    #expect(
      steps.contains(
        .segue(identifier: "showReview", kind: "show", source: "checkout", destination: "review", style: nil))
    )
    #expect(DumpFixture.hit(layout, 100, 155) == "doneButton")
  }

  @Test("The embed segue fills its container as the scene loads")
  func embedWithoutCode() throws {
    let layout = try InterfaceBuilderFixture.load("Checkout.storyboard")
    #expect(DumpFixture.hit(layout, 100, 640) == "Edit Cart")
    let checkout = try #require(layout.controllers.first)
    #expect(checkout.children.count == 1)
  }

  @Test(
    "Inbox.storyboard without code: a prototype cell's segue and a recognizer's are read (cell:, recognizer:), the recognizer's delegate outlet too; describe --unsupported lists no segue"
  )
  func cellAndRecognizerSeguesRead() throws {
    let imported = try InterfaceBuilderImporter.importDocument(
      text: InterfaceBuilderFixture.text("Inbox.storyboard"),
      source: InterfaceBuilderFixture.path("Inbox.storyboard")
    ).get()
    #expect(imported.yaml.contains(#"identifier: "openMessage", cell: "Ib1-Cl-001""#), "\(imported.yaml)")
    #expect(imported.yaml.contains(#"style: "fullScreen", recognizer: "Compose Tap""#))
    #expect(imported.yaml.contains(#"delegate: "Ib1-Vc-001""#))
    #expect(
      imported.yaml.contains(#"id: "Ib1-Vc-001", title: "Inbox""#),
      "UIKit: the scene's title is the controller's")
    let features = try InterfaceBuilderFile.unsupported(
      contentsOf: InterfaceBuilderFixture.path("Inbox.storyboard"), options: .standard)
    #expect(!features.contains { $0.what.hasPrefix("segue") }, "\(features.map(\.summary))")
    #expect(!features.contains { $0.what.contains("tapGestureRecognizer") }, "\(features.map(\.summary))")
  }

  @Test(
    "Inbox.storyboard without code: the recognizer's delegate is a plain UIViewController, which answers nothing, so the first tap recognizes and presents the compose scene"
  )
  func recognizerSegueWithoutCode() throws {
    let layout = try InterfaceBuilderFixture.load("Inbox.storyboard")
    let steps = tap(layout, 100, 780)
    #expect(
      steps.contains(
        .segue(
          identifier: "compose", kind: "presentation", source: "Ib1-Vc-001", destination: "compose",
          style: "fullScreen")))
    #expect(DumpFixture.hit(layout, 100, 200) == "Draft")
  }

  @Test(
    "A segue from a table cell's accessory button (trigger=\"accessoryAction\") is the prototype's (accessoryCell:), no longer listed as not read"
  )
  func accessorySegueRead() throws {
    let imported = try InterfaceBuilderImporter.importDocument(
      text: InterfaceBuilderFixture.text("Inbox.storyboard"), source: "accessory.storyboard"
    ).get()
    #expect(imported.yaml.contains(#"accessoryCell: "Ib1-Cl-001""#))
    #expect(
      !imported.unsupported.contains { $0.what.contains("accessory") }, "\(imported.unsupported.map(\.what))")
  }

  @Test(
    "An unwind segue keeps its unwindAction; without code no controller implements it, so it is traced with no destination and nothing is dismissed (Apple: the destination must implement the action method)"
  )
  func unwindWithoutImplementer() throws {
    let layout = try InterfaceBuilderFixture.load("Inbox.storyboard")
    _ = tap(layout, 100, 780)
    #expect(DumpFixture.hit(layout, 100, 420) == "Cancel")
    let steps = tap(layout, 100, 420, at: 1)
    #expect(
      steps.contains(
        .segue(identifier: "cancelCompose", kind: "unwind", source: "compose", destination: nil, style: nil)))
    #expect(DumpFixture.hit(layout, 100, 420) == "Cancel")
  }

  static func storyboard(_ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A-vc">
    <scenes>
    \(scenes)
    </scenes>
    </document>

    """
  }

  /// A scene whose view holds a container embedding `embed`, if given, and a button whose
  /// segue goes to `segue`, if given.
  static func scene(_ name: String, embed: String? = nil, segue: String? = nil) -> String {
    let container =
      embed.map {
        """
        <containerView id="\(name)-cv"><rect key="frame" x="0" y="200" width="100" height="100"/>
        <connections><segue destination="\($0)" kind="embed" id="\(name)-embed"/></connections></containerView>
        """
      } ?? ""
    let button =
      segue.map {
        """
        <button id="\(name)-bt"><rect key="frame" x="0" y="0" width="100" height="44"/>
        <connections><segue destination="\($0)" kind="show" id="\(name)-show"/></connections></button>
        """
      } ?? ""
    return """
      <scene sceneID="\(name)-sc"><objects><viewController id="\(name)-vc" sceneMemberID="viewController">
      <view key="view" id="\(name)-view"><rect key="frame" x="0" y="0" width="320" height="480"/>
      <subviews>\(container)\(button)</subviews></view></viewController></objects></scene>
      """
  }

  private func load(_ text: String) throws -> Layout {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segues-\(UUID().uuidString).storyboard"
    ).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try LayoutLoader.load(contentsOf: path, registry: .standard)
  }

  @Test(
    "An embed segue with a customClass (which Interface Builder does not offer) embeds as UIKit's own: iOS does not make the class (community, github.com/rob-brown/RBStoryboardLink issue 74: \"never called\"); a warning names it, and describe --unsupported does not list it"
  )
  func embedOfCustomClass() throws {
    let text = Self.storyboard(Self.scene("A", embed: "B-vc") + "\n" + Self.scene("B"))
      .replacingOccurrences(of: #"kind="embed""#, with: #"kind="embed" customClass="FadeEmbed""#)
    let imported = try InterfaceBuilderImporter.importDocument(text: text, source: "embed.storyboard").get()
    let warning = try #require(imported.warnings.first { $0.message.contains("'FadeEmbed'") })
    #expect(warning.message.contains("embed segue (IB object A-embed)") && warning.line == 7)
    #expect(!imported.yaml.contains("FadeEmbed"))
    #expect(!imported.unsupported.contains { $0.what.contains("segue") })
    let layout = try load(text)
    let child = try #require(layout.controllers.first?.children.first, "embedded as UIKit's embed")
    #expect(child.id == "B-vc")
  }

  @Test("A cycle of embeds is a warning naming the segue's IB id and line, and the scene opens without it")
  func embedCycle() throws {
    let text = Self.storyboard(Self.scene("A", embed: "B-vc") + "\n" + Self.scene("B", embed: "A-vc"))
    let imported = try InterfaceBuilderImporter.importDocument(text: text, source: "cycle.storyboard").get()
    let warning = try #require(imported.warnings.first { $0.message.contains("cycle of embeds") })
    #expect(
      warning.message.contains("embed segue (IB object A-embed)")
        && warning.message.contains("A-vc → B-vc → A-vc"))
    #expect(warning.line == 7)
    let layout = try load(text)
    #expect(layout.controllers.first?.children.isEmpty == true)
    let own = try load(Self.storyboard(Self.scene("A", embed: "A-vc")))
    #expect(own.warnings.contains { $0.message.contains("A-vc → A-vc") })
  }

  @Test(
    "A segue to no scene's controller is a warning naming its IB id and line; the rest opens and the tap sends nothing"
  )
  func missingDestination() throws {
    let missing = Self.storyboard(Self.scene("A", segue: "Nope"))
    let imported = try InterfaceBuilderImporter.importDocument(text: missing, source: "missing.storyboard")
      .get()
    let warning = try #require(imported.warnings.first { $0.message.contains("'Nope'") })
    #expect(warning.message.contains("segue (IB object A-show)") && warning.line == 7)
    let toView = Self.storyboard(Self.scene("A", segue: "A-view"))
    let notController = try InterfaceBuilderImporter.importDocument(text: toView, source: "view.storyboard")
      .get()
    #expect(notController.warnings.contains { $0.message.contains("which is no scene's view controller") })
    let layout = try load(missing)
    let steps = tap(layout, 50, 22)
    #expect(!steps.contains { if case .segue = $0 { true } else { false } })
  }
}
