import Foundation

/// The one escaper of the Swift source TouchLab generates (the entry point, the action table,
/// `#sourceLocation` lines): a string literal that holds any text a person's path or class
/// name may hold.
enum SwiftLiteral {
  /// `text` as a Swift string literal: a path may hold quotes, backslashes or control bytes.
  static func string(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        escaped += "\\u{\(String(scalar.value, radix: 16))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "\"" + escaped + "\""
  }
}
