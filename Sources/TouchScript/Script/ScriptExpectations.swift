import Foundation
import TouchKit
import TouchTrace

/// `value: {toggle: true}`: a view's value once a step is over. Which property is the view's
/// value depends on its class, and is settled when the script is read.
public struct ExpectedValue: Equatable, Sendable {
  /// The value, of the kind the view's class declares (``ScriptedValue``): a switch's `isOn`
  /// (a bool), a slider's `value` (a number, compared to within ``ExpectedValue/tolerance``),
  /// a segmented control's `selectedSegmentIndex` (an index, -1: none selected), a scroll
  /// view's `contentOffset` (a point, compared to within the tolerance).
  public typealias Value = ScriptedValue.Reading

  public var view: String
  /// The property's UIKit name, from the view's class (`isOn`).
  public var property: String
  public var value: Value

  public init(view: String, property: String, value: Value) {
    self.view = view
    self.property = property
    self.value = value
  }

  /// How close a number must be: a drag's arithmetic is in floating point, a script in decimals.
  public static let tolerance = 0.001

  /// Whether `actual` is the expected value: equal, or within ``tolerance`` for numbers and
  /// points.
  public func isMet(by actual: Value) -> Bool {
    let close = { (lhs: Double, rhs: Double) in abs(lhs - rhs) <= Self.tolerance }
    switch (value, actual) {
    case (.number(let wanted), .number(let have)): return close(wanted, have)
    case (.point(let wanted), .point(let have)): return close(wanted.x, have.x) && close(wanted.y, have.y)
    default: return value == actual
    }
  }

  /// A value as a message says it: `true`, `0.5`, `(0, 120)`.
  static func describe(_ value: Value) -> String {
    switch value {
    case .bool(let bool): "\(bool)"
    case .number(let number): Format.number(number)
    case .index(let index): "\(index)"
    case .point(let point): Format.point(point)
    case .text(let text): Format.typedText(text)
    }
  }
}

/// `states: {cardTap: [began, ended]}`: the states a recognizer went to during a step, in order,
/// as the trace's stateChange records have them (the return to possible by `reset()` is not a
/// state change, so it is not listed).
public struct ExpectedStates: Equatable, Sendable {
  public var recognizer: String
  public var states: [GestureRecognizer.State]

  public init(recognizer: String, states: [GestureRecognizer.State]) {
    self.recognizer = recognizer
    self.states = states
  }
}

/// `traceContains: [{kind: hitTestOutsideSubtree, view: row}]`: a record of the kind, whose
/// fields (as in the JSON trace, docs/trace-format.md) have these values.
public struct TracePattern: Equatable, Sendable {
  public enum Value: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// `[x, y]`, matching a point field `{"x": …, "y": …}`.
    case point(CGPoint)
    /// `~`: the field is null (a touch with no hit view).
    case null
  }

  public var kind: String
  /// In the order written.
  public var fields: [(name: String, value: Value)]

  public init(kind: String, fields: [(name: String, value: Value)] = []) {
    self.kind = kind
    self.fields = fields
  }

  public static func == (lhs: TracePattern, rhs: TracePattern) -> Bool {
    lhs.kind == rhs.kind && lhs.fields.map(\.name) == rhs.fields.map(\.name)
      && lhs.fields.map(\.value) == rhs.fields.map(\.value)
  }

  /// Every record kind of the trace (docs/trace-format.md), for "did you mean" on a misspelled
  /// kind: TouchTrace's list, derived from the record table, never kept by hand.
  public static let knownKinds = TraceStep.Kind.allCases.map(\.rawValue)
}
