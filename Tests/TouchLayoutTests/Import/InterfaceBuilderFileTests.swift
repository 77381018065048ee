import Foundation
import Testing
import TouchFoundation
import TouchKit

@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// The files of Layouts/InterfaceBuilder, written as Xcode writes them, open with the hierarchy,
/// frames and ids the file states, and taps go where UIKit's hit test sends them
/// (uikit-event-delivery.md §1). A nib is decoded by `init(coder:)`: an attribute IB leaves out
/// is the archive's default, so `userInteractionEnabled` absent is enabled, `clipsSubviews`
/// absent is off (Apple, "Resource Programming Guide: Nib Files", object loading).
@Suite("Interface Builder files")
struct InterfaceBuilderFileTests {
  typealias E = DumpFixture.Expected

  @Test("A login scene: the initial view controller's view, views named by outlet, userLabel or IB id")
  func loginScene() throws {
    let layout = try InterfaceBuilderFixture.load("Login.storyboard")
    // The screen is the root view's stored size (393 × 852, an iPhone 15's design size).
    #expect(layout.screenSize == CGSize(width: 393, height: 852))
    DumpFixture.check(
      layout,
      [
        E(
          id: "importedWindow", className: "Window", dumpClass: "",
          frame: CGRect(x: 0, y: 0, width: 393, height: 852)),
        E(
          id: "Lg1-Vw-001", className: "View", dumpClass: "UIView",
          frame: CGRect(x: 0, y: 0, width: 393, height: 852)),
        E(
          id: "Lg1-Lb-001", className: "Label", dumpClass: "UILabel",
          frame: CGRect(x: 24, y: 120, width: 345, height: 34), interaction: false),
        E(
          id: "emailField", className: "TextField", dumpClass: "UITextField",
          frame: CGRect(x: 24, y: 186, width: 345, height: 34)),
        E(
          id: "passwordField", className: "TextField", dumpClass: "UITextField",
          frame: CGRect(x: 24, y: 236, width: 345, height: 34)),
        E(
          id: "rememberSwitch", className: "Switch", dumpClass: "UISwitch",
          frame: CGRect(x: 320, y: 290, width: 51, height: 31)),
        E(
          id: "Remember Label", className: "Label", dumpClass: "UILabel",
          frame: CGRect(x: 24, y: 295, width: 120, height: 21), interaction: false),
        E(
          id: "loginButton", className: "Button", dumpClass: "UIButton",
          frame: CGRect(x: 24, y: 345, width: 345, height: 50)),
        E(
          id: "spinnerOverlay", className: "View", dumpClass: "UIView",
          frame: CGRect(x: 0, y: 0, width: 393, height: 852), hidden: true),
      ])
    #expect((layout.view("rememberSwitch") as? Switch)?.isOn == true)
    #expect((layout.view("loginButton") as? Button)?.title == "Log In")
    #expect((layout.view("Lg1-Lb-001") as? Label)?.text == "Welcome back")
    // Every view keeps its IB object id, whatever it is named, for queries.
    #expect(layout.view("loginButton")?.importedOrigin?.objectID == "Lg1-Bt-001")
    #expect(layout.view("spinnerOverlay")?.importedOrigin?.autoresize == "RM+BM")
    // The customClass is not in the file's reach: UIKit's notice, and its UIKit class.
    #expect(
      layout.warnings.contains {
        $0.message.hasPrefix("Unknown class LoginViewController in Interface Builder file.") && $0.line == 14
          && $0.column == 17
      })
  }

  @Test("Login taps: hidden overlay skipped, a label passes the touch to its superview (§1)")
  func loginTaps() throws {
    let layout = try InterfaceBuilderFixture.load("Login.storyboard")
    // §1 skip rule: the overlay in front is hidden, so the button behind it is hit.
    #expect(DumpFixture.hit(layout, 100, 370) == "loginButton")
    // §1 skip rule: a label is userInteractionEnabled = NO (IB writes it): its superview.
    #expect(DumpFixture.hit(layout, 60, 305) == "Lg1-Vw-001")
    #expect(DumpFixture.hit(layout, 340, 300) == "rememberSwitch")
    // §5: the button's action goes to the scene's view controller.
    let button = try #require(layout.view("loginButton") as? Control)
    #expect(button.allTargets.count == 1)
  }

  @Test("A storyboard's initial navigation controller shows its root view controller's scene")
  func navigationRoot() throws {
    let layout = try InterfaceBuilderFixture.load("Shop.storyboard")
    #expect(layout.screenSize == CGSize(width: 414, height: 896))
    #expect(layout.title?.contains("Products") == true)
    let segments = try #require(layout.view("Sh1-Sg-101") as? SegmentedControl)
    #expect(segments.numberOfSegments == 3 && segments.selectedSegmentIndex == 1)
    #expect(DumpFixture.hit(layout, 200, 190) == "Details Button")
  }

  @Test("--scene picks a scene by storyboard identifier, title or IB object id")
  func sceneByName() throws {
    for name in ["details", "Details", "Sh1-Vc-002"] {
      let layout = try InterfaceBuilderFixture.load("Shop.storyboard", scene: name)
      let slider = try #require(layout.view("Quantity") as? Slider)
      #expect(slider.value == 3 && slider.minimumValue == 1 && slider.maximumValue == 10)
      #expect((layout.view("Buy") as? Control)?.isEnabled == false)
    }
    #expect(throws: LayoutLoadError.self) {
      try InterfaceBuilderFixture.load("Shop.storyboard", scene: "nope")
    }
    let scenes = try InterfaceBuilderFile.scenes(contentsOf: InterfaceBuilderFixture.path("Shop.storyboard"))
    #expect(scenes.map(\.objectID) == ["Sh1-Nv-001", "Sh1-Vc-001", "Sh1-Vc-002"])
    #expect(scenes[0].isInitial && scenes[0].unopenable != nil)
  }

  @Test("A table cell xib: the cell, its content view, outlets from the cell; the second view by --scene")
  func cellXib() throws {
    let layout = try InterfaceBuilderFixture.load("ItemCell.xib")
    #expect(layout.screenSize == CGSize(width: 393, height: 72))
    #expect(layout.view("Ic1-Cl-001")?.importedOrigin?.className == "ItemCell")
    #expect(layout.view("Ic1-Cv-001")?.superview?.id == "Ic1-Cl-001")
    #expect((layout.view("thumbnail") as? ImageView)?.imageName == "photo")
    #expect(DumpFixture.hit(layout, 340, 36) == "addButton")
    // §1: the image view is interaction-disabled: its superview, the content view, is hit.
    #expect(DumpFixture.hit(layout, 40, 36) == "Ic1-Cv-001")
    let empty = try InterfaceBuilderFixture.load("ItemCell.xib", scene: "Ic1-Vw-002")
    #expect((empty.view("Retry") as? Button)?.title == "Retry")
  }

  @Test(
    "An older xib without <device>: File's Owner outlets name the views; a button outside its superview is not hit (§1)"
  )
  func legacyXib() throws {
    let layout = try InterfaceBuilderFixture.load("Legacy.xib")
    #expect(layout.screenSize == CGSize(width: 320, height: 480))
    #expect(DumpFixture.hit(layout, 250, 280) == "doneButton")
    // §1: the button's right part lies outside the card, which does not clip: not hit there.
    #expect(DumpFixture.hit(layout, 310, 280) == "view")
  }

  @Test("What is not read is listed once per kind; constraints and their variations are solved, not listed")
  func unsupportedList() throws {
    let features = try InterfaceBuilderFile.unsupported(
      contentsOf: InterfaceBuilderFixture.path("Shop.storyboard"), options: .standard)
    // The scene's constraints are solved at the document's size (docs/interface-builder.md).
    #expect(!features.contains { $0.what == "constraint" }, "\(features.map(\.summary))")
    // Its size-class variation is applied at the document's size class: not listed either.
    #expect(!features.contains { $0.what.hasPrefix("variation") })
    let legacy = try InterfaceBuilderFile.unsupported(
      contentsOf: InterfaceBuilderFixture.path("Legacy.xib"), options: .standard)
    #expect(legacy.isEmpty, "\(legacy.map(\.summary))")
  }

  @Test("import writes a YAML layout that opens to the same views")
  func importRoundTrip() throws {
    let text = try InterfaceBuilderFixture.text("Login.storyboard")
    let imported = try InterfaceBuilderImporter.importDocument(text: text, source: "Login.storyboard").get()
    #expect(imported.yaml.contains("ibID: \"Lg1-Bt-001\""))
    #expect(imported.yaml.contains("docs/interface-builder.md") && !imported.yaml.contains("the dump"))
    let fromYAML = try LayoutLoader.load(importedYAMLOf: imported, source: "Login.yaml", registry: .standard)
    let direct = try InterfaceBuilderFixture.load("Login.storyboard")
    let ids = { (layout: Layout) in
      layout.application.windows.flatMap { DumpFixture.descendants(of: $0).map(\.id) }
    }
    #expect(ids(fromYAML) == ids(direct))
    #expect(DumpFixture.hit(fromYAML, 100, 370) == "loginButton")
  }
}
