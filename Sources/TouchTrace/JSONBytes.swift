import Foundation
import TouchKit

/// Compact JSON written straight into bytes, formatted as `JSONEncoder` formats it: numbers as
/// `Double.description` without a trailing `.0` (so `5`, `0.1`, `1e-05`, `1e+21`, `-0`), NaN and
/// infinities as `null` (``JSONNumber``, as the encoder's path writes them), strings with `"`,
/// `\`, and control characters escaped, and the characters ``TerminalSafeJSON`` escapes in the
/// encoder's output (DEL, C1, bidi, zero-width…) as `\uXXXX`; `/` and other non-ASCII as they
/// are. Callers write an object's keys in sorted order themselves.
struct JSONBytes {
  /// Where the bytes go: a writer's buffer, shared, so that encoders write straight into it.
  let bytes: ByteBuffer
  /// The last fractional number written and its text: a step's records mostly share one
  /// `time` (0.1, 1.1…), and `Double.description` allocates a string each time.
  private var lastNumber: (bits: UInt64, text: [UInt8]) = (0, [])
  /// The last record id written and its digits (``id(_:)``).
  private var lastID: (value: Int, digits: [UInt8]) = (0, [])

  init(into bytes: ByteBuffer) {
    self.bytes = bytes
  }

  /// `{"key":value`
  mutating func begin(_ key: StaticString, _ value: some JSONFragment) {
    name(key, after: UInt8(ascii: "{"))
    value.write(to: &self)
  }

  /// `,"key":value`
  mutating func field(_ key: StaticString, _ value: some JSONFragment) {
    name(key, after: UInt8(ascii: ","))
    value.write(to: &self)
  }

  /// `,"id":` and a record's id (``id(_:)``).
  mutating func idField(_ value: Int) {
    name("id", after: UInt8(ascii: ","))
    id(value)
  }

  /// `}`
  mutating func end() {
    bytes.append(UInt8(ascii: "}"))
  }

  /// `{"key":` or `,"key":`, in one write: keys are most of a record's bytes. Keys are ASCII
  /// literals, so their bytes are read straight from the literal, without the closure of
  /// `withUTF8Buffer` (which was not inlined, and cost more than the copy).
  @inline(__always)
  private mutating func name(_ key: StaticString, after separator: UInt8) {
    // A one-character literal ("x", "y") is stored as a scalar, with no bytes to point at.
    if !key.hasPointerRepresentation, key.unicodeScalar.isASCII {
      let byte = UInt8(key.unicodeScalar.value)
      bytes.append(reserving: 5) { start in
        start[0] = separator
        start[1] = UInt8(ascii: "\"")
        start[2] = byte
        start[3] = UInt8(ascii: "\"")
        start[4] = UInt8(ascii: ":")
        return 5
      }
      return
    }
    guard key.hasPointerRepresentation else {
      bytes.append(separator)
      key.withUTF8Buffer { utf8 in
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
      }
      return
    }
    let count = key.utf8CodeUnitCount
    let source = key.utf8Start
    bytes.append(reserving: count + 4) { start in
      start[0] = separator
      start[1] = UInt8(ascii: "\"")
      ByteBuffer.copy(source, to: start + 2, count: count)
      start[count + 2] = UInt8(ascii: "\"")
      start[count + 3] = UInt8(ascii: ":")
      return count + 4
    }
  }

  /// Bytes as they are: `true`, `null`.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// A record's id. A trace's ids count up by one, record after record, so the text of the
  /// next one is the last one's with a digit carried, not a new conversion.
  mutating func id(_ value: Int) {
    if value &- 1 != lastID.value || lastID.digits.isEmpty || value <= 0 {
      let start = bytes.count
      integer(value)
      lastID.digits = bytes.bytes(from: start)
    } else {
      var index = lastID.digits.count - 1
      while index >= 0, lastID.digits[index] == UInt8(ascii: "9") {
        lastID.digits[index] = UInt8(ascii: "0")
        index -= 1
      }
      if index < 0 {
        lastID.digits.insert(UInt8(ascii: "1"), at: 0)
      } else {
        lastID.digits[index] += 1
      }
      lastID.digits.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    }
    lastID.value = value
  }

  mutating func integer(_ value: Int) {
    // Depths, small ids and points: most integers in a trace have one or two digits.
    if value >= 0, value < 100 {
      if value < 10 { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
      return bytes.append(reserving: 2) { start in
        start[0] = UInt8(ascii: "0") + UInt8(value / 10)
        start[1] = UInt8(ascii: "0") + UInt8(value % 10)
        return 2
      }
    }
    // Digits are counted first and written from the last one back, in place: moving them from
    // a scratch area afterwards cost a `memmove` call per number.
    let magnitude = value.magnitude
    var digits = 1
    var power: UInt = 10
    while digits < 20, magnitude >= power {
      digits += 1
      power = power.multipliedReportingOverflow(by: 10).partialValue
    }
    let length = digits + (value < 0 ? 1 : 0)
    bytes.append(reserving: length) { start in
      var rest = magnitude
      var index = length
      repeat {
        index -= 1
        start[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if value < 0 { start[0] = UInt8(ascii: "-") }
      return length
    }
  }

  mutating func number(_ value: Double) {
    if !value.isFinite {
      // JSON has no NaN or infinity; `null` is what every reader takes (docs/trace-format.md).
      raw("null")
    } else if value.rounded(.towardZero) == value, abs(value) < 1e15, value != 0 || value.sign == .plus {
      // Whole numbers print without exponent below 1e16; their description is the integer
      // followed by ".0", which JSONEncoder drops.
      integer(Int(value))
    } else if value.bitPattern == lastNumber.bits, !lastNumber.text.isEmpty {
      lastNumber.text.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    } else {
      var text = value.description
      if text.hasSuffix(".0") { text.removeLast(2) }
      text.withUTF8 { bytes.append(contentsOf: $0) }
      lastNumber = (value.bitPattern, Array(text.utf8))
    }
  }

  mutating func string(_ value: String) {
    // One pass that copies while it checks: ids and names are plain, so nearly every string
    // is written here; one that needs escaping writes nothing and takes the slow path.
    let buffer = bytes
    var value = value
    let written = value.withUTF8 { utf8 in
      var clean = true
      buffer.append(reserving: utf8.count + 2) { start in
        start[0] = UInt8(ascii: "\"")
        for index in utf8.indices {
          let byte = utf8[index]
          // DEL, and the lead bytes of every non-ASCII character TerminalSafety lists (U+0080–
          // U+009F, U+061C, U+200B…U+206F, U+FEFF): those strings take the slow path.
          guard byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0x7F,
            byte != 0xC2,
            byte != 0xD8, byte != 0xE2, byte != 0xEF
          else {
            clean = false
            return 0
          }
          start[index + 1] = byte
        }
        start[utf8.count + 1] = UInt8(ascii: "\"")
        return utf8.count + 2
      }
      return clean
    }
    guard !written else { return }
    // Only for strings that need it (rare: ids and names are plain), so it may be slow.
    for byte in TerminalSafeJSON.quoted(value).utf8 { bytes.append(byte) }
  }
}
