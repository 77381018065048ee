import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// Layouts/Dumps/ios7-notes.txt: an iOS 7 era dump (`   | ` indentation, ` - (null)` after
/// image views, an LLDB prompt before and after, a label text with an unescaped quote).
@Suite("Importing an iOS 7 era recursiveDescription")
struct IOS7DumpTests {
  typealias E = DumpFixture.Expected

  @Test("Every view keeps its frame, flags and class; absent attributes are UIView's defaults")
  func everyFrameAndFlag() throws {
    let layout = try DumpFixture.load("ios7-notes.txt")
    #expect(layout.screenSize == CGSize(width: 320, height: 480))
    DumpFixture.check(
      layout,
      [
        E(
          id: "window", className: "Window", dumpClass: "UIWindow",
          frame: CGRect(x: 0, y: 0, width: 320, height: 480)),
        E(
          id: "view", className: "View", dumpClass: "UIView",
          frame: CGRect(x: 0, y: 20, width: 320, height: 460)),
        E(
          id: "imageView", className: "ImageView", dumpClass: "UIImageView",
          frame: CGRect(x: 0, y: 0, width: 320, height: 460), interaction: false),
        E(
          id: "blinc_NotesView", className: "View", dumpClass: "Blinc_NotesView",
          frame: CGRect(x: 10, y: 10, width: 300, height: 380)),
        E(
          id: "label_Don_t_forget", className: "Label", dumpClass: "UILabel",
          frame: CGRect(x: 8, y: 8, width: 284, height: 21), interaction: false, clips: true),
        E(
          id: "view2", className: "View", dumpClass: "UIView",
          frame: CGRect(x: 10, y: 410, width: 300, height: 40)),
        E(
          id: "roundedRectButton", className: "Button", dumpClass: "UIRoundedRectButton",
          frame: CGRect(x: 230, y: 3, width: 60, height: 34)),
        E(
          id: "groupTableViewCellBackground", className: "View", dumpClass: "UIGroupTableViewCellBackground",
          frame: CGRect(x: 0, y: 0, width: 60, height: 34), interaction: false),
        E(
          id: "buttonLabel_Save", className: "Label", dumpClass: "UIButtonLabel",
          frame: CGRect(x: 12, y: 7.5, width: 36, height: 19), interaction: false, clips: true),
        E(
          id: "button", className: "Button", dumpClass: "UIButton",
          frame: CGRect(x: 4, y: 3, width: 34, height: 34),
          alpha: 0.5),
        E(
          id: "imageView_tag1886548836", className: "ImageView", dumpClass: "UIImageView",
          frame: CGRect(x: -33, y: -33, width: 100, height: 100), alpha: 0, interaction: false),
        E(
          id: "view3", className: "View", dumpClass: "UIView",
          frame: CGRect(x: 60, y: 0, width: 160, height: 40),
          hidden: true),
        E(
          id: "imageView2", className: "ImageView", dumpClass: "UIImageView",
          frame: CGRect(x: -4, y: -4, width: 328, height: 468), interaction: false),
      ])
    let label = try #require(layout.view("label_Don_t_forget") as? Label)
    #expect(label.text == "Don't forget: milk; eggs")
    #expect((layout.view("roundedRectButton") as? Button)?.title == "Save")
    let notes = try #require(layout.view("blinc_NotesView")?.importedOrigin)
    #expect(notes.hasUnknownRecognizers && notes.address == "0x8c5f3d0" && notes.autoresize == "RM+BM")
    #expect(layout.view("imageView2")?.importedOrigin?.animations?.contains("UIMotionEffectGroup") == true)
    #expect(layout.view("imageView_tag1886548836")?.importedOrigin?.tag == 1_886_548_836)
    #expect(layout.warnings.isEmpty)
  }

  @Test("Taps go where UIKit's hit test sends them (§1)")
  func tapsHitThePredictedViews() throws {
    let layout = try DumpFixture.load("ios7-notes.txt")
    // §1 skip rule: the full-screen image view in front has userInteractionEnabled = NO, so
    // the notes view behind it is hit, not the overlay; its label is skipped the same way.
    #expect(DumpFixture.hit(layout, 160, 200) == "blinc_NotesView")
    // §1: the button's label and background are interaction-disabled: the button itself.
    #expect(DumpFixture.hit(layout, 270, 450) == "roundedRectButton")
    // §1 skip rule: a hidden view is skipped with its subtree: its superview is hit.
    #expect(DumpFixture.hit(layout, 100, 450) == "view2")
    // §1: alpha 0.5 is above 0.01, so the button is hit; its alpha-0 image view is skipped.
    #expect(DumpFixture.hit(layout, 20, 450) == "button")
    // §1: outside the root view (which starts at y 20): the window itself.
    #expect(DumpFixture.hit(layout, 160, 10) == "window")
  }
}
