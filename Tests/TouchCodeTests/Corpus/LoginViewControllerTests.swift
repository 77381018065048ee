import Foundation
import Testing
import TouchKit

/// LoginViewController.swift: Auto Layout anchors and `NSLayoutConstraint.activate`, which
/// TouchLab compiles and does not solve (issue 14).
@Suite("Corpus: LoginViewController")
struct LoginViewControllerTests {
  @Test("viewDidLoad's label and button are in the controller's view")
  func viewIsBuilt() throws {
    let screen = try Corpus.screen("LoginViewController")
    #expect(screen.controllerSubview("login", ofClass: "Label") != nil)
    #expect((screen.controllerSubview("login", ofClass: "Button") as? Button)?.title == "Log In")
  }

  @Test(
    "§5 on iOS Auto Layout puts Log In 20 pt from each side under the label, and a tap there sends logInTapped"
  )
  func logInOnIOS() throws {
    let screen = try Corpus.screen("LoginViewController")
    // Constraints are not solved (issue 14: frames come from layouts, dumps and
    // layoutSubviews), so the button keeps a zero frame and the tap misses it.
    withKnownIssue("Auto Layout constraints are not solved in TouchLab") {
      let button = try #require(screen.controllerSubview("login", ofClass: "Button"))
      #expect(button.frame.width == 350)
      #expect(screen.tap(195, 170).actionNames == ["logInTapped"])
    }
  }
}
