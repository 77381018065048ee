/// The toggle keys: a property of the selected view, or of the recognizer `e` chose, flipped
/// and the last touch re-run.
extension KeyBinding {
  static let toggles: [KeyBinding] = [
    view("h", .isHidden, "toggle isHidden and re-run the last touch"),
    view("u", .isUserInteractionEnabled, "toggle isUserInteractionEnabled and re-run"),
    view("a", .alpha, "toggle alpha 1 / 0.005 (under hit testing's 0.01) and re-run"),
    view("c", .clipsToBounds, "toggle clipsToBounds and re-run"),
    KeyBinding(.character("e"), help: Help(.toggles, "e", "choose the next of its gesture recognizers")) {
      _, state, _ in
      Update.chooseNextRecognizer(&state)
    },
    recognizer(["x"], "toggle the recognizer's cancelsTouchesInView and re-run") { _ in .cancelsTouchesInView
    },
    recognizer(["b", "B"], "toggle the recognizer's delaysTouchesBegan / delaysTouchesEnded and re-run") {
      $0 == "b" ? .delaysTouchesBegan : .delaysTouchesEnded
    },
    recognizer(["E"], "toggle the recognizer's isEnabled and re-run") { _ in .isEnabled },
  ]

  private static func view(
    _ character: Character, _ property: PropertyToggle.ViewProperty, _ action: String, line: Int = #line
  ) -> KeyBinding {
    KeyBinding(.character(character), help: Help(.toggles, String(character), action), line: line) {
      _, state, effects in
      Update.toggleView(property, &state, &effects)
    }
  }

  /// A recognizer toggle; `property` says which for the character typed.
  private static func recognizer(
    _ characters: [Character], _ action: String, line: Int = #line,
    property: @escaping @Sendable (Character) -> PropertyToggle.RecognizerProperty
  ) -> KeyBinding {
    let keys = characters.map { KeyPattern.key(.character($0)) }
    let shown = characters.map(String.init).joined(separator: " / ")
    return KeyBinding(keys, help: Help(.toggles, shown, action), line: line) { key, state, effects in
      guard case .character(let character) = key else { return }
      Update.toggleRecognizer(property(character), &state, &effects)
    }
  }
}
