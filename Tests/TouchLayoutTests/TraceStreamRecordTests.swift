import Foundation
import Testing
import TouchKit
import TouchTrace

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchScript

/// A streamed trace keeps every record (issue 13, item 5; issue 42; docs/reliability.md, "Files
/// TouchLab writes"): each record's line is copied into the stream's buffer the moment the
/// engine records it, and the buffer is written when it fills, at the end, and by the crash,
/// kill and exit handlers (`CTerminalRestore/trace_buffer.c`) — so a crash in the middle of a
/// step, in a user's override, loses nothing recorded before it. And a write that fails is
/// still reported, with nothing left behind.
@Suite("Trace streams, record by record")
struct TraceStreamRecordTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static let script = """
      - tap: [60, 165]
      - doubleTap: card
    """

  /// The whole run's JSON Lines, as `trace.jsonLines()` writes them at once.
  static func wholeTrace() throws -> String {
    try ScriptRunner.run(try ScriptFixture.read(Self.script), on: try ScriptFixture.layout()).trace
      .jsonLines()
  }

  /// Buffers of the real size; of 700 bytes, so that boundaries fall in the middle of lines
  /// (a line is 150–450 bytes); of 64, smaller than any line.
  static let capacities = [TraceFileStream.bufferCapacity, 700, 64]

  /// Whether a line is a record's (not the header, a sequence's summary or the totals).
  static func isRecord(_ line: Substring) -> Bool {
    !line.hasPrefix("{\"format\"") && !line.hasPrefix("{\"sequenceSummary\"") && !line.hasPrefix("{\"end\"")
  }

  @Test(
    "Whatever record a crash comes after, the handler's write leaves every record up to it, ending at a line's end",
    arguments: capacities)
  func aCrashAfterAnyRecord(capacity: Int) throws {
    let whole = try Self.wholeTrace()
    let total = whole.split(separator: "\n").count(where: Self.isRecord)
    #expect(total > 50)
    var wrong: [Int] = []
    for crashAfter in 1...total {
      let folder = try Self.folder()
      let stream = try TraceFileStream(path: folder + "/trace.jsonl", bufferCapacity: capacity)
      var recorded = 0
      _ = ScriptRunner.run(try ScriptFixture.read(Self.script), on: try ScriptFixture.layout()) { record in
        guard recorded < crashAfter else { return }
        stream.record(record)
        recorded += 1
        // What the crash handler writes if the process dies now; nothing is recorded after it.
        if recorded == crashAfter { stream.flushAsACrashWould() }
      }
      let text = try String(contentsOfFile: stream.partialPath, encoding: .utf8)
      let lines = text.split(separator: "\n")
      let complete =
        whole.hasPrefix(text) && text.hasSuffix("\n") && lines.count(where: Self.isRecord) == crashAfter
        && lines.last(where: Self.isRecord)?.contains("\"id\":\(crashAfter),") == true
      if !complete { wrong.append(crashAfter) }
      withExtendedLifetime(stream) {}
    }
    #expect(wrong.isEmpty, "a crash after these records left another file: \(wrong.prefix(5))")
  }

  @Test(
    "Through a buffer of any size, even one smaller than a line, the file is the same trace",
    arguments: capacities)
  func sameTraceThroughAnyBuffer(capacity: Int) throws {
    let folder = try Self.folder()
    let stream = try TraceFileStream(path: folder + "/trace.jsonl", bufferCapacity: capacity)
    let streamed = ScriptRunner.run(
      try ScriptFixture.read(Self.script), on: try ScriptFixture.layout(), streamingRecordsTo: stream.record)
    try stream.commit()
    #expect(streamed.trace.records.isEmpty)
    #expect(try String(contentsOfFile: folder + "/trace.jsonl", encoding: .utf8) == Self.wholeTrace())
  }

  @Test(
    "Records are written a buffer at a time, not one write(2) each (issue 42: 408,602 writes for 418,601 records)"
  )
  func aBufferAtATime() throws {
    let folder = try Self.folder()
    let writes = AtomicFileTests.Counter()
    var system = FileSystemCalls.posix
    system.write = { descriptor, bytes in
      _ = writes.next()
      return Foundation.write(descriptor, bytes.baseAddress, bytes.count)
    }
    let stream = try TraceFileStream(path: folder + "/trace.jsonl", system: system, bufferCapacity: 4096)
    _ = ScriptRunner.run(
      try ScriptFixture.read(Self.script), on: try ScriptFixture.layout(), streamingRecordsTo: stream.record)
    try stream.commit()
    let text = try String(contentsOfFile: folder + "/trace.jsonl", encoding: .utf8)
    let lines = text.split(separator: "\n").count
    let buffers = text.utf8.count / 4096 + 1
    // A buffer is written when the next line would not fit: never more writes than buffers
    // filled at least half (no line is longer than half of 4 KiB), plus the last.
    #expect(lines > 50)
    #expect(writes.next() - 1 <= 2 * buffers)
  }

  @Test(
    "A record that cannot be written (ENOSPC at the third write): the run goes on, commit reports it, no file is left"
  )
  func faultInTheMiddle() throws {
    let folder = try Self.folder()
    let path = folder + "/trace.jsonl"
    try AtomicFile.write("previous", to: path)
    // A small buffer, so that the run makes more than three writes.
    let stream = try TraceFileStream(
      path: path, system: AtomicFileTests.failing(write: 3, with: ENOSPC), bufferCapacity: 1024)
    let result = ScriptRunner.run(
      try ScriptFixture.read(Self.script), on: try ScriptFixture.layout(), streamingRecordsTo: stream.record)
    #expect(result.steps.count == 2)
    #expect(throws: AtomicFile.Failure(message: "cannot write \(path): No space left on device")) {
      try stream.commit()
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trace.jsonl"])
  }
}
