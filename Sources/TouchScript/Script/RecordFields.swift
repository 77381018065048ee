import Foundation
import TouchKit
import TouchTrace

/// A trace record's fields as its JSON has them (docs/trace-format.md), for `traceContains:`
/// patterns: the record table's typed values (``TraceStep/entry``), under the names a person
/// reads in the JSON, with no JSON written or read to get them.
struct RecordFields {
  let fields: [String: TraceValue]

  init(_ record: TraceRecord) {
    let entry = record.step.entry
    var fields: [String: TraceValue] = [
      "id": .int(record.id), "time": .number(record.time), "depth": .int(record.depth),
      "kind": .string(entry.kind.rawValue),
    ]
    for field in entry.fields { fields[field.name] = field.value }
    self.fields = fields
  }

  /// Whether every field of `pattern` has its value here.
  func matches(_ pattern: TracePattern) -> Bool {
    matchCount(pattern) == pattern.fields.count
  }

  /// How many fields of `pattern` have their value here. Numbers match numbers (whole or not)
  /// within 1e-9, booleans only booleans (`true` is never 1), a point a point or a rectangle's
  /// origin, `~` only null, and a string whatever is shown as that string.
  func matchCount(_ pattern: TracePattern) -> Int {
    pattern.fields.filter { name, wanted in
      guard let value = fields[name] else { return false }
      switch (wanted, value) {
      case (.null, .null): return true
      case (.bool(let lhs), .bool(let rhs)): return lhs == rhs
      case (.number(let lhs), .number(let rhs)): return abs(lhs - rhs) <= 1e-9
      case (.number(let lhs), .int(let rhs)): return abs(lhs - Double(rhs)) <= 1e-9
      case (.string(let lhs), _): return lhs == Self.describe(value)
      case (.point(let point), .point(let other)): return Self.near(point, other)
      case (.point(let point), .rect(let rect)): return Self.near(point, rect.origin)
      case (.null, _), (.bool, _), (.number, _), (.point, _): return false
      }
    }.count
  }

  private static func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9
  }

  /// A value as a message shows it: `card`, `12`, `true`, `(10, 20)`, `~`, `[1, 2]`, and an
  /// object as `{key: value, …}` in key order.
  static func describe(_ value: TraceValue) -> String {
    switch value {
    case .string(let text): text
    case .number(let number): Format.number(number)
    case .int(let number): Format.number(CGFloat(number))
    case .bool(let bool): "\(bool)"
    case .null: "~"
    case .point(let point): Format.point(point)
    case .rect(let rect):
      describe(
        .object([
          "height": .number(rect.height), "width": .number(rect.width), "x": .number(rect.minX),
          "y": .number(rect.minY),
        ]))
    case .ints(let items): "[" + items.map { describe(.int($0)) }.joined(separator: ", ") + "]"
    case .strings(let items): "[" + items.joined(separator: ", ") + "]"
    case .object(let fields):
      "{"
        + fields.sorted { $0.name < $1.name }.map { "\($0.name): \(describe($0.value))" }.joined(
          separator: ", ")
        + "}"
    }
  }
}

extension TracePattern {
  /// A pattern value as a message shows it.
  static func describe(_ value: Value) -> String {
    switch value {
    case .string(let text): text
    case .number(let number): Format.number(number)
    case .bool(let bool): "\(bool)"
    case .point(let point): Format.point(point)
    case .null: "~"
    }
  }
}
