import Foundation
import TouchKit

/// A JSON value, written by the one JSON writer (``JSONBytes``, issue 35): keys sorted,
/// numbers through ``Format/number(_:)`` (so `1`, not `1.0`, and never `0.30000000000000004`),
/// strings quoted as every JSON string TouchLab writes is (``TerminalSafeJSON``, which also
/// escapes every character a terminal would act on or that changes how text reads, so the
/// output is still the exact text yet safe to print). Non-finite numbers (a squashed
/// transform) are written as `null`, as in the trace's JSON: JSON has no NaN, and a string
/// "nan" no reader takes for a number.
///
/// `describe --json` and the hit-region map lay it out as ``JSONLayout/describe`` does
/// (``rendered()``); a consent list's record is one compact line (``compactText()``). Written
/// without recursion: a description 10,000 views deep nests 20,000 arrays and objects, which a
/// recursive writer would take as many frames of the thread's stack for (issue 17).
public indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(CGFloat)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Empties the value a level at a time: releasing a nested value frees each level inside
  /// the one above, so a value 20,000 levels deep would take as many frames of the stack.
  mutating func dismantle() {
    var stack = [self]
    self = .null
    while let next = stack.popLast() {
      switch next {
      case .array(let items): stack.append(contentsOf: items)
      case .object(let fields): stack.append(contentsOf: fields.values)
      case .null, .bool, .number, .string: break
      }
    }
  }

  /// The pretty-printed text, without a final newline.
  func rendered() -> String {
    let buffer = ByteBuffer()
    var json = JSONBytes(into: buffer)
    write(to: &json)
    return buffer.withUnsafeBytes { String(decoding: JSONLayout.describe.apply(to: $0), as: UTF8.self) }
  }

  /// The compact text, on one line: `{"hash":"…","paths":["…"]}`.
  public func compactText() -> String {
    let buffer = ByteBuffer()
    var json = JSONBytes(into: buffer)
    write(to: &json)
    return buffer.text
  }

  /// Writes the value with an explicit stack of what is left to write.
  private func write(to json: inout JSONBytes) {
    var work = [JSONWriteStep.value(self)]
    while let next = work.popLast() {
      switch next {
      case .byte(let byte): json.bytes.append(byte)
      case .key(let key):
        json.string(key)
        json.bytes.append(UInt8(ascii: ":"))
      case .value(let value): value.writeOpening(to: &json, then: &work)
      }
    }
  }

  /// Writes a scalar whole, or an array's or object's opening, and adds to `work` (in reverse,
  /// as a stack) its members and its closing.
  private func writeOpening(to json: inout JSONBytes, then work: inout [JSONWriteStep]) {
    switch self {
    case .null: json.raw("null")
    case .bool(let value): json.raw(value ? "true" : "false")
    case .number(let value):
      if value.isFinite { json.bytes.append(contentsOf: Format.number(value).utf8) } else { json.raw("null") }
    case .string(let value): json.string(value)
    case .array(let items):
      json.bytes.append(UInt8(ascii: "["))
      var pieces: [JSONWriteStep] = []
      for (offset, item) in items.enumerated() {
        if offset > 0 { pieces.append(.byte(UInt8(ascii: ","))) }
        pieces.append(.value(item))
      }
      pieces.append(.byte(UInt8(ascii: "]")))
      work.append(contentsOf: pieces.reversed())
    case .object(let fields):
      json.bytes.append(UInt8(ascii: "{"))
      var pieces: [JSONWriteStep] = []
      for (offset, key) in fields.keys.sorted().enumerated() {
        if offset > 0 { pieces.append(.byte(UInt8(ascii: ","))) }
        pieces.append(.key(key))
        if let value = fields[key] { pieces.append(.value(value)) }
      }
      pieces.append(.byte(UInt8(ascii: "}")))
      work.append(contentsOf: pieces.reversed())
    }
  }
}

/// What is left to write of a JSON value: a byte as it is, a key and its colon, or a value.
private enum JSONWriteStep {
  case value(JSONValue)
  case key(String)
  case byte(UInt8)
}
