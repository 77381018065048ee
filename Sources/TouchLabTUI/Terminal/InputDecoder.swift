/// Terminal bytes in, ``InputMessage``s out: keys and mouse reports, decoded in pure Swift.
///
/// ncurses' own mouse decoding is tied to the terminfo entry: under `tmux-256color` and
/// `screen-256color` it speaks only X10 (no SGR, nothing past column 223) and under
/// `xterm-256color` it never asks for motion. So TouchLab switches the modes on itself and
/// decodes the reports here, the same under every TERM. Decoding is incremental: bytes may
/// arrive in any split, and an incomplete sequence waits for the next ``feed(_:)``. A lone ESC
/// is ambiguous (the Escape key, or the start of a sequence still in flight); the caller calls
/// ``flush()`` when input has been idle for a short while to settle it as the Escape key.
/// Malformed input is dropped, never trusted and never fatal.
public struct InputDecoder: Sendable {
  private var buffer: [UInt8] = []
  /// Longest sequence worth waiting for; anything longer without a terminator is garbage.
  static let maximumSequenceLength = 48

  public init() {}

  /// Whether bytes are waiting for the rest of a sequence (or for ``flush()``).
  public var hasPending: Bool { !buffer.isEmpty }

  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputMessage] {
    buffer.append(contentsOf: bytes)
    var messages: [InputMessage] = []
    // Decoded from a moving start and the consumed bytes removed once: removing each message's
    // bytes as it was decoded moved the rest of a 64 KB read (a paste) once a key.
    var start = buffer.startIndex
    decoding: while start < buffer.endIndex {
      switch decodeOne(buffer[start...]) {
      case .incomplete: break decoding
      case .consumed(let count, let message):
        start += count
        if let message { messages.append(message) }
      }
    }
    buffer.removeFirst(start - buffer.startIndex)
    return messages
  }

  /// Input went quiet: a pending lone ESC is the Escape key; a truncated sequence is dropped.
  public mutating func flush() -> [InputMessage] {
    defer { buffer.removeAll() }
    return buffer == [0x1B] ? [.key(.escape)] : []
  }

  private enum Step {
    case incomplete
    case consumed(Int, InputMessage?)
  }

  private func decodeOne(_ bytes: ArraySlice<UInt8>) -> Step {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return decodeEscape(bytes)
    case 0x03: return .consumed(1, .key(.interrupt))
    case 0x0D, 0x0A: return .consumed(1, .key(.enter))
    case 0x09: return .consumed(1, .key(.tab))
    case 0x7F, 0x08: return .consumed(1, .key(.backspace))
    case 0x20...0x7E: return .consumed(1, .key(.character(Character(Unicode.Scalar(first)))))
    case 0x80...0xFF: return decodeUTF8(bytes)
    default: return .consumed(1, nil)
    }
  }

  private func decodeEscape(_ bytes: ArraySlice<UInt8>) -> Step {
    guard bytes.count >= 2 else { return .incomplete }
    let second = bytes[bytes.startIndex + 1]
    switch second {
    case UInt8(ascii: "["): return decodeCSI(bytes)
    case UInt8(ascii: "O"):
      guard bytes.count >= 3 else { return .incomplete }
      return .consumed(3, .key(Self.finalKey(bytes[bytes.startIndex + 2], parameter: nil)))
    default:
      // ESC ESC, or Alt+key: the ESC stands alone; the next byte decodes by itself.
      return .consumed(1, .key(.escape))
    }
  }

  /// `ESC [ params intermediates final`; `ESC [ <` is an SGR mouse report, `ESC [ M` an X10 one.
  private func decodeCSI(_ bytes: ArraySlice<UInt8>) -> Step {
    let start = bytes.startIndex
    guard bytes.count >= 3 else { return .incomplete }
    if bytes[start + 2] == UInt8(ascii: "M") {
      guard bytes.count >= 6 else { return .incomplete }
      let code = Int(bytes[start + 3]) - 32
      let column = Int(bytes[start + 4]) - 33
      let row = Int(bytes[start + 5]) - 33
      guard code >= 0, column >= 0, row >= 0 else { return .consumed(6, nil) }
      return .consumed(6, .mouse(MouseReport(code: code, column: column, row: row, released: false)))
    }
    var index = start + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      if index - start >= Self.maximumSequenceLength { return .consumed(index - start, nil) }
      switch byte {
      case 0x20...0x3F: index += 1
      case 0x40...0x7E:
        let body = Array(bytes[(start + 2)..<index])
        return .consumed(index - start + 1, Self.csiMessage(body: body, final: byte))
      default:
        // Not part of a CSI: drop what came before and decode this byte afresh.
        return .consumed(index - start, nil)
      }
    }
    return bytes.count >= Self.maximumSequenceLength ? .consumed(bytes.count, nil) : .incomplete
  }

  private static func csiMessage(body: [UInt8], final: UInt8) -> InputMessage? {
    if body.first == UInt8(ascii: "<") {
      guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
      let fields = String(decoding: body.dropFirst(), as: UTF8.self).split(
        separator: ";", omittingEmptySubsequences: false)
      let numbers = fields.compactMap { Int($0) }
      guard fields.count == 3, numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1, numbers[0] >= 0 else {
        return nil
      }
      let report = MouseReport(
        code: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1, released: final == UInt8(ascii: "m"))
      return .mouse(report)
    }
    let parameter = Int(String(decoding: body.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
    return .key(finalKey(final, parameter: parameter))
  }

  /// Keys named by a CSI/SS3 final byte (`A` up … `~` with a number for the editing keys).
  private static func finalKey(_ final: UInt8, parameter: Int?) -> Key {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "Z"): .backTab
    case UInt8(ascii: "~"):
      switch parameter {
      case 1, 7: .home
      case 4, 8: .end
      case 5: .pageUp
      case 6: .pageDown
      default: .other
      }
    default: .other
    }
  }

  /// One UTF-8 encoded character typed as a key; invalid bytes are dropped one at a time.
  private func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> Step {
    let lead = bytes[bytes.startIndex]
    let length =
      switch lead {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return .consumed(1, nil) }
    let continuation = bytes.dropFirst().prefix(length - 1)
    guard continuation.allSatisfy({ (0x80...0xBF).contains($0) }) else { return .consumed(1, nil) }
    guard bytes.count >= length else { return .incomplete }
    let encoded = Array(bytes.prefix(length))
    guard let scalar = String(validating: encoded, as: UTF8.self)?.unicodeScalars.first else {
      return .consumed(1, nil)
    }
    return .consumed(length, .key(.character(Character(scalar))))
  }
}
