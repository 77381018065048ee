import Testing

@testable import TouchLabTUI

/// The status bar's hints name keys in a few words; each must be a key some binding answers,
/// so a hint cannot outlive the key it names.
@Suite("Status bar hints")
struct StatusBarHintTests {
  /// The keys a hint's label stands for (`Esc`, `n/p`, `←↑↓→`, `g`).
  static func keys(_ label: Substring) -> [Key] {
    switch label {
    case "Esc": [.escape]
    case "Tab": [.tab]
    case "Enter": [.enter]
    case "Ctrl-C": [.interrupt]
    case "←↑↓→": [.left, .up, .down, .right]
    default: label.split(separator: "/").compactMap { $0.count == 1 ? $0.first.map(Key.character) : nil }
    }
  }

  static func labels(_ hints: String) -> [Substring] {
    hints.components(separatedBy: " · ").compactMap { $0.split(separator: " ").first }
  }

  @Test(
    "Every key a hint names is bound",
    arguments: [
      StatusBar.hints, StatusBar.lessonHint, StatusBar.galleryHint, StatusBar.stepHint, StatusBar.inspectHint,
      StatusBar.keyboardHint, StatusBar.typingHint,
    ])
  func hintsNameBoundKeys(_ hints: String) {
    var state = TestLayout.session(columns: 100, rows: 30).0.state
    if hints == StatusBar.keyboardHint { state.crosshair = state.scaling.point(forColumn: 10, row: 5) }
    if hints == StatusBar.typingHint { state.scene.typingTarget = "field" }
    for label in Self.labels(hints) {
      let keys = Self.keys(label)
      #expect(!keys.isEmpty, "\(label)")
      for key in keys {
        #expect(KeyBinding.resolve(key, in: state) != nil, "\(label) in \(hints)")
      }
    }
  }
}
