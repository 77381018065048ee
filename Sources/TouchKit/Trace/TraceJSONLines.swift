import Foundation

/// The JSON Lines rendering of a trace (docs/trace-format.md): a header line, one compact line
/// per record with the same fields as ``TraceDocument``'s records, and a summary line.
///
/// It exists so that traces of any length can be written as they happen: the writer keeps no
/// records, only the summary it builds along the way, and hands each line to `sink` at once
/// (a file, standard output, a socket). The same trace always gives the same bytes.
public struct TraceLinesWriter {
  /// The first line's `format`.
  public static let format = "touchlab-trace-lines"

  private let sink: (String) -> Void
  private let encoder: JSONEncoder
  private var summary = TraceSummaryBuilder()
  private var wroteHeader = false

  /// `sink` receives each line with its trailing newline.
  public init(sink: @escaping (String) -> Void) {
    self.sink = sink
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // As in the JSON document: a singular transform makes NaN points, and JSON has no NaN.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
  }

  /// Writes `{"format":"touchlab-trace-lines","schemaVersion":1}`; ``write(_:)`` calls it
  /// before the first record if nobody did.
  public mutating func writeHeader() throws {
    guard !wroteHeader else { return }
    wroteHeader = true
    try emit(Header())
  }

  /// Writes one record's line and adds it to the summary.
  public mutating func write(_ record: TraceRecord) throws {
    try writeHeader()
    summary.add(record)
    try emit(record)
  }

  /// Writes the records' lines, in order.
  public mutating func write(_ records: some Sequence<TraceRecord>) throws {
    for record in records { try write(record) }
  }

  /// Writes the last line, `{"summary":{…}}`, for every record written so far.
  public mutating func finish() throws {
    try writeHeader()
    try emit(SummaryLine(summary: summary.summary))
  }

  private func emit(_ value: some Encodable) throws {
    sink(String(decoding: try encoder.encode(value), as: UTF8.self) + "\n")
  }

  private struct Header: Encodable {
    let format = TraceLinesWriter.format
    let schemaVersion = TraceDocument.schemaVersion
  }

  private struct SummaryLine: Encodable {
    let summary: TraceSummary
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
