import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// Layouts/Dumps/ios15-navigation.txt (a navigation stack of private classes, app classes with
/// `baseClass =`, a transform, a near-transparent view) and chisel-pviews.txt (Chisel's `pviews
/// --depth 3`: `(layer)` lines, `baseClass =`, a scroll view's offset, a windowless dump).
@Suite("Importing iOS 15 and Chisel pviews dumps")
struct ModernDumpTests {
  typealias E = DumpFixture.Expected

  @Test("iOS 15 navigation stack: every frame and flag, classes by name, baseClass and the internals table")
  func navigationStack() throws {
    let layout = try DumpFixture.load("ios15-navigation.txt")
    let full = CGRect(x: 0, y: 0, width: 390, height: 844)
    DumpFixture.check(
      layout,
      [
        E(id: "window", className: "Window", dumpClass: "UIWindow", frame: full),
        E(id: "transitionView", className: "View", dumpClass: "UITransitionView", frame: full),
        E(id: "dropShadowView", className: "View", dumpClass: "UIDropShadowView", frame: full),
        E(
          id: "layoutContainerView", className: "View", dumpClass: "UILayoutContainerView", frame: full,
          clips: true),
        E(
          id: "navigationTransitionView", className: "View", dumpClass: "UINavigationTransitionView",
          frame: full,
          clips: true),
        E(
          id: "viewControllerWrapperView", className: "View", dumpClass: "UIViewControllerWrapperView",
          frame: full),
        E(id: "view", className: "View", dumpClass: "UIView", frame: full),
        E(
          id: "profileCardView", className: "Control", dumpClass: "MyApp.ProfileCardView",
          frame: CGRect(x: 20, y: 120, width: 350, height: 200)),
        E(
          id: "label_Ada_Lovelace", className: "Label", dumpClass: "UILabel",
          frame: CGRect(x: 16, y: 16, width: 318, height: 20.333333333333332), interaction: false),
        E(
          id: "followButton", className: "Button", dumpClass: "MyApp.FollowButton",
          frame: CGRect(x: 234, y: 144, width: 100, height: 40)),
        E(
          id: "buttonLabel_Follow", className: "Label", dumpClass: "UIButtonLabel",
          frame: CGRect(x: 25.666666666666664, y: 10, width: 48.66666666666667, height: 20.333333333333332),
          interaction: false),
        E(
          id: "view2", className: "View", dumpClass: "UIView",
          frame: CGRect(x: 300, y: -10, width: 40, height: 40)),
        E(
          id: "switch", className: "Switch", dumpClass: "UISwitch",
          frame: CGRect(x: 20, y: 360, width: 51, height: 31)),
        E(
          id: "view3", className: "View", dumpClass: "UIView",
          frame: CGRect(x: 0, y: 700, width: 390, height: 144),
          alpha: 0.005),
        E(
          id: "navigationBar", className: "NavigationBar", dumpClass: "UINavigationBar",
          frame: CGRect(x: 0, y: 47, width: 390, height: 44)),
        E(
          id: "barBackground", className: "View", dumpClass: "_UIBarBackground",
          frame: CGRect(x: 0, y: -47, width: 390, height: 91), interaction: false),
        E(
          id: "visualEffectView", className: "VisualEffectView", dumpClass: "UIVisualEffectView",
          frame: CGRect(x: 0, y: 0, width: 390, height: 91)),
        // The effect view's contentView, made with it as UIKit makes one (this dump leaves it out).
        E(id: "", className: "View", dumpClass: "", frame: CGRect(x: 0, y: 0, width: 390, height: 91)),
        E(
          id: "navigationBarContentView", className: "View", dumpClass: "_UINavigationBarContentView",
          frame: CGRect(x: 0, y: 0, width: 390, height: 44)),
        E(
          id: "buttonBarStackView", className: "View", dumpClass: "_UIButtonBarStackView",
          frame: CGRect(x: 8, y: 0, width: 44, height: 44)),
        E(
          id: "buttonBarButton", className: "Control", dumpClass: "_UIButtonBarButton",
          frame: CGRect(x: 0, y: 0, width: 44, height: 44)),
        E(
          id: "modernBarButton", className: "Button", dumpClass: "_UIModernBarButton",
          frame: CGRect(x: 8, y: 11, width: 28, height: 22), interaction: false),
      ])
    // The transform is carried, and the dump's frame (its bounding box) is kept.
    #expect(layout.view("view2")?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    #expect(layout.view("view2")?.bounds.size == CGSize(width: 80, height: 80))
    #expect(layout.view("followButton")?.importedOrigin?.baseClass == "UIButton")
  }

  @Test("iOS 15 navigation stack: taps go where UIKit's rules send them")
  func navigationTaps() throws {
    let layout = try DumpFixture.load("ios15-navigation.txt")
    // §1: the bar button's _UIModernBarButton has interaction off, so its _UIButtonBarButton.
    #expect(DumpFixture.hit(layout, 30, 70) == "buttonBarButton")
    // §1: the navigation bar is in front of the content (a later sibling), over the same points.
    #expect(DumpFixture.hit(layout, 200, 60) == "navigationBarContentView")
    // §1: the follow button (a baseClass UIButton) inside the card; its label has no interaction.
    #expect(DumpFixture.hit(layout, 300, 284) == "followButton")
    // §1: the card (baseClass UIControl) where no subview is.
    #expect(DumpFixture.hit(layout, 60, 200) == "profileCardView")
    // §1 alpha rule: 0.005 < 0.01, so the footer view is skipped: the controller's view.
    #expect(DumpFixture.hit(layout, 200, 750) == "view")
    // §1: the scaled badge is hit inside its 40-point frame, around (320, 10) in the card.
    #expect(DumpFixture.hit(layout, 340, 131) == "view2")
    #expect(DumpFixture.hit(layout, 40, 375) == "switch")
  }

  @Test("Chisel pviews: (layer) lines passed over, baseClass mapped, the scroll offset moves what is hit")
  func chiselPviews() throws {
    let layout = try DumpFixture.load("chisel-pviews.txt")
    #expect(layout.screenSize == CGSize(width: 375, height: 667))
    DumpFixture.check(
      layout,
      [
        E(
          id: "importedWindow", className: "Window", dumpClass: "",
          frame: CGRect(x: 0, y: 0, width: 375, height: 667)),
        E(
          id: "view", className: "View", dumpClass: "UIView",
          frame: CGRect(x: 0, y: 0, width: 375, height: 667)),
        E(
          id: "iConsoleOverlay", className: "View", dumpClass: "iConsoleOverlay",
          frame: CGRect(x: 0, y: 0, width: 375, height: 667), interaction: false),
        E(
          id: "cardStackView", className: "ScrollView", dumpClass: "CardStackView",
          frame: CGRect(x: 0, y: 64, width: 375, height: 603), clips: true),
        E(
          id: "cardView", className: "Control", dumpClass: "CardView",
          frame: CGRect(x: 16, y: 120, width: 343, height: 160)),
        E(
          id: "label_Card_one_quoted", className: "Label", dumpClass: "UILabel",
          frame: CGRect(x: 12, y: 12, width: 319, height: 21), interaction: false),
        E(
          id: "pillButton", className: "Button", dumpClass: "PillButton",
          frame: CGRect(x: 243, y: 112, width: 88, height: 36)),
        E(
          id: "cardView2", className: "Control", dumpClass: "CardView",
          frame: CGRect(x: 16, y: 296, width: 343, height: 160), hidden: true),
        E(
          id: "cardView3", className: "Control", dumpClass: "CardView",
          frame: CGRect(x: 16, y: 472, width: 343, height: 160), interaction: false),
        E(
          id: "imageView", className: "ImageView", dumpClass: "UIImageView",
          frame: CGRect(x: 369, y: 103, width: 3, height: 36), alpha: 0, interaction: false),
        E(
          id: "button", className: "Button", dumpClass: "UIButton",
          frame: CGRect(x: 295, y: 587, width: 64, height: 64)),
      ])
    #expect((layout.view("label_Card_one_quoted") as? Label)?.text == "Card 'one' — \"quoted\"")
    #expect((layout.view("cardStackView") as? ScrollView)?.contentOffset == CGPoint(x: 0, y: 100))
    // §1 (bounds.origin): the card at content y 120 shows at 64 + 120 − 100 = 84 on screen.
    #expect(DumpFixture.hit(layout, 100, 150) == "cardView")
    #expect(DumpFixture.hit(layout, 300, 220) == "pillButton")
    // §1 skip rules: the hidden card and the disabled card leave the scroll view hit.
    #expect(DumpFixture.hit(layout, 100, 300) == "cardStackView")
    #expect(DumpFixture.hit(layout, 100, 480) == "cardStackView")
    // §1: the floating button is the frontmost sibling.
    #expect(DumpFixture.hit(layout, 320, 610) == "button")
  }
}
