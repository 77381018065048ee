import TouchKit

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
  /// The engine's one table of unsafe characters decides (``TouchKit/TerminalSafety``), the
  /// same one JSON and XML escape by.
  public static func sanitize(_ text: String) -> String {
    TerminalSafety.sanitized(text)
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

  /// The sanitized text in at most `columns` columns, with `…` where it was cut: what the
  /// status bar and a segmented control's titles show when their room is short.
  public static func ellipsized(_ text: String, toColumns columns: Int) -> String {
    TextWidth.width(of: sanitize(text)) <= columns ? text : clip(text, toColumns: max(0, columns - 1)) + "…"
  }
}
