import Foundation
import TouchKit

/// A trace record's fields as its JSON has them (docs/trace-format.md), for `traceContains:`
/// patterns: written against the JSON a person reads, so the names are that document's.
struct RecordFields {
  /// A JSON value, decoded strictly: `true` is never the number 1, nor 1 `true`.
  enum Value: Decodable, CustomStringConvertible {
    case string(String), number(Double), bool(Bool), null, object([String: Value]), array([Value])

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let bool = try? container.decode(Bool.self) {
        self = .bool(bool)
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else if let string = try? container.decode(String.self) {
        self = .string(string)
      } else if let array = try? container.decode([Value].self) {
        self = .array(array)
      } else {
        self = .object(try container.decode([String: Value].self))
      }
    }

    /// As a message shows it: `card`, `12`, `true`, `(10, 20)`, `~`.
    var description: String {
      switch self {
      case .string(let text): text
      case .number(let number): Format.number(number)
      case .bool(let bool): "\(bool)"
      case .null: "~"
      case .object(let fields):
        if case .number(let x) = fields["x"], case .number(let y) = fields["y"], fields.count == 2 {
          Format.point(CGPoint(x: x, y: y))
        } else {
          "{" + fields.keys.sorted().map { "\($0): \(fields[$0]?.description ?? "")" }.joined(separator: ", ")
            + "}"
        }
      case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
      }
    }
  }

  let fields: [String: Value]

  init?(_ record: TraceRecord) {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    guard let data = try? encoder.encode(record),
      let fields = try? JSONDecoder().decode([String: Value].self, from: data)
    else { return nil }
    self.fields = fields
  }

  /// Whether every field of `pattern` has its value here.
  func matches(_ pattern: TracePattern) -> Bool {
    matchCount(pattern) == pattern.fields.count
  }

  /// How many fields of `pattern` have their value here.
  func matchCount(_ pattern: TracePattern) -> Int {
    pattern.fields.filter { name, wanted in
      guard let value = fields[name] else { return false }
      switch (wanted, value) {
      case (.null, .null): return true
      case (.bool(let lhs), .bool(let rhs)): return lhs == rhs
      case (.number(let lhs), .number(let rhs)): return abs(lhs - rhs) <= 1e-9
      case (.string(let lhs), _): return lhs == value.description
      case (.point(let point), .object(let object)):
        guard case .number(let x) = object["x"], case .number(let y) = object["y"] else { return false }
        return abs(x - point.x) <= 1e-9 && abs(y - point.y) <= 1e-9
      default: return false
      }
    }.count
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
