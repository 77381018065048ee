import Foundation

/// The explorer's toggles as the UI shows them: which properties differ from the file, which
/// recognizer of the selected view the recognizer keys act on, and what the last toggle changed.
public struct ToggleState: Equatable, Sendable {
  /// The toggles in force, in the order they were made (each flips the file's value).
  public var toggles: [PropertyToggle] = []
  /// What each toggle in force set, as the session applied it ("save.alpha = 0.005").
  public var applied: [String] = []
  /// The recognizer `x`, `b`, `B` and `E` act on (`e` chooses the next).
  public var recognizer: ChosenRecognizer?
  /// What the last toggle changed in the last touch sequence; gone when a new one begins.
  public var whatIf: WhatIf?

  public init() {}

  /// The toggles' own update: the session's answer to a toggle. A re-run puts its toggles in
  /// force (and keeps what it changed when the sequence ran again); either answer gives what the
  /// status bar says.
  mutating func update(_ answer: ToggleMessage) -> String {
    switch answer {
    case .reran(let whatIf):
      toggles = whatIf.toggles
      applied = whatIf.applied
      self.whatIf = whatIf.reran ? whatIf : nil
      return whatIf.status
    case .failed(let reason): return reason
    }
  }

  /// The status bar's marks: what differs from the file, always shown while anything does
  /// (the canvas is then not the file), and the recognizer the keys act on.
  func marks(selected view: String?) -> [String] {
    var marks: [String] = []
    if !applied.isEmpty { marks.append("toggled: " + applied.joined(separator: ", ")) }
    if let chosen = recognizer(of: view) { marks.append(chosen.text) }
    return marks
  }

  /// The chosen recognizer, when it belongs to `view` (a new selection chooses anew).
  func recognizer(of view: String?) -> ChosenRecognizer? {
    guard let recognizer, recognizer.view == view else { return nil }
    return recognizer
  }
}

/// A recognizer of the selected view: its position among the view's recognizers (how a
/// ``PropertyToggle`` names it) and its trace id (what the person reads).
public struct ChosenRecognizer: Equatable, Sendable {
  public var view: String
  public var index: Int
  public var id: String
  /// How many recognizers the view has.
  public var count: Int

  public init(view: String, index: Int, id: String, count: Int) {
    self.view = view
    self.index = index
    self.id = id
    self.count = count
  }

  /// "✦ tap (1 of 2)".
  var text: String { "\(LayoutRenderer.recognizerGlyph) \(id) (\(index + 1) of \(count))" }
}
