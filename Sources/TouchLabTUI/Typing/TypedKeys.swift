/// Keys as the text they type, while a text input edits (``Focus/typing``).
///
/// Only what a keyboard types reaches the engine: printable characters, Enter as Return
/// (`"\n"`) and Backspace (`"\u{8}"`). The decoder has already turned every escape sequence
/// into a key or dropped it, and dropped the other control bytes (``InputDecoder``), so a
/// paste holding `ESC [ 2 J` or a NUL types none of them: what is typed is never a command to
/// the terminal, and a key typed is drawn through the canvas's sanitizer like any text.
enum TypedKeys {
  /// The text `key` types, or nil for a key that types nothing (the arrows, Tab, Esc…).
  static func text(for key: Key) -> String? {
    switch key {
    case .character(let character): character.isPrintable ? String(character) : nil
    case .enter: "\n"
    case .backspace: "\u{8}"
    case .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .escape, .tab, .backTab, .interrupt,
      .other:
      nil
    }
  }

  /// The run of typing keys at the start of `inputs`, as one text, and how many inputs it
  /// takes; nil when the first input types nothing. A run ends after an Enter: Return may end
  /// the editing (a field with a "Did End On Exit" action resigns), and the keys after it are
  /// then the explorer's again.
  static func run(in inputs: ArraySlice<InputMessage>) -> (text: String, count: Int)? {
    var text = ""
    var count = 0
    for input in inputs {
      guard case .key(let key) = input, let typed = Self.text(for: key) else { break }
      text += typed
      count += 1
      if key == .enter { break }
    }
    return count == 0 ? nil : (text, count)
  }

  /// `text` as the keys it stands for, for a run that reaches a state no longer typing: each
  /// goes through the bindings as if pressed alone.
  static func keys(of text: String) -> [Key] {
    text.map { character in
      switch character {
      case "\n": .enter
      case "\u{8}": .backspace
      default: .character(character)
      }
    }
  }
}

extension Character {
  /// Whether the character draws as text: no control character (C0, DEL, C1), no line or
  /// paragraph separator.
  var isPrintable: Bool {
    !unicodeScalars.contains { scalar in
      scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
  }
}
