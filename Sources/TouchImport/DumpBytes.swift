import Foundation

/// Byte-level helpers the dump reader shares: it reads UTF-8 bytes rather than `Character`s,
/// so a 10,000-view dump is read in milliseconds and garbage costs no more than text.
enum DumpBytes {
  /// Letters, digits, `_`, `.` and `$`: what a class name (`MyApp.CardView`,
  /// `_TtC5MyApp8CardView`) and an attribute name are made of.
  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$")
  }

  static func isHexByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  /// The text of `bytes[range]`, invalid UTF-8 repaired.
  static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// `range` without the spaces at either end.
  static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, isSpace(bytes[lower]) || bytes[lower] == UInt8(ascii: "\n") { lower += 1 }
    while upper > lower, isSpace(bytes[upper - 1]) || bytes[upper - 1] == UInt8(ascii: "\n") { upper -= 1 }
    return lower..<upper
  }

  /// Whether `bytes` has `prefix` at `index`.
  static func has(_ bytes: [UInt8], _ prefix: String, at index: Int) -> Bool {
    let prefix = Array(prefix.utf8)
    guard index >= 0, index + prefix.count <= bytes.count else { return false }
    return bytes[index..<(index + prefix.count)].elementsEqual(prefix)
  }
}
