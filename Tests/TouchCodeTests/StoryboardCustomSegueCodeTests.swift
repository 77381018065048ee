import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchCode

/// Storyboard segues of the person's `UIStoryboardSegue` subclasses (issue 40), on
/// Layouts/InterfaceBuilder/Wizard.storyboard with its code (Layouts/InterfaceBuilder/WizardCode).
/// Apple, `UIStoryboardSegue`: "If you want to provide a custom transition between view
/// controllers in your app, subclass UIStoryboardSegue … When the storyboard runtime detects a
/// custom segue, it creates a new instance of your class, configures it with the view controller
/// objects, asks the view controller source to prepare for the segue, and then performs the
/// segue"; `perform()`: "Subclasses override this method … you're responsible for installing the
/// destination view controller (and its views) in the right place so that it can handle events."
/// A show or presentation segue given a class is made of it too; its `super.perform()` does what
/// the storyboard's kind does.
@Suite("Storyboard segues of the person's classes", .serialized)
struct StoryboardCustomSegueCodeTests {
  static let folder = InterfaceBuilderCodeTests.folder

  /// WizardCode compiled once, as `--code Layouts/InterfaceBuilder/WizardCode` does.
  static let code: Result<LoadedCode, CodeFailure> = CodeFiles.read([folder + "/WizardCode"]).flatMap {
    CodeLoader.load($0, into: .standard)
  }

  /// `touchlab Layouts/InterfaceBuilder/Wizard.storyboard --code Layouts/InterfaceBuilder/WizardCode`.
  private func wizard() throws -> CorpusScreen {
    let loaded = try Self.code.get()
    var registry = loaded.registry
    registry.nibLoader = FolderNibLoader(
      folders: [Self.folder + "/WizardCode", Self.folder], registry: loaded.registry)
    return CorpusScreen(
      layout: try LayoutLoader.load(contentsOf: Self.folder + "/Wizard.storyboard", registry: registry))
  }

  @Test(
    "Discovery finds a UIStoryboardSegue subclass as a segue class, which a storyboard's customClass names")
  func discovered() throws {
    let loaded = try Self.code.get()
    let kinds = Dictionary(uniqueKeysWithValues: loaded.classes.map { ($0.name, $0.kind) })
    #expect(kinds["SlideSegue"] == .segue && kinds["FadeSegue"] == .segue && kinds["RewindSegue"] == .segue)
    #expect(loaded.registry.archivableClassNames.isSuperset(of: ["SlideSegue", "FadeSegue"]))
  }

  @Test(
    "A custom segue: shouldPerformSegue, the person's class made with init(identifier:source:destination:), prepare(for:sender:) with it, then its own perform(), whose presentation the windows and the responder chain follow"
  )
  func customSegue() throws {
    let screen = try wizard()
    screen.run()
    let steps = screen.tap(100, 155)
    #expect(
      steps.printed == [
        "shouldPerformSegue next",
        "SlideSegue.init: next",
        "prepare next with SlideSegue → StepTwoViewController",
        "SlideSegue.perform: Welcome → Step two",
        // The destination's views are made when its perform() presents it, after prepare
        // (Apple, UIViewController.view: the view is loaded when first accessed), then viewDidLoad.
        "FinishButton.awakeFromNib",
        "StepTwoViewController.viewDidLoad: from the welcome scene",
      ])
    #expect(
      steps.contains(
        .segue(identifier: "next", kind: "custom", source: "welcome", destination: "stepTwo", style: nil)))
    // The presented scene is in front: its Finish button is where Next was, and its
    // controller's next responder is the presenting one (§6).
    let finish = try #require(screen.hit(100, 155))
    #expect(finish.importedOrigin?.objectID == "Wz1-Bt-003")
    let presented = try #require(finish.superview?.next as? ViewController)
    #expect(String(describing: type(of: try #require(presented.next))) == "WizardViewController")
    let finishing = screen.tap(100, 155)
    #expect(finishing.printed.contains("finish: presented by WizardViewController"))
    #expect(screen.hit(100, 155)?.importedOrigin?.objectID == "Wz1-Bt-001")
  }

  @Test(
    "An unwind segue of a custom class: the person's class made with init(identifier:source:destination:) to the controller that takes the unwind action, the action called with it, then its perform(), whose super.perform() dismisses the about scene"
  )
  func unwindOfCustomClass() throws {
    let screen = try wizard()
    screen.run()
    _ = screen.tap(100, 223)
    #expect(screen.hit(100, 155)?.importedOrigin?.objectID == "Wz1-Bt-004", "the about scene's Back button")
    let steps = screen.tap(100, 155)
    #expect(
      steps.printed == [
        "RewindSegue.init: back to WizardViewController", "backToWelcome with RewindSegue",
        "RewindSegue.perform",
      ])
    #expect(
      steps.contains(
        .segue(identifier: "back", kind: "unwind", source: "about", destination: "welcome", style: nil)))
    #expect(
      screen.hit(100, 155)?.importedOrigin?.objectID == "Wz1-Bt-001", "dismissed: Next is in front again")
  }

  @Test(
    "A presentation segue of a custom class runs its perform(), whose super.perform() presents as the kind does; a prepare(for:sender:) that reads the destination's view makes its views there"
  )
  func presentationOfCustomClass() throws {
    let screen = try wizard()
    screen.run()
    let steps = screen.tap(100, 223)
    #expect(
      steps.printed == [
        "shouldPerformSegue about", "prepare about with FadeSegue → ViewController",
        "prepare about: view loaded false", "AboutBadge.awakeFromNib", "FadeSegue.perform",
      ])
    #expect(
      steps.contains(
        .segue(identifier: "about", kind: "presentation", source: "welcome", destination: "about", style: nil)
      ))
    #expect(screen.hit(100, 223)?.importedOrigin?.objectID == "Wz1-Vw-003", "the about scene is in front")
  }
}
