import Foundation
import TouchKit
import TouchTrace

/// `value: {toggle: true}`: a view's value once a step is over. Which property is the view's
/// value depends on its class, and is settled when the script is read.
public struct ExpectedValue: Equatable, Sendable {
  public enum Value: Equatable, Sendable {
    /// A switch's `isOn`.
    case isOn(Bool)
    /// A slider's `value` (compared to within ``ExpectedValue/tolerance``).
    case sliderValue(Double)
    /// A segmented control's `selectedSegmentIndex` (-1: none selected).
    case selectedSegmentIndex(Int)
    /// A scroll view's `contentOffset` (compared to within ``ExpectedValue/tolerance``).
    case contentOffset(CGPoint)

    /// The property's UIKit name.
    public var property: String {
      switch self {
      case .isOn: "isOn"
      case .sliderValue: "value"
      case .selectedSegmentIndex: "selectedSegmentIndex"
      case .contentOffset: "contentOffset"
      }
    }
  }

  public var view: String
  public var value: Value

  public init(view: String, value: Value) {
    self.view = view
    self.value = value
  }

  /// How close a number must be: a drag's arithmetic is in floating point, a script in decimals.
  public static let tolerance = 0.001
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
