import Foundation
import Testing
import TouchImport
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchCode

/// Segues a list's prototype cell or a gesture recognizer triggers, and a recognizer's `delegate`
/// outlet (issue 40), on Layouts/InterfaceBuilder/Inbox.storyboard with its code
/// (Layouts/InterfaceBuilder/InboxCode). Apple's rules: `prepare(for:sender:)` — "if the segue
/// originated from a table view, the sender parameter would identify the table view cell that
/// the user tapped"; a segue a recognizer triggers is sent as its action (the segue template is
/// its target, as for a control); a recognizer asks its delegate `gestureRecognizerShouldBegin(_:)`
/// (`UIGestureRecognizerDelegate`). The order of the cell's segue and `didSelectRowAt` is
/// community knowledge (``ListSelectionTracker/selectionSegueBeforeDidSelect``).
@Suite("Storyboard segues from cells and recognizers, with the person's code", .serialized)
struct StoryboardCellSegueCodeTests {
  static let folder = InterfaceBuilderCodeTests.folder

  /// InboxCode compiled once, as `--code Layouts/InterfaceBuilder/InboxCode` does.
  static let code: Result<LoadedCode, CodeFailure> = CodeFiles.read([folder + "/InboxCode"]).flatMap {
    CodeLoader.load($0, into: .standard)
  }

  /// `touchlab Layouts/InterfaceBuilder/Inbox.storyboard --code Layouts/InterfaceBuilder/InboxCode`.
  private func inbox() throws -> CorpusScreen {
    let loaded = try Self.code.get()
    var registry = loaded.registry
    registry.nibLoader = FolderNibLoader(
      folders: [Self.folder + "/InboxCode", Self.folder], registry: loaded.registry)
    return CorpusScreen(
      layout: try LayoutLoader.load(contentsOf: Self.folder + "/Inbox.storyboard", registry: registry))
  }

  @Test(
    "The layout `touchlab import` writes from the storyboard names it (interfaceBuilderFile:), so its prototype cells and segues are made from the storyboard: a selected row performs its segue"
  )
  func importedLayoutMakesCellsFromTheStoryboard() throws {
    let loaded = try Self.code.get()
    let text = try String(contentsOfFile: Self.folder + "/Inbox.storyboard", encoding: .utf8)
    let imported = try InterfaceBuilderImporter.importDocument(
      text: text, source: Self.folder + "/Inbox.storyboard", scene: nil,
      codeClasses: loaded.registry.archivableClassNames
    ).get()
    // Written in a folder of its own, as `touchlab import … -o OUT/inbox.yaml` writes it.
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchlab-import-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: output) }
    let yaml = imported.yaml(writtenTo: output)
    #expect(yaml.contains("interfaceBuilderFile: \"../"))
    try yaml.write(toFile: output + "/inbox.yaml", atomically: true, encoding: .utf8)
    var registry = loaded.registry
    registry.nibLoader = FolderNibLoader(
      folders: [Self.folder + "/InboxCode", Self.folder], registry: loaded.registry)
    let screen = CorpusScreen(
      layout: try LayoutLoader.load(contentsOf: output + "/inbox.yaml", registry: registry))
    screen.run()
    let steps = screen.tap(100, 240)
    #expect(steps.printed.contains("didSelectRowAt Lunch?"))
    #expect(
      steps.contains(
        .segue(
          identifier: "openMessage", kind: "show", source: "Ib1-Vc-001", destination: "message", style: nil)))
  }

  private func navigation(_ screen: CorpusScreen) throws -> NavigationController {
    try #require(screen.layout.application.windows.first?.rootViewController as? NavigationController)
  }

  @Test(
    "Selecting a row made from a prototype with a segue performs it, the cell the sender, the row already selected, before didSelectRowAt; a show pushes"
  )
  func cellSelectionSegue() throws {
    let screen = try inbox()
    screen.run()
    // Rows are the table's rowHeight, 60 points, under its top (92): the third row, "Lunch?",
    // spans 212–272.
    let steps = screen.tap(100, 240)
    #expect(
      steps.printed == [
        "shouldPerformSegue openMessage",
        "prepare openMessage for Lunch?, selected: true",
        // Apple, `UIViewController.view`: loaded when first accessed, and the outlets with it.
        "prepare: bodyLabel is nil",
        "MessageViewController.viewDidLoad: About: Lunch?",
        "didSelectRowAt Lunch?",
      ])
    #expect(
      steps.contains(
        .segue(
          identifier: "openMessage", kind: "show", source: "Ib1-Vc-001", destination: "message", style: nil)))
    let navigation = try navigation(screen)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "Lunch?", "prepare(for:sender:) reached the destination")
    #expect(screen.hit(100, 200)?.importedOrigin?.objectID == "Ib1-Vw-003", "the message scene is on top")
  }

  @Test(
    "Apple: a tap on a prototype cell's detail button (accessoryType detailButton) calls tableView(_:accessoryButtonTappedForRowWith:) and not didSelectRowAt; the segue its accessory triggers (trigger=accessoryAction) is performed, the cell the sender, the row not selected"
  )
  func accessoryButtonSegue() throws {
    let screen = try inbox()
    screen.run()
    // Rows are 60 points under the table's top (92): the third, "Lunch?", spans 212–272; its
    // detail button is the trailing 38 points (UNSOURCED width).
    let steps = screen.tap(414 - 19, 240)
    #expect(
      steps.printed == [
        "accessoryButtonTappedForRowWith Lunch?",
        "shouldPerformSegue messageInfo",
        "prepare messageInfo for Lunch?, selected: false",
        "prepare: bodyLabel is nil",
        "MessageViewController.viewDidLoad: About: Lunch?",
      ])
    #expect(
      steps.contains(
        .segue(
          identifier: "messageInfo", kind: "show", source: "Ib1-Vc-001", destination: "message", style: nil)))
    #expect(try navigation(screen).viewControllers.count == 2)
  }

  @Test(
    "A recognizer's delegate outlet is connected: its gestureRecognizerShouldBegin refuses the first tap; the second recognizes and performs the recognizer's segue, the recognizer the sender"
  )
  func recognizerDelegateAndSegue() throws {
    let screen = try inbox()
    screen.run()
    let first = screen.tap(100, 780)
    #expect(first.printed == ["gestureRecognizerShouldBegin: tap 1"])
    #expect(!first.contains { if case .segue = $0 { true } else { false } })
    let second = screen.tap(100, 780)
    #expect(
      second.printed == [
        "gestureRecognizerShouldBegin: tap 2", "shouldPerformSegue compose", "prepare compose from the tap",
      ])
    #expect(
      second.contains(
        .segue(
          identifier: "compose", kind: "presentation", source: "Ib1-Vc-001", destination: "compose",
          style: "fullScreen")))
    #expect(screen.hit(100, 200)?.id == "Draft", "the presented scene is in front")
  }

  @Test(
    "An unwind segue from a presented scene: the presenter implementing the action is the destination; prepare(for:sender:) on the source, then the action method with the segue, then the presented scene is dismissed"
  )
  func unwindDismisses() throws {
    let screen = try inbox()
    screen.run()
    screen.tap(100, 780)
    screen.tap(100, 780)
    #expect(screen.hit(100, 420)?.id == "Cancel")
    let steps = screen.tap(100, 420)
    #expect(steps.printed == ["backToInbox: cancelCompose from the presented scene"])
    #expect(
      steps.contains(
        .segue(
          identifier: "cancelCompose", kind: "unwind", source: "compose", destination: "Ib1-Vc-001",
          style: nil)))
    #expect(screen.hit(100, 780)?.id == "Compose Area", "the compose scene is dismissed")
  }

  @Test(
    "An unwind segue from a pushed scene: the navigation controller's stack is searched from the top down, and it pops back to the destination"
  )
  func unwindPops() throws {
    let screen = try inbox()
    screen.run()
    screen.tap(100, 240)
    let navigation = try navigation(screen)
    #expect(navigation.viewControllers.count == 2)
    let steps = screen.tap(100, 420)
    #expect(steps.printed == ["backToInbox: archive from Lunch?"])
    #expect(navigation.viewControllers.count == 1)
    #expect(
      steps.contains(
        .navigation(controller: "Ib1-Nv-001", operation: .pop, from: "message", to: "Ib1-Vc-001")))
  }
}
