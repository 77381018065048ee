import Foundation
import TouchKit

/// The one escaper of the YAML TouchLab writes by hand, line by line (an imported layout, a
/// recording): numbers as short as they read, strings double-quoted and escaped, so no text
/// from a dump or a layout (quotes, colons, `#`, control characters) can change the file's
/// structure, and none of ``TerminalSafety``'s characters is written raw. (A node of any shape
/// written back, import's side file, goes through libyaml's emitter: ``YAMLEmitter``.)
package enum YAMLText {
  /// `text` double-quoted, with YAML's escapes.
  package static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        // The terminal's one table: a file printed to the terminal (`touchlab import` with no
        // `-o`, a recording shown with `cat`) must not reorder or hide its text with bidi or
        // zero-width characters either.
        if TerminalSafety.needsEscaping(scalar) {
          out += String(format: "\\u%04X", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `text` plain when it is a plain word that YAML reads back as the same string (not a
  /// boolean or null in any schema a reader may use), else ``quoted(_:)``: an id as a
  /// recording writes it.
  package static func scalar(_ text: String) -> String {
    let plain =
      text.first.map { $0.isLetter || $0 == "_" } == true
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) }
      && !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
    return plain ? text : quoted(text)
  }

  /// `320`, `14.5`, `-0.5`: a finite number as it reads, the shortest text that reads back as
  /// the same number (Swift's description), so a replay sends exactly the recorded values.
  package static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  package static func list(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }
}
