/// Makes untrusted text (ids, label text, titles from layout files) safe to draw.
///
/// Layout files come from anywhere, and a terminal obeys what it is sent: an `ESC ]0;…` would
/// retitle the window, `\n` or `\b` would move the cursor out of a box, a bidi override would
/// make text read differently from what it is. So every string drawn goes through here first
/// (``Canvas/put(_:column:row:maxColumns:style:role:)`` calls it), and then through width-aware
/// clipping: no control character reaches the terminal and no string leaves its box.
public enum Sanitizer {
  /// Control characters become visible symbols (C0 → the Control Pictures block, DEL → ␡,
  /// C1 → U+FFFD); tabs become a space; bidi controls and zero-width characters are removed.
  public static func sanitize(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch value {
      case 0x09: result.append(" ")
      case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}")
      case 0x7F: result.append("\u{2421}")
      case 0x80...0x9F: result.append("\u{FFFD}")
      case 0x2028, 0x2029: result.append(" ")
      default:
        if isInvisible(value) { continue }
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Bidi embeddings, overrides, isolates and marks; zero-width spaces, joiners, word joiner
  /// and BOM: all of these change how text reads without showing themselves.
  static func isInvisible(_ value: UInt32) -> Bool {
    switch value {
    case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// The sanitized text cut to at most `columns` columns, never splitting a wide character;
  /// graphemes that take no column on their own (a stray combining mark) are dropped.
  public static func clip(_ text: String, toColumns columns: Int) -> String {
    var result = ""
    var used = 0
    for character in sanitize(text) {
      let width = TextWidth.width(of: character)
      guard width > 0 else { continue }
      if used + width > columns { break }
      result.append(character)
      used += width
    }
    return result
  }
}
