import Foundation
import TouchKit

/// Escaping for every XML TouchLab writes (the description, SVG pictures, JUnit reports):
/// well-formed whatever the layout's ids and texts contain, and safe to print to a terminal.
public enum XMLText {
  /// An attribute value: the five predefined entities; tab, newline and carriage return as
  /// character references (a parser would otherwise turn them into spaces); characters a
  /// terminal would act on, or that change how text reads, as character references. The C0
  /// controls XML 1.0 cannot hold at all (not even as references) and U+FFFE/U+FFFF become
  /// U+FFFD.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result += "&#\(scalar.value);"
      default:
        if !isXMLCharacter(scalar) {
          result += "\u{FFFD}"
        } else if TerminalSafety.needsEscaping(scalar) {
          result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// XML 1.0's `Char` production.
  static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// `name` as an element name: class names are Swift identifiers and pass through; anything
  /// XML does not allow in a name becomes `_` (and a name that cannot start one gets a `_`
  /// in front), so a strange class name still gives a well-formed document. The `class`
  /// attribute keeps the real name.
  static func elementName(_ name: String) -> String {
    var result = ""
    for character in name {
      let allowed =
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "."
      result.append(allowed && character.unicodeScalars.allSatisfy(isXMLCharacter) ? character : "_")
    }
    guard let first = result.first, first.isLetter || first == "_" else { return "_" + result }
    if result.lowercased().hasPrefix("xml") { return "_" + result }
    return result
  }
}
