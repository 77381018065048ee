import Foundation
import TouchKit

/// A JSON value and its one way of being written: keys sorted, two-space indentation, numbers
/// through ``Format/number(_:)`` (so `1`, not `1.0`, and never `0.30000000000000004`).
///
/// Written by hand rather than with `JSONEncoder`, for the layout of its text (`"key": value`,
/// a depth capped in its indentation) and a writer without recursion; its strings are quoted by
/// the one JSON escaper, ``TerminalSafeJSON/quoted(_:)``, which also escapes every character a
/// terminal would act on or that changes how text reads, so the output is still the exact text
/// yet safe to print. Non-finite numbers (a squashed transform) are written as `null`, as
/// in the trace's JSON: JSON has no NaN, and a string "nan" no reader takes for a number.
indirect enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(CGFloat)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Empties the value a level at a time: releasing a nested value frees each level inside
  /// the one above, so a value 20,000 levels deep would take as many frames of the stack.
  mutating func dismantle() {
    var stack = [self]
    self = .null
    while let next = stack.popLast() {
      switch next {
      case .array(let items): stack.append(contentsOf: items)
      case .object(let fields): stack.append(contentsOf: fields.values)
      case .null, .bool, .number, .string: break
      }
    }
  }

  /// The pretty-printed text, without a final newline.
  func rendered() -> String {
    var output = ""
    write(to: &output, indent: "")
    return output
  }

  /// The indentation one level in, up to ``Indentation/maximumLevels``: spaces are no part of
  /// the value, and past the cap a deep document stays linear in its depth (issue 34).
  private static func deeper(_ indent: String) -> String {
    indent.utf8.count >= 2 * Indentation.maximumLevels ? indent : indent + "  "
  }

  /// Writes the value with an explicit stack of what is left to write (text, or a value at
  /// an indentation): a description 10,000 views deep nests 20,000 arrays and objects, which
  /// a recursive writer would take as many frames of the thread's stack for (issue 17).
  private func write(to output: inout String, indent: String) {
    var work = [JSONWriteStep.value(self, indent: indent)]
    while let next = work.popLast() {
      switch next {
      case .text(let text): output += text
      case .value(let value, let indent): value.writeOpening(to: &output, indent: indent, then: &work)
      }
    }
  }

  /// Writes a scalar whole, or an array's or object's opening, and adds to `work` (in reverse,
  /// as a stack) its members and its closing.
  private func writeOpening(to output: inout String, indent: String, then work: inout [JSONWriteStep]) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value):
      output += value.isFinite ? Format.number(value) : "null"
    case .string(let value): output += TerminalSafeJSON.quoted(value)
    case .array(let items):
      guard !items.isEmpty else { return output += "[]" }
      let inner = Self.deeper(indent)
      output += "[\n"
      var pieces: [JSONWriteStep] = []
      for (offset, item) in items.enumerated() {
        pieces.append(.text(inner))
        pieces.append(.value(item, indent: inner))
        pieces.append(.text(offset == items.count - 1 ? "\n" : ",\n"))
      }
      pieces.append(.text(indent + "]"))
      work.append(contentsOf: pieces.reversed())
    case .object(let fields):
      guard !fields.isEmpty else { return output += "{}" }
      let inner = Self.deeper(indent)
      output += "{\n"
      var pieces: [JSONWriteStep] = []
      let keys = fields.keys.sorted()
      for (offset, key) in keys.enumerated() {
        pieces.append(.text(inner + TerminalSafeJSON.quoted(key) + ": "))
        if let value = fields[key] { pieces.append(.value(value, indent: inner)) }
        pieces.append(.text(offset == keys.count - 1 ? "\n" : ",\n"))
      }
      pieces.append(.text(indent + "}"))
      work.append(contentsOf: pieces.reversed())
    }
  }
}

/// What is left to write of a JSON value: text as it is, or a value at an indentation.
private enum JSONWriteStep {
  case value(JSONValue, indent: String)
  case text(String)
}
