import Foundation

/// A plain scalar's number, read exactly as Yams' constructors read it (`Int.construct`,
/// `Double.construct` in Yams' Constructor.swift): underscores dropped, `0x`/`0b`/`0o`/`0`
/// prefixes for ints, base-60 groups (`1:30`), `.inf` and `.nan`. Quoted scalars are no number.
extension YAMLScalar {
  /// Yams' `Int.construct(from:)`. Byte checks instead of Foundation's string searches, which
  /// were a third of a load.
  package var int: Int? {
    guard isPlain else { return nil }
    if let decimal = plainDecimal { return decimal }
    let written = withoutUnderscores
    if written == "0" { return 0 }
    let sign = written.utf8.first
    let hasSign = sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+")
    let unsigned = written.dropFirst(hasSign ? 1 : 0)
    if unsigned.utf8.first == UInt8(ascii: "0") {
      let signPrefix = sign == UInt8(ascii: "-") ? "-" : ""
      for (prefix, radix) in Self.radixPrefixes where unsigned.hasPrefix(prefix) {
        return Int(signPrefix + unsigned.dropFirst(prefix.count), radix: radix)
      }
    }
    if unsigned.utf8.contains(UInt8(ascii: ":")) { return Self.sexagesimal(written, Int.init) }
    return Int(written)
  }

  /// Yams' `Double.construct(from:)`.
  package var float: Double? {
    guard isPlain else { return nil }
    if string.utf8.count <= 5, string.utf8.contains(UInt8(ascii: ".")) {
      switch string.lowercased() {
      case ".inf", "+.inf": return .infinity
      case "-.inf": return -.infinity
      case ".nan": return .nan
      default: break
      }
    }
    let written = withoutUnderscores
    if written.utf8.contains(UInt8(ascii: ":")) { return Self.sexagesimal(written, Double.init) }
    return Double(written)
  }

  /// The value of the commonest int, `[-+]?[1-9][0-9]*` (or `0`), read straight from its bytes:
  /// what `Int(_:)` gives it, nil for anything else (other forms, or too large) so the general
  /// path decides.
  private var plainDecimal: Int? {
    var bytes = string.utf8.makeIterator()
    guard var byte = bytes.next() else { return nil }
    var negative = false
    if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
      negative = byte == UInt8(ascii: "-")
      guard let next = bytes.next() else { return nil }
      byte = next
    }
    guard byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") else {
      return byte == UInt8(ascii: "0") && string.utf8.count == 1 ? 0 : nil
    }
    var value = Int(byte - UInt8(ascii: "0"))
    while let next = bytes.next() {
      guard next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(next - UInt8(ascii: "0")))
      guard !overflow, !overflow2 else { return nil }
      value = sum
    }
    return negative ? -value : value
  }

  /// Yams' prefixes for ints in other bases, in the order it tries them.
  private static let radixPrefixes = [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)]

  /// The text with every `_` removed (Yams' `replacingOccurrences(of: "_", with: "")`, scalar by
  /// scalar as Foundation's is).
  private var withoutUnderscores: String {
    guard string.utf8.contains(UInt8(ascii: "_")) else { return string }
    return String(String.UnicodeScalarView(string.unicodeScalars.filter { $0 != "_" }))
  }

  /// Yams' `String.sexagesimal()`: `[-+]a:b:c` as a·60² + b·60 + c, each part read by `part`.
  /// An int that overflows is no int here (Yams trapped), so it is read as a float instead.
  private static func sexagesimal<T: Numeric>(_ text: String, _ part: (String) -> T?) -> T? {
    var digits = Substring(text)
    var negative = false
    if digits.hasPrefix("-") {
      negative = true
      digits = digits.dropFirst()
    } else if digits.hasPrefix("+") {
      digits = digits.dropFirst()
    }
    let components = digits.components(separatedBy: ":")
    let values = components.compactMap(part)
    guard values.count == components.count else { return nil }
    var base: T = 1
    var value: T = 0
    for (index, digit) in values.reversed().enumerated() {
      guard let term = multiply(digit, base), let sum = add(value, term) else { return nil }
      value = sum
      if index + 1 < values.count {
        guard let next = multiply(base, 60) else { return nil }
        base = next
      }
    }
    return negative ? multiply(value, -1) : value
  }

  private static func multiply<T: Numeric>(_ lhs: T, _ rhs: T) -> T? {
    guard let lhs = lhs as? Int, let rhs = rhs as? Int else { return lhs * rhs }
    let (result, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    return overflow ? nil : result as? T
  }

  private static func add<T: Numeric>(_ lhs: T, _ rhs: T) -> T? {
    guard let lhs = lhs as? Int, let rhs = rhs as? Int else { return lhs + rhs }
    let (result, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow ? nil : result as? T
  }
}
