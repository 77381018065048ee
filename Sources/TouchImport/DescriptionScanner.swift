import Foundation

/// Finds where one view's description ends and how it divides into attributes, in one pass that
/// can resume when the description goes on to the next line (a label's text with a line break).
///
/// A description is `<Class: 0xADDR; key = value; key: value>`, and values nest: `frame = (0 0;
/// 320 44)`, `layer = <CALayer: 0x…>`, `animations = { position=<CABasicAnimation: 0x…>; }`. So
/// a `;` divides attributes only outside every bracket, and the description ends at the `>` that
/// matches its `<`. A label's `text = '…'` is printed without escaping its quotes: the text ends
/// at the first `'` that is followed by `; key = `, `; key: ` or the closing `>`.
///
/// Bounded: brackets nest at most ``maximumNesting`` deep, so garbage cannot grow the stack, and
/// each byte is looked at a fixed number of times.
struct DescriptionScanner {
  /// Deeper nesting than real descriptions ever print: the text is not a description.
  static let maximumNesting = 32

  /// Where the scan has got to, as an index into the bytes given to ``advance(over:)``.
  private(set) var position = 0
  /// Open brackets, innermost last (the description's own `<` first).
  private var openers: [UInt8] = []
  private var inText = false
  /// The index of the `>` that closes the description, once found.
  private(set) var end: Int?
  /// Set when the text cannot be a description (nesting too deep, a stray closer at the top).
  private(set) var failure: String?
  /// The indices of the `;` that separate attributes, in order.
  private(set) var separators: [Int] = []

  /// A scanner whose description begins at `start` (its `<`) of the bytes it is given.
  init(startingAt start: Int = 0) {
    position = start
  }

  /// Scans `bytes` (which begins with the description's `<` and only grows between calls) from
  /// where the last call stopped; true once the description's end is found or it failed.
  mutating func advance(over bytes: [UInt8]) -> Bool {
    while position < bytes.count, end == nil, failure == nil {
      let byte = bytes[position]
      if inText {
        if byte == UInt8(ascii: "'"), Self.closesText(bytes, at: position) { inText = false }
        position += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
        guard openers.count < Self.maximumNesting else {
          failure = "brackets nest deeper than \(Self.maximumNesting) levels"
          return true
        }
        openers.append(byte)
      case UInt8(ascii: ">"), UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        close(byte, at: position)
      case UInt8(ascii: ";") where openers.count == 1:
        separators.append(position)
      case UInt8(ascii: "'") where openers.count == 1 && Self.opensText(bytes, at: position):
        inText = true
      default:
        break
      }
      position += 1
    }
    return end != nil || failure != nil
  }

  /// Pops to the opener `closer` matches; a closer that matches nothing open is passed over
  /// (real descriptions balance; a stray one in a value must not end the description).
  private mutating func close(_ closer: UInt8, at index: Int) {
    let opener: UInt8 =
      switch closer {
      case UInt8(ascii: ">"): UInt8(ascii: "<")
      case UInt8(ascii: "}"): UInt8(ascii: "{")
      case UInt8(ascii: ")"): UInt8(ascii: "(")
      default: UInt8(ascii: "[")
      }
    guard let match = openers.lastIndex(of: opener) else { return }
    openers.removeSubrange(match...)
    if openers.isEmpty { end = index }
  }

  /// Whether the `'` at `index` opens a label's text: it follows `text = `.
  private static func opensText(_ bytes: [UInt8], at index: Int) -> Bool {
    let marker = Array(" = ".utf8)
    guard index >= marker.count else { return false }
    return Array(bytes[(index - marker.count)..<index]) == marker
  }

  /// Whether the `'` at `index` ends the text: `';` then a space, a name and ` = ` or `: `;
  /// or `'>` at the end of the line or before ` - ` (an old image view's trailer).
  static func closesText(_ bytes: [UInt8], at index: Int) -> Bool {
    let next = index + 1
    guard next < bytes.count else { return false }
    if bytes[next] == UInt8(ascii: ">") {
      let after = next + 1
      return after >= bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: " ")
        || bytes[after] == UInt8(ascii: "\r") || bytes[after] == UInt8(ascii: "\"")
    }
    guard bytes[next] == UInt8(ascii: ";"), next + 1 < bytes.count, bytes[next + 1] == UInt8(ascii: " ")
    else { return false }
    var cursor = next + 2
    let nameStart = cursor
    while cursor < bytes.count, DumpBytes.isNameByte(bytes[cursor]), cursor - nameStart < 64 { cursor += 1 }
    guard cursor > nameStart, cursor + 1 < bytes.count else { return false }
    if bytes[cursor] == UInt8(ascii: ":") { return bytes[cursor + 1] == UInt8(ascii: " ") }
    return cursor + 2 < bytes.count && bytes[cursor] == UInt8(ascii: " ")
      && bytes[cursor + 1] == UInt8(ascii: "=") && bytes[cursor + 2] == UInt8(ascii: " ")
  }
}
