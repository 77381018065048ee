import Foundation

/// A JSON value and its one way of being written: keys sorted, two-space indentation, numbers
/// through ``Format/number(_:)`` (so `1`, not `1.0`, and never `0.30000000000000004`).
///
/// Written by hand rather than with `JSONEncoder` for the strings: besides what JSON requires,
/// it escapes every character a terminal would act on or that changes how text reads (C1
/// controls, bidi controls, zero-width characters) as `\uXXXX`, so the output is still the exact
/// text yet safe to print. Non-finite numbers (a squashed transform) are written as `null`, as
/// in the trace's JSON: JSON has no NaN, and a string "nan" no reader takes for a number.
indirect enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(CGFloat)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The pretty-printed text, without a final newline.
  func rendered() -> String {
    var output = ""
    write(to: &output, indent: "")
    return output
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value):
      output += value.isFinite ? Format.number(value) : "null"
    case .string(let value): output += Self.quoted(value)
    case .array(let items):
      guard !items.isEmpty else { return output += "[]" }
      let inner = indent + "  "
      output += "[\n"
      for (offset, item) in items.enumerated() {
        output += inner
        item.write(to: &output, indent: inner)
        output += offset == items.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let fields):
      guard !fields.isEmpty else { return output += "{}" }
      let inner = indent + "  "
      output += "{\n"
      let keys = fields.keys.sorted()
      for (offset, key) in keys.enumerated() {
        output += inner + Self.quoted(key) + ": "
        fields[key]?.write(to: &output, indent: inner)
        output += offset == keys.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if TerminalSafety.needsEscaping(scalar) {
          result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4, with: "0")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
