import Foundation
import Testing
import TouchKit

/// SignInViewController.swift: two text fields with the controller as their delegate, a
/// keyboard-avoiding inset set from the keyboard's notifications, a Sign In button enabled by
/// `.editingChanged` (docs/text-input.md: the keyboard's rules and their sources).
@Suite("Corpus: SignInViewController")
struct SignInViewControllerTests {
  struct Form {
    let screen: CorpusScreen
    let email: TextField
    let password: TextField
    let button: Button
    let scroll: ScrollView
    var application: Application { screen.layout.application }
  }

  static func form() throws -> Form {
    let screen = try Corpus.screen("SignInViewController")
    let fields = screen.views(ofClass: "TextField").compactMap { $0 as? TextField }
    try #require(fields.count == 2)
    return Form(
      screen: screen, email: fields[0], password: fields[1],
      button: try #require(screen.views(ofClass: "Button").first as? Button),
      scroll: try #require(screen.views(ofClass: "ScrollView").first as? ScrollView))
  }

  @Test(
    "A tap on Email makes it first responder and the keyboard's keyboardWillShow sets the inset to the keyboard's overlap (UIResponder.keyboardWillShowNotification, keyboardFrameEndUserInfoKey)"
  )
  func tapBringsKeyboardAndInset() throws {
    let form = try Self.form()
    #expect(form.email.placeholder == "Email" && form.password.isSecureTextEntry)
    #expect(!form.button.isEnabled, "no text yet")
    form.screen.tap(195, 142)
    #expect(form.email.isFirstResponder && form.email.isEditing)
    let keyboard = try #require(form.application.keyboardWindow)
    #expect(form.scroll.contentInset.bottom == keyboard.frame.height)
    #expect(keyboard.frame.height == 336, "a 390 × 844 phone screen's keyboard (docs/text-input.md)")
  }

  @Test(
    "Return on Email moves to Password (textFieldShouldReturn), the keyboard stays; text in both enables Sign In (editingChanged)"
  )
  func returnMovesToPassword() throws {
    let form = try Self.form()
    form.screen.tap(195, 142)
    form.application.typeKeys("ada@example.com\n")
    #expect(form.email.text == "ada@example.com")
    #expect(form.password.isFirstResponder && !form.email.isEditing)
    #expect(form.application.keyboardWindow != nil)
    #expect(form.scroll.contentInset.bottom == 336)
    #expect(!form.button.isEnabled)
    form.application.typeKeys("secret")
    #expect(form.button.isEnabled)
  }

  @Test(
    "Return on Password resigns it: keyboardWillHide sets the inset back to zero, and the form signs in (print)"
  )
  func returnOnPasswordSignsIn() throws {
    let form = try Self.form()
    form.screen.tap(195, 142)
    form.application.typeKeys("ada@example.com\nsecret\n")
    #expect(form.application.firstResponder == nil)
    #expect(form.application.keyboardWindow == nil)
    #expect(form.scroll.contentInset == .zero)
    let controller = try #require(form.screen.controller("signIn"))
    let count = Mirror(reflecting: controller).children.first { $0.label == "signInCount" }?.value as? Int
    #expect(count == 1, "signInTapped ran once")
  }

  @Test(
    "§1 the Sign In button under the keyboard gets no tap while a field edits; once the field resigns, it does"
  )
  func buttonUnderKeyboard() throws {
    let form = try Self.form()
    form.screen.tap(195, 142)
    form.application.typeKeys("ada@example.com\nsecret")
    form.screen.run()  // the typing's records, before the tap's
    let center = form.button.convert(CGPoint(x: form.button.bounds.midX, y: form.button.bounds.midY), to: nil)
    #expect(form.screen.tap(center.x, center.y).actionNames == [], "the keyboard's window takes the touch")
    form.password.resignFirstResponder()
    #expect(form.screen.tap(center.x, center.y).actionNames == ["signInTapped"])
  }
}
