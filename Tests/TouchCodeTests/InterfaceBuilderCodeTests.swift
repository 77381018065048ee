import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchCode

/// An Interface Builder file opened with the person's code (issue 40): a `customClass` from
/// the code is made as UIKit's nib loading makes it. The order is Apple's: "The Nib Object Life
/// Cycle" (Resource Programming Guide) — objects unarchived with `initWithCoder:`, then every
/// outlet and action connection made, then `awakeFromNib`, which "is guaranteed to have all its
/// outlet and action connections already established" (NSObject `awakeFromNib` documentation);
/// a storyboard's controller then gets `viewDidLoad` ("called after the controller's view is
/// loaded into memory", UIViewController documentation).
@Suite("Interface Builder files with the person's classes", .serialized)
struct InterfaceBuilderCodeTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Layouts/InterfaceBuilder").path

  /// Layouts/InterfaceBuilder/Code compiled once, as `--code Layouts/InterfaceBuilder/Code` does.
  static let code: Result<LoadedCode, CodeFailure> = CodeFiles.read([folder + "/Code"]).flatMap {
    CodeLoader.load($0, into: .standard)
  }

  private func profile() throws -> (Layout, CorpusScreen) {
    let loaded = try Self.code.get()
    let layout = try LayoutLoader.load(
      contentsOf: Self.folder + "/Profile.storyboard", registry: loaded.registry)
    return (layout, CorpusScreen(layout: layout))
  }

  @Test(
    "init(coder:) with the stored frame, then outlets, then awakeFromNib (controller first), viewDidLoad, viewWillAppear"
  )
  func lifeCycleOrder() throws {
    let (layout, screen) = try profile()
    // What the code printed while the file loaded opens the trace (its synthesizer takes it).
    let printed = screen.run().compactMap { step -> String? in
      guard case .output(let text) = step else { return nil }
      return text
    }
    #expect(
      printed == [
        "ProfileHeaderView.init(coder:): frame y 59.0, height 160.0, nameLabel nil",
        "ProfileViewController.awakeFromNib: header nil",
        "ProfileHeaderView.awakeFromNib: nameLabel says Ada Lovelace",
        "ProfileViewController.viewDidLoad: header connected, editButton Edit Profile",
        "ProfileViewController.viewWillAppear",
      ])
    #expect(layout.warnings.allSatisfy { !$0.message.contains("Unknown class") })
  }

  @Test(
    "the scene's controller is the person's class and owns the view the file holds (§6: the root view's next responder)"
  )
  func controllerOwnsTheFilesView() throws {
    let (layout, screen) = try profile()
    let root = try #require(screen.view("header")?.superview)
    #expect(String(describing: type(of: try #require(root.next))) == "ProfileViewController")
    #expect(layout.controllers.contains { String(describing: type(of: $0)) == "ProfileViewController" })
    #expect(String(describing: type(of: try #require(screen.view("header")))) == "ProfileHeaderView")
  }

  @Test(
    "§5 a tap on Follow sends follow: to the header view through its own @IBAction; its private outlet is the button"
  )
  func headerAction() throws {
    let (_, screen) = try profile()
    let steps = screen.tap(162, 137)
    #expect(steps.actions.map(\.description) == ["follow from followButton to header"])
    #expect(steps.contains(.output(text: "follow: following true, button is the outlet")))
  }

  @Test("§5 a tap on Edit Profile sends editProfile: to the storyboard's controller")
  func controllerAction() throws {
    let (_, screen) = try profile()
    screen.tap(162, 137)
    let steps = screen.tap(195, 265)
    #expect(steps.actionNames == ["editProfile"])
    #expect(steps.contains(.output(text: "editProfile: following true")))
  }

  @Test(
    "§4 the storyboard's double-tap recognizer on the header, attached by its gestureRecognizers outlet collection, sends headerDoubleTapped: to the controller; one tap does not"
  )
  func interfaceBuilderRecognizer() throws {
    let (_, screen) = try profile()
    let header = try #require(screen.view("header"))
    let recognizer = try #require(header.gestureRecognizers?.first as? TapGestureRecognizer)
    #expect(recognizer.numberOfTapsRequired == 2 && recognizer.id == "Header Double Tap")
    #expect(screen.tap(300, 190).actionNames.isEmpty)
    let steps = screen.run(.multiTap(CGPoint(x: 300, y: 190), count: 2))
    #expect(steps.actionNames == ["headerDoubleTapped"])
    #expect(steps.contains(.output(text: "headerDoubleTapped: 2 taps")))
  }

  @Test("without the code, the customClass is UIKit's notice and the element's own class")
  func unknownClassWithoutCode() throws {
    let layout = try LayoutLoader.load(contentsOf: Self.folder + "/Profile.storyboard")
    let notices = layout.warnings.map(\.message).filter { $0.contains("Unknown class") }
    #expect(notices.count == 2)
    #expect(notices.contains { $0.hasPrefix("Unknown class ProfileHeaderView in Interface Builder file.") })
  }

  @Test(
    "a class whose only initializer is init?(coder:) has no init(frame:): a layout's class: cannot make it")
  func coderOnlyClass() throws {
    let loaded = try Self.code.get()
    #expect(loaded.registry.makeView(className: "ProfileHeaderView", frame: .zero) == nil)
    #expect(
      loaded.registry.archivableClassNames.isSuperset(of: ["ProfileHeaderView", "ProfileViewController"]))
  }
}
