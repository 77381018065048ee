import Foundation
import TouchKit

/// The JSON rendering of a trace (documented in docs/trace-format.md).
///
/// Keys are sorted and numbers written as `JSONEncoder` writes them, so the same trace always
/// gives the same bytes. Each record is flat: `id`, `time`, `depth`, `kind`, then the kind's
/// fields. Written by the one JSON writer (``JSONBytes``: each record as its JSON Lines line,
/// ``TraceLineEncoder``) and laid out as `JSONEncoder`'s `.prettyPrinted` lays it out
/// (``JSONLayout/encoder``): the bytes are the encoder's, which the `Encodable` conformances
/// below still describe, as the reference the tests hold the writer to.
public struct TraceDocument: Encodable {
  /// Bumped whenever a field changes meaning or disappears; new kinds and fields do not bump it.
  public static let schemaVersion = 1

  public let format = "touchlab-trace"
  public let schemaVersion = TraceDocument.schemaVersion
  public let records: [TraceRecord]
  public let summary: TraceSummary

  public init(_ trace: Trace) {
    records = trace.records
    summary = trace.summary
  }

  /// Pretty-printed, key-sorted JSON.
  public func encoded() throws -> Data {
    let buffer = ByteBuffer(capacity: 1 << 16)
    var json = JSONBytes(into: buffer)
    json.begin("format", format)
    json.field("records", RecordList(records: records))
    json.field("schemaVersion", schemaVersion)
    json.field("summary", summary)
    json.end()
    return buffer.withUnsafeBytes { Data(JSONLayout.encoder.apply(to: $0)) }
  }

  /// `[…]` of the records, each as its JSON Lines line without the line break.
  private struct RecordList: JSONFragment {
    let records: [TraceRecord]

    func write(to json: inout JSONBytes) {
      let line = ByteBuffer()
      var lines = TraceLineEncoder(into: line)
      json.bytes.append(UInt8(ascii: "["))
      for (index, record) in records.enumerated() {
        if index > 0 { json.bytes.append(UInt8(ascii: ",")) }
        lines.append(record)
        line.withUnsafeBytes { json.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0.dropLast())) }
        line.removeAll()
      }
      json.bytes.append(UInt8(ascii: "]"))
    }
  }
}

extension TraceRecord: Encodable {
  /// `id`, `time`, `depth`, `kind`, then the entry's fields; `JSONEncoder` sorts the keys.
  public func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: Key.self)
    try fields.encode(id, forKey: "id")
    try fields.encode(JSONNumber(time), forKey: "time")
    try fields.encode(depth, forKey: "depth")
    let entry = step.entry
    try fields.encode(entry.kind.rawValue, forKey: "kind")
    try fields.encode(entry.fields)
  }
}

extension KeyedEncodingContainer<Key> {
  /// Each field under its name, as ``TraceValue/encode(to:)`` writes its value.
  mutating func encode(_ fields: TraceFields) throws {
    for field in fields { try encode(field.value, forKey: Key(stringValue: field.name)) }
  }
}

/// A value as `JSONEncoder` writes the Swift value it stands for, so a record's bytes are the
/// same whether its fields were typed by hand or derived from the table.
extension TraceValue: Encodable {
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .object(let fields):
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(fields)
    case .int(let value): try value.encode(to: encoder)
    case .number(let value): try JSONNumber(value).encode(to: encoder)
    case .string(let value): try value.encode(to: encoder)
    case .bool(let value): try value.encode(to: encoder)
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .point(let point): try JSONPoint(point).encode(to: encoder)
    case .rect(let rect): try JSONRect(rect).encode(to: encoder)
    case .ints(let values): try values.encode(to: encoder)
    case .strings(let values): try values.encode(to: encoder)
    }
  }
}

/// Any string as a coding key: record fields depend on the kind.
struct Key: CodingKey, ExpressibleByStringLiteral {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
  init(stringLiteral value: String) { stringValue = value }
}

/// A point as `{"x": …, "y": …}`.
struct JSONPoint: Encodable {
  let x: JSONNumber
  let y: JSONNumber
  init(_ point: CGPoint) { (x, y) = (JSONNumber(point.x), JSONNumber(point.y)) }
}

/// A rectangle as `{"x", "y", "width", "height"}`.
struct JSONRect: Encodable {
  let x: JSONNumber
  let y: JSONNumber
  let width: JSONNumber
  let height: JSONNumber
  init(_ rect: CGRect) {
    (x, y) = (JSONNumber(rect.minX), JSONNumber(rect.minY))
    (width, height) = (JSONNumber(rect.width), JSONNumber(rect.height))
  }
}

extension TraceStep {
  /// The `kind` field: the case name, from the entry.
  public var kind: String { entry.kind.rawValue }
}
