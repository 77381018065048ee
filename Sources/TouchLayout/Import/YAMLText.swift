import Foundation

/// Scalars written into an imported layout: numbers as short as they read, strings always
/// double-quoted and escaped, so no text from a dump (quotes, colons, `#`, control characters)
/// can change the layout's structure.
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
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar.value == 0xFEFF || (0x2028...0x2029).contains(scalar.value)
        {
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
