import Foundation

/// A trace field's value, typed: what a record kind (or a reason in it) declares once, and what
/// every rendering (JSON, JSON Lines, script patterns) is derived from.
///
/// It lives with the records, not with the renderings, so the engine's reason enums can declare
/// their own fields next to the rule that makes them (a new skip reason is one file).
public enum TraceValue: Equatable, Sendable {
  case int(Int)
  case number(Double)
  case string(String)
  case bool(Bool)
  case null
  /// `{"x": …, "y": …}`.
  case point(CGPoint)
  /// `{"x", "y", "width", "height"}`.
  case rect(CGRect)
  case ints([Int])
  case strings([String])
  /// A nested object (a state change's `reason`), its fields in declaration order.
  case object(TraceFields)

  /// `.string(value)`, or `.null` for nil.
  public static func optional(_ value: String?) -> TraceValue {
    value.map(TraceValue.string) ?? .null
  }

  /// `.bool(value)`, or `.null` for nil.
  public static func optional(_ value: Bool?) -> TraceValue {
    value.map(TraceValue.bool) ?? .null
  }

  /// `.object(fields)`, or `.null` for nil.
  public static func optional(_ fields: TraceFields?) -> TraceValue {
    fields.map(TraceValue.object) ?? .null
  }

  public static func == (lhs: TraceValue, rhs: TraceValue) -> Bool {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    case (.point(let a), .point(let b)): a == b
    case (.rect(let a), .rect(let b)): a == b
    case (.ints(let a), .ints(let b)): a == b
    case (.strings(let a), .strings(let b)): a == b
    case (.object(let a), .object(let b)): a == b
    case (.int, _), (.number, _), (.string, _), (.bool, _), (.null, _), (.point, _), (.rect, _), (.ints, _),
      (.strings, _), (.object, _):
      false
    }
  }
}
