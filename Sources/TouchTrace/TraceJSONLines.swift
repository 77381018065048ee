import Foundation
import TouchKit

/// The JSON Lines rendering of a trace (docs/trace-format.md): a header line, one compact line
/// per record with the same fields as ``TraceDocument``'s records, a `sequenceSummary` line after
/// each touch sequence's `sequenceEnd` record, and an `end` line with the totals.
///
/// It exists so that traces of any length can be written as they happen, in constant memory: the
/// writer keeps no records, and only the summary of the sequence under way (dropped once its
/// line is written). It hands lines to its sink as soon as they are written (a file, standard
/// output, a socket): a single record's line at once, a batch's lines together, in chunks of at
/// most about 64 KiB. The same trace always gives the same bytes. Records and summaries are
/// written by hand (``TraceLineEncoder``, ``JSONBytes``), byte for byte what `JSONEncoder`
/// writes, many times faster.
public struct TraceLinesWriter {
  /// The first line's `format`.
  public static let format = "touchlab-trace-lines"

  private enum Sink {
    case text((String) -> Void)
    case bytes((UnsafeBufferPointer<UInt8>) -> Void)
  }

  private let sink: Sink
  private var lines: TraceLineEncoder
  private let buffer = ByteBuffer(capacity: TraceLinesWriter.chunk + 4096)
  private var summary = TraceSummaryBuilder()
  private var wroteHeader = false
  private var records = 0
  private var sequences = 0
  private static let chunk = 1 << 16

  /// `sink` receives whole lines, each with its trailing newline.
  public init(sink: @escaping (String) -> Void) {
    self.init(.text(sink))
  }

  /// `sink` receives whole lines as UTF-8, each with its trailing newline; the bytes are only
  /// valid during the call. Cheaper than a `String` sink when the lines go to a file.
  public init(bytes sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.init(.bytes(sink))
  }

  private init(_ sink: Sink) {
    self.sink = sink
    lines = TraceLineEncoder(into: buffer)
  }

  /// Writes `{"format":"touchlab-trace-lines","schemaVersion":1}`; ``write(_:)`` calls it
  /// before the first record if nobody did.
  public mutating func writeHeader() throws {
    guard !wroteHeader else { return }
    wroteHeader = true
    var json = JSONBytes(into: buffer)
    json.begin("format", Self.format)
    json.field("schemaVersion", TraceDocument.schemaVersion)
    json.end()
    json.bytes.append(UInt8(ascii: "\n"))
    flush()
  }

  /// Writes one record's line (and the sequence's summary line after a `sequenceEnd`).
  public mutating func write(_ record: TraceRecord) throws {
    try writeHeader()
    try append(record)
    flush()
  }

  /// Writes the records' lines, in order.
  public mutating func write(_ records: some Sequence<TraceRecord>) throws {
    try write(Array(records)[...])
  }

  /// Writes the records' lines, in order. Not generic, unlike the `Sequence` overload: a caller
  /// in another module (the script runner) would otherwise run the generic, unspecialised
  /// iterator, which copied each record through value witnesses, a third of the writer's time.
  public mutating func write(_ records: ArraySlice<TraceRecord>) throws {
    try writeHeader()
    // Through the buffer, so each record is read where it lies, not copied out and destroyed.
    try records.withUnsafeBufferPointer { records in
      for index in records.indices {
        try append(records[index])
        if buffer.count >= Self.chunk { flush() }
      }
    }
    flush()
  }

  /// Writes the records' lines, in order (see the `ArraySlice` overload).
  public mutating func write(_ records: [TraceRecord]) throws {
    try write(records[...])
  }

  /// Writes the last lines: a `sequenceSummary` of whatever came after the last sequence's end
  /// (a recognizer's timer, a sequence still under way), if anything did, then
  /// `{"end":{"records":…,"sequences":…}}`.
  public mutating func finish() throws {
    try writeHeader()
    if !summary.isEmpty { writeSummary() }
    var json = JSONBytes(into: buffer)
    json.begin("end", EndTotals(records: records, sequences: sequences))
    json.end()
    json.bytes.append(UInt8(ascii: "\n"))
    flush()
  }

  private mutating func append(_ record: TraceRecord) throws {
    records += 1
    summary.add(record)
    lines.append(record)
    if case .sequenceEnd = record.step {
      sequences += 1
      writeSummary()
    }
  }

  /// `{"sequenceSummary":{…}}` for the records since the last one; the builder starts afresh.
  private mutating func writeSummary() {
    var json = JSONBytes(into: buffer)
    json.begin("sequenceSummary", summary.takeSummary())
    json.end()
    json.bytes.append(UInt8(ascii: "\n"))
  }

  private mutating func flush() {
    guard buffer.count > 0 else { return }
    switch sink {
    case .text(let sink): sink(buffer.text)
    case .bytes(let sink): buffer.withUnsafeBytes(sink)
    }
    buffer.removeAll()
  }

  private struct EndTotals: JSONFragment {
    let records: Int
    let sequences: Int

    func write(to json: inout JSONBytes) {
      json.begin("records", records)
      json.field("sequences", sequences)
      json.end()
    }
  }
}

extension Trace {
  /// Writes the whole trace as JSON Lines to `sink`, a line at a time.
  public func writeJSONLines(to sink: @escaping (String) -> Void) throws {
    var writer = TraceLinesWriter(sink: sink)
    try writer.write(records)
    try writer.finish()
  }

  /// The whole trace as JSON Lines, for tests and small traces (large ones: ``writeJSONLines(to:)``).
  public func jsonLines() throws -> String {
    var text = ""
    try writeJSONLines { text += $0 }
    return text
  }
}
