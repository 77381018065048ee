import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchCode

/// Storyboard segues (issue 40), on Layouts/InterfaceBuilder/Checkout.storyboard with its code
/// (Layouts/InterfaceBuilder/CheckoutCode). Apple's rules, from `UIViewController`'s and
/// `UIStoryboardSegue`'s documentation: a segue a control triggers is performed on its tap
/// after the source's `shouldPerformSegue(withIdentifier:sender:)` says yes; one performed by
/// `performSegue(withIdentifier:sender:)` is not asked about; the source gets
/// `prepare(for:sender:)` with the segue (its identifier, source and new destination) before
/// the destination shows; `show` with no navigation controller presents modally
/// (`show(_:sender:)`); an embed segue makes the destination a child whose view fills the
/// container view when the view holding the container loads. A presented controller's view is
/// hit tested in front, and its controller's next responder is the presenting one (§6).
@Suite("Storyboard segues, with the person's code", .serialized)
struct StoryboardSegueCodeTests {
  static let folder = InterfaceBuilderCodeTests.folder

  /// CheckoutCode compiled once, as `--code Layouts/InterfaceBuilder/CheckoutCode` does.
  static let code: Result<LoadedCode, CodeFailure> = CodeFiles.read([folder + "/CheckoutCode"]).flatMap {
    CodeLoader.load($0, into: .standard)
  }

  /// `touchlab Layouts/InterfaceBuilder/Checkout.storyboard --code Layouts/InterfaceBuilder/CheckoutCode`.
  private func checkout() throws -> CorpusScreen {
    let loaded = try Self.code.get()
    var registry = loaded.registry
    registry.nibLoader = FolderNibLoader(
      folders: [Self.folder + "/CheckoutCode", Self.folder], registry: loaded.registry)
    return CorpusScreen(
      layout: try LayoutLoader.load(contentsOf: Self.folder + "/Checkout.storyboard", registry: registry))
  }

  private func segues(_ steps: [TraceStep]) -> [TraceStep] {
    steps.filter { if case .segue = $0 { true } else { false } }
  }

  @Test(
    "A tap on a show segue's button: shouldPerformSegue, prepare(for:sender:) with the new destination, then it is presented; the next tap hits the new scene"
  )
  func showSegue() throws {
    let screen = try checkout()
    screen.run()
    let steps = screen.tap(100, 155)
    #expect(
      steps.printed == [
        "shouldPerformSegue showReview: true",
        "prepare showReview → ReviewViewController",
        // The destination's view loads when it is presented, after prepare (Apple: a view
        // controller's view is loaded when first accessed); its viewDidLoad loads Receipt.xib
        // with itself as File's Owner, whose outlet is set before the receipt's awakeFromNib.
        "ReviewViewController.receipt set",
        "ReceiptView.awakeFromNib: 3 items",
        "ReviewViewController.viewWillAppear: 3 items",
      ])
    #expect(
      segues(steps) == [
        .segue(identifier: "showReview", kind: "show", source: "checkout", destination: "review", style: nil)
      ])
    // The review scene is in front now: its Done button is where the Review button was.
    let done = try #require(screen.hit(100, 155))
    #expect(done.importedOrigin?.objectID == "Co1-Bt-004")
    let next = String(describing: type(of: try #require(done.superview?.next)))
    #expect(next == "ReviewViewController")
    // §6: the presented controller answers its presenter, not the window.
    let presented = try #require(done.superview?.next as? ViewController)
    #expect(String(describing: type(of: try #require(presented.next))) == "CheckoutViewController")
    let dismissing = screen.tap(100, 155)
    #expect(dismissing.contains(.output(text: "done: presented by CheckoutViewController")))
    #expect(screen.hit(100, 155)?.importedOrigin?.objectID == "Co1-Bt-001")
  }

  @Test(
    "shouldPerformSegue(withIdentifier:sender:) returning false cancels a triggered segue; the style is as stored"
  )
  func refusedThenPerformed() throws {
    let screen = try checkout()
    screen.run()
    let refused = screen.tap(100, 278)
    #expect(
      segues(refused) == [
        .segue(
          identifier: "presentPayment", kind: "presentation", source: "checkout", destination: nil,
          style: "fullScreen")
      ])
    #expect(screen.hit(100, 278)?.importedOrigin?.objectID == "Co1-Bt-002")
    screen.tap(345, 216)  // the terms switch
    let performed = screen.tap(100, 278)
    #expect(
      segues(performed) == [
        .segue(
          identifier: "presentPayment", kind: "presentation", source: "checkout", destination: "payment",
          style: "fullScreen")
      ])
    #expect(screen.hit(100, 155)?.id == "Confirm")
  }

  @Test("performSegue(withIdentifier:sender:) from an action performs the controller's segue without asking")
  func performSegueFromCode() throws {
    let screen = try checkout()
    screen.run()
    let steps = screen.tap(100, 346)
    #expect(!steps.printed.contains { $0.hasPrefix("shouldPerformSegue") })
    #expect(steps.printed.contains("prepare showHelp → ViewController"))
    #expect(segues(steps).count == 1)
    #expect(screen.hit(100, 92)?.importedOrigin?.objectID == "Co1-Vw-005")
  }

  @Test(
    "An embed segue: the child controller is added and its view fills the container, prepared as the view loads"
  )
  func embedSegue() throws {
    let screen = try checkout()
    let loading = screen.run()
    #expect(loading.printed.contains("prepare embed → ViewController"))
    let container = try #require(screen.view("Summary Container"))
    let child = try #require(container.subviews.first)
    #expect(child.frame == container.bounds)
    let controller = try #require(child.next as? ViewController)
    #expect(String(describing: type(of: try #require(controller.parent))) == "CheckoutViewController")
    // §1: the child's button is hit where it lies in the container.
    #expect(screen.hit(100, 640)?.id == "Edit Cart")
  }

  @Test(
    "An outlet collection is one array in the file's order before viewDidLoad; a text field's delegate outlet to the controller is connected"
  )
  func outletCollectionAndBuiltInOutlet() throws {
    let screen = try checkout()
    let loading = screen.run()
    #expect(loading.printed.contains("CheckoutViewController.viewDidLoad: Review order, Pay, Help"))
    // UITextField asks its delegate before editing begins (UITextFieldDelegate documentation).
    let tapped = screen.tap(100, 409)
    #expect(tapped.printed.contains("textFieldShouldBeginEditing: promo codes are closed"))
  }
}
