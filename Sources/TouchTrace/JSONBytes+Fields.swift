import Foundation
import TouchKit

/// Any record written from the table (``TraceStep/entry``): the JSON Lines writer's path for
/// every kind it does not write by hand, so a new kind's line needs no code of its own.
extension JSONBytes {
  /// `{…}` of `fields`, keys in `JSONEncoder`'s sorted order.
  mutating func object(_ fields: [TraceFields.Element]) {
    let sorted = fields.sorted { Self.keyPrecedes($0.name, $1.name) }
    for (index, field) in sorted.enumerated() {
      bytes.append(UInt8(ascii: index == 0 ? "{" : ","))
      string(field.name)
      bytes.append(UInt8(ascii: ":"))
      value(field.value)
    }
    if sorted.isEmpty { bytes.append(UInt8(ascii: "{")) }
    end()
  }

  /// `JSONEncoder`'s `.sortedKeys` order, which ignores case first (so do the trace's keys,
  /// camel-cased words with no digits: `isHighlighted` sorts after `id`).
  /// ASCII keys (all of them) are compared byte by byte with the case folded on the way, no
  /// string made: `lowercased()` per comparison was a fifth of the writer's time on a wide
  /// layout (docs/performance.md, 5b). Any other byte takes the general comparison.
  static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    var left = lhs.utf8.makeIterator()
    var right = rhs.utf8.makeIterator()
    // The bytes' own order at the first place they differ only in case: the tie-break.
    var byCase: Bool?
    while true {
      switch (left.next(), right.next()) {
      case (nil, nil): return byCase ?? false
      case (nil, _): return true
      case (_, nil): return false
      case (let a?, let b?):
        guard a < 0x80, b < 0x80 else { return foldedPrecedes(lhs, rhs) }
        let (foldedA, foldedB) = (asciiLowercase(a), asciiLowercase(b))
        if foldedA != foldedB { return foldedA < foldedB }
        if byCase == nil, a != b { byCase = a < b }
      }
    }
  }

  private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  /// `lowercased()` order, then the bytes' order: what ``keyPrecedes(_:_:)`` means for any key.
  static func foldedPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    let (a, b) = (lhs.lowercased(), rhs.lowercased())
    return a == b ? lhs.utf8.lexicographicallyPrecedes(rhs.utf8) : a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  mutating func value(_ value: TraceValue) {
    switch value {
    case .int(let number): integer(number)
    case .number(let number): self.number(number)
    case .string(let text): string(text)
    case .bool(let flag): flag.write(to: &self)
    case .null: raw("null")
    case .point(let point): point.write(to: &self)
    case .rect(let rect): rect.write(to: &self)
    case .ints(let numbers): numbers.write(to: &self)
    case .strings(let texts):
      bytes.append(UInt8(ascii: "["))
      for (index, text) in texts.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        string(text)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let fields): object(fields.elements)
    }
  }
}
