import Foundation
import Testing
import TouchKit

/// LoginViewController.swift: Auto Layout anchors and `NSLayoutConstraint.activate`, solved by
/// the layout pass (issue 37), on the layout's screen: 390 × 844 points with no device preset,
/// so its safe-area insets are zero (a bare screen has none: SafeAreaTests, docs/auto-layout.md).
@Suite("Corpus: LoginViewController")
struct LoginViewControllerTests {
  @Test("viewDidLoad's label and button are in the controller's view")
  func viewIsBuilt() throws {
    let screen = try Corpus.screen("LoginViewController")
    #expect(screen.controllerSubview("login", ofClass: "Label") != nil)
    #expect((screen.controllerSubview("login", ofClass: "Button") as? Button)?.title == "Log In")
  }

  @Test(
    "§5 on iOS Auto Layout puts Log In 20 pt from each side, 24 pt under the label, 50 pt tall, and a tap there sends logInTapped"
  )
  func logInOnIOS() throws {
    let screen = try Corpus.screen("LoginViewController")
    let label = try #require(screen.controllerSubview("login", ofClass: "Label"))
    let button = try #require(screen.controllerSubview("login", ofClass: "Button"))
    // The label: 80 pt below the safe area's top (zero insets), one 17 pt line (20 pt).
    #expect(label.frame.minY == 80 && label.frame.height == 20)
    #expect(abs(label.frame.midX - 195) <= 1.0 / 3, "centred")
    #expect(button.frame == CGRect(x: 20, y: 124, width: 350, height: 50))
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    #expect(screen.tap(center.x, center.y).actionNames == ["logInTapped"])
    #expect(screen.tap(195, 170).actionNames == ["logInTapped"], "the issue's point, near the bottom edge")
  }
}
