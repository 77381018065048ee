import Foundation

/// The characters that must not reach a terminal raw, in one table for every output: control
/// characters (C0, DEL, C1) a terminal would act on (`ESC ]0;…` retitles the window, `\b` moves
/// the cursor), line separators, and bidi controls and invisible characters, which change how
/// text reads without showing themselves.
///
/// Each output decides what to make of them by ``Hazard``: JSON and XML escape them, keeping
/// the exact text; the terminal UI and the command line replace or remove them
/// (``sanitized(_:)``). One table, so what is escaped in one place is never left raw in another.
public enum TerminalSafety {
  /// Why a character is unsafe.
  public enum Hazard: Equatable, Sendable {
    /// U+0000–U+001F, tab and line feed included.
    case c0Control
    /// U+007F.
    case delete
    /// U+0080–U+009F.
    case c1Control
    /// U+2028 and U+2029, which some terminals and editors break lines at.
    case lineSeparator
    /// Bidi embeddings, overrides, isolates and marks; zero-width spaces, joiners, word joiner
    /// and BOM.
    case invisible
  }

  /// Why `scalar` is unsafe to print raw; nil for a safe one.
  public static func hazard(of scalar: Unicode.Scalar) -> Hazard? {
    switch scalar.value {
    case 0x00...0x1F: .c0Control
    case 0x7F: .delete
    case 0x80...0x9F: .c1Control
    case 0x2028, 0x2029: .lineSeparator
    case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: .invisible
    default: nil
    }
  }

  /// Whether an output that keeps the exact text (JSON, XML, wherever its writer lives) must
  /// escape `scalar`.
  public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    hazard(of: scalar) != nil
  }

  /// Several lines of `text` safe to print: each line ``sanitized(_:)``, the line feeds kept.
  public static func sanitizedLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { sanitized(String($0)) }
      .joined(separator: "\n")
  }

  /// `text` safe to draw: control characters become visible symbols (C0 → the Control
  /// Pictures block, DEL → ␡, C1 → U+FFFD); tabs and line separators become a space; bidi
  /// controls and zero-width characters are removed.
  public static func sanitized(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch hazard(of: scalar) {
      case nil: result.append(scalar)
      case .c0Control:
        result.append(scalar == "\t" ? " " : Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case .delete: result.append("\u{2421}")
      case .c1Control: result.append("\u{FFFD}")
      case .lineSeparator: result.append(" ")
      case .invisible: continue
      }
    }
    return String(result)
  }
}
