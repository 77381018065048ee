import Foundation
import TouchKit

/// The one escaper of JSON strings, for every JSON TouchLab writes (the trace's JSON and JSON
/// Lines, `describe --json`, the hit-region map): besides what JSON requires (`"`, `\`, C0
/// controls, written as `JSONEncoder` writes them: `\n`, `\b`, `\u001b`…), every character
/// ``TerminalSafety`` lists (DEL, C1 controls such as U+009B, the 8-bit CSI, line separators,
/// bidi overrides such as U+202E, zero-width characters) is written as `\uXXXX`.
///
/// Why: a trace is printed to a terminal as often as it is read by a program, and ids and
/// texts come from a downloaded layout. The one JSON writer (``JSONBytes``, and `JSONValue`
/// on it) quotes with ``quoted(_:)``; `JSONEncoder`, which leaves those characters raw and
/// which TouchLab no longer writes with, is the reference the tests hold the writer to, its
/// output through ``escaped(_:)``: one rule, so both give the same bytes for the same string.
/// The text is still exact: a JSON reader gets the original characters back.
public enum TerminalSafeJSON {
  /// `json` with every unsafe character outside ASCII (and DEL) escaped. JSON's structure is
  /// ASCII, so such characters can only be inside strings, where an escape means the same.
  public static func escaped(_ json: Data) -> Data {
    guard json.contains(where: { $0 >= 0x7F }) else { return json }
    var result = Data(capacity: json.count + 16)
    for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
      if scalar.value >= 0x7F, let escape = escape(scalar) {
        result.append(contentsOf: escape.utf8)
      } else {
        result.append(contentsOf: String(scalar).utf8)
      }
    }
    return result
  }

  /// `text` as a JSON string, quotes included.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if let escape = escape(scalar) {
        result += escape
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// How `scalar` is written inside a JSON string, nil when it is written as it is: the short
  /// escapes `JSONEncoder` uses, then `\u` and four lowercase hex digits (as it writes the other
  /// C0 controls) for the rest of C0 and every character ``TerminalSafety`` lists. Every such
  /// character is in the Basic Multilingual Plane, so four digits always hold it.
  static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\u{08}": return "\\b"
    case "\u{0C}": return "\\f"
    default:
      guard TerminalSafety.needsEscaping(scalar) else { return nil }
      let hex = String(scalar.value, radix: 16)
      return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
  }
}
