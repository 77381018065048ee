import Foundation

extension Int {
  /// `value` rounded by `rule`, clamped to `bounds`; NaN gives `bounds.lowerBound`.
  ///
  /// Why: `Int(_:)` on a floating-point value traps when the value is NaN, infinite or beyond
  /// `Int`'s range, and the values that reach a conversion here come, however indirectly, from
  /// a person's files (a segment at a touch in a view 1e-300 points wide, a finger numbered
  /// 1e19, a gesture timed far past the frame rate). Every conversion of an untrusted number
  /// goes through this one, or through `Int(exactly:)` where a value out of range is an error
  /// to report rather than a value to clamp.
  public init<Value: BinaryFloatingPoint>(
    saturating value: Value, rounding rule: FloatingPointRoundingRule = .towardZero,
    within bounds: ClosedRange<Int> = Int.min...Int.max
  ) {
    guard !value.isNaN else {
      self = bounds.lowerBound
      return
    }
    let rounded = value.rounded(rule)
    if rounded <= Value(bounds.lowerBound) {
      self = bounds.lowerBound
    } else if rounded >= Value(bounds.upperBound) {
      // `Value(Int.max)` rounds up to 2⁶³, which is out of range: compare, never convert it.
      self = bounds.upperBound
    } else {
      // Strictly between the bounds' own conversions, so in range; clamped again for a `Value`
      // too coarse to hold a bound exactly.
      self = Swift.min(Swift.max(Int(rounded), bounds.lowerBound), bounds.upperBound)
    }
  }
}
