import Foundation
import TouchKit

/// JSON that is safe to print: besides what JSON requires (`"`, `\`, C0 controls), every
/// character ``TerminalSafety`` lists (DEL, C1 controls such as U+009B, the 8-bit CSI, line
/// separators, bidi overrides such as U+202E, zero-width characters) is written as `\uXXXX`.
///
/// Why: a trace is printed to a terminal as often as it is read by a program, and ids and
/// texts come from a downloaded layout. `JSONEncoder` leaves those characters raw, so its
/// output goes through ``escaped(_:)``; the JSON Lines writer escapes them as it writes
/// (``JSONBytes``), by the same rule, so both give the same bytes. The text is still exact:
/// a JSON reader gets the original characters back.
public enum TerminalSafeJSON {
  /// `json` with every unsafe character outside ASCII (and DEL) escaped. JSON's structure is
  /// ASCII, so such characters can only be inside strings, where an escape means the same.
  public static func escaped(_ json: Data) -> Data {
    guard json.contains(where: { $0 >= 0x7F }) else { return json }
    var result = Data(capacity: json.count + 16)
    for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
      if let escape = escape(scalar) {
        result.append(contentsOf: escape.utf8)
      } else {
        result.append(contentsOf: String(scalar).utf8)
      }
    }
    return result
  }

  /// `\u202e` for a character JSON must keep away from a terminal beyond what JSON itself
  /// escapes (DEL and the non-ASCII hazards); nil for any other.
  static func escape(_ scalar: Unicode.Scalar) -> String? {
    guard scalar.value >= 0x7F, TerminalSafety.needsEscaping(scalar) else { return nil }
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
