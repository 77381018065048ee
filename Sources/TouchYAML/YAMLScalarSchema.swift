import Foundation

/// The tag of a plain, untagged scalar: exactly what Yams' default resolver gave
/// (`Resolver.default`: bool, int, float, merge, null, timestamp, value, else str), matched by
/// hand over the UTF-8 bytes instead of with seven `NSRegularExpression`s.
///
/// Those regular expressions were 44% of loading a layout (issue 17). Each rule below is its
/// pattern, read the same way: first match wins, in the resolver's order, and `$` also matches
/// before one final line terminator, as ICU's does. `YAMLScalarSchemaTests` compares the two on
/// every scalar of the repository's YAML and on generated edge cases.
enum YAMLScalarSchema {
  /// The tag Yams' default resolver gives the plain scalar `bytes`.
  package static func tag(of bytes: UnsafeBufferPointer<UInt8>) -> YAMLTag {
    // Most scalars are names (ids, classes, keys): no rule starts with these letters.
    if let first = bytes.first, isLetter(first), !isRuleLetter(first) { return .str }
    var text = ScalarBytes(bytes)
    text.dropFinalLineTerminator()
    if text.isBool { return .bool }
    if text.isInt { return .int }
    if text.isFloat { return .float }
    if text.equals("<<") { return .merge }
    if text.isNull { return .null }
    if text.isTimestamp { return .timestamp }
    if text.equals("=") { return .value }
    return .str
  }

  /// The tag of `text` as a plain scalar.
  package static func tag(of text: String) -> YAMLTag {
    var text = text
    return text.withUTF8 { tag(of: $0) }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  /// The first letters of yes/no/true/false/on/off/null.
  private static func isRuleLetter(_ byte: UInt8) -> Bool {
    switch byte | 0x20 {
    case UInt8(ascii: "y"), UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "o"): true
    default: false
    }
  }
}
