import Foundation
import TouchKit

/// A number as the trace's JSON writes it: a finite number as `JSONEncoder` writes it, NaN and
/// the infinities as `null`.
///
/// Why: a view squashed by a singular transform (scale 0) converts points to NaN, and JSON has
/// no NaN. The trace once wrote the string `"nan"`, which no JSON reader takes for a number;
/// `null` every reader takes for "no value" (docs/trace-format.md, "Numbers"). The JSON Lines
/// writer writes the same (``JSONBytes/number(_:)``).
struct JSONNumber: Encodable {
  let value: Double

  init(_ value: Double) {
    self.value = value
  }

  init(_ value: CGFloat) {
    self.value = Double(value)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if value.isFinite {
      try container.encode(value)
    } else {
      try container.encodeNil()
    }
  }
}
