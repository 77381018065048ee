import Foundation
import TouchKit

/// Scalars written into an imported layout: numbers as short as they read, strings always
/// double-quoted and escaped, so no text from a dump (quotes, colons, `#`, control characters)
/// can change the layout's structure, and none of ``TerminalSafety``'s characters is written raw.
enum YAMLText {
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        // The terminal's one table: a layout printed to the terminal (`touchlab import` with no
        // `-o`) must not reorder or hide its text with bidi or zero-width characters either.
        if TerminalSafety.needsEscaping(scalar) {
          out += String(format: "\\u%04X", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `320`, `14.5`, `-0.5`: a finite number as it reads.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  static func list(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }
}
