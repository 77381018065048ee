import Foundation

/// The screen in plain ASCII, for terminals whose locale is not UTF-8.
///
/// Whether the terminal gets Unicode is the C library's answer, not a guess from the
/// environment: ``Terminal`` calls `setlocale(LC_ALL, "")` and asks `nl_langinfo(CODESET)`,
/// which follows POSIX's order (`LC_ALL`, else `LC_CTYPE`, else `LANG`) and answers ASCII when
/// the named locale is not installed, which is right, since ncursesw cannot write UTF-8 then
/// either. Without UTF-8 every cell goes through ``character(for:)``: box lines become `+ - |`,
/// marks their nearest ASCII look-alike (`✦` `*`, `▶id◀` `>id<`, `●` `*`, `→` `>`), accented
/// letters lose their accents, and anything else a `?` as wide as the character was. Each
/// stand-in is one column, as the character it replaces, so nothing moves.
public enum ASCIIFallback {
  /// Whether `codeset` (`nl_langinfo(CODESET)`) is UTF-8, however it is spelled.
  public static func isUTF8(codeset: String) -> Bool {
    let name = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
    return name == "utf8"
  }

  /// `canvas` with every character replaced by its ASCII stand-in; a wide character becomes
  /// `??`, so the row keeps its width.
  public static func canvas(_ canvas: Canvas) -> Canvas {
    var result = Canvas(columns: canvas.columns, rows: canvas.rows)
    for row in 0..<canvas.rows {
      var lastCharacter: Character = " "
      for column in 0..<canvas.columns {
        var cell = canvas[column, row]
        if cell.isContinuation {
          cell.isContinuation = false
          cell.character = lastCharacter
        } else {
          cell.character = character(for: cell.character)
          lastCharacter = cell.character
        }
        result.set(cell, column: column, row: row)
      }
    }
    return result
  }

  /// The one-column ASCII stand-in for `character` (itself when it is ASCII).
  public static func character(for character: Character) -> Character {
    if character.isASCII { return character }
    if let mapped = table[character] { return mapped }
    if let scalar = character.unicodeScalars.first, (0x2400...0x2421).contains(scalar.value) {
      // Control pictures (the Sanitizer's ␛ for ESC…): a caret, as `cat -v` shows controls.
      return "^"
    }
    // An accented Latin letter without its accents: `é` → `e`.
    let folded = String(character).folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    if folded.count == 1, let first = folded.first, first.isASCII, first.isLetter || first.isNumber {
      return first
    }
    return "?"
  }

  /// Every non-ASCII character TouchLab itself draws, and a few common ones in trace text.
  static let table: [Character: Character] = [
    // Box lines: light, heavy (the hit view), double (a highlighted control), dashed (faint).
    "┌": "+", "┐": "+", "└": "+", "┘": "+", "┏": "+", "┓": "+", "┗": "+", "┛": "+",
    "╔": "#", "╗": "#", "╚": "#", "╝": "#", "║": "#",
    "─": "-", "━": "=", "═": "=", "┄": ".", "│": "|", "┃": "|", "┆": ":", "▫": "+",
    // Marks on the canvas, in controls' faces and in the status bar.
    "✦": "*", "●": "*", "○": "o", "▶": ">", "◀": "<", "»": ">", "«": "<",
    // The selected view's rounded corners, fingers and a second finger's ghost, the crosshair, a step's focus, the view
    // drawn under the pointer, where a what-if re-run parts, a responder chain's loop.
    "╭": "+", "╮": "+", "╰": "+", "╯": "+", "◉": "@", "◌": "o", "✛": "+", "◆": "@", "◇": "o", "≠": "#",
    "↻": "@",
    // Arrows, dashes, quotes and other punctuation in text.
    "→": ">", "←": "<", "↑": "^", "↓": "v", "↔": "-", "⇥": ">", "⇤": "<",
    "…": "~", "—": "-", "–": "-", "−": "-", "·": ".", "×": "x", "°": "o",
    "“": "\"", "”": "\"", "‘": "'", "’": "'",
    "⚠": "!", "⚑": "!", "✗": "x", "✓": "v", "µ": "u", "²": "2", "¹": "1", "⁻": "-",
    "\u{FFFD}": "?",
  ]
}
