import Foundation
import Testing
import TouchKit
import TouchTrace

@testable import TouchLayout

/// A streamed trace is written record by record (issue 13, item 5; docs/reliability.md, "Files
/// TouchLab writes"): each record's line is in the `.partial` file the moment the engine
/// records it, so a crash in the middle of a step — in a user's override — loses nothing
/// recorded before it. And a write that fails is still reported, with nothing left behind.
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

  @Test("Each record's line is on disk when the next record is made, not at the end of its step")
  func everyRecordIsOnDiskAtOnce() throws {
    let folder = try Self.folder()
    let stream = try TraceFileStream(path: folder + "/trace.jsonl")
    var checked = 0
    var missing: [Int] = []
    let result = ScriptRunner.run(try ScriptFixture.read(Self.script), on: try ScriptFixture.layout()) {
      record in
      stream.record(record)
      // What a crash now would leave: the partial file, read back whole.
      let text = (try? String(contentsOfFile: stream.partialPath, encoding: .utf8)) ?? ""
      let lines = text.split(separator: "\n")
      let last = lines.last { !$0.hasPrefix("{\"sequenceSummary\"") } ?? ""
      if !last.contains("\"id\":\(record.id),") { missing.append(record.id) }
      checked += 1
    }
    #expect(missing.isEmpty, "records not yet on disk when recorded: \(missing.prefix(5))")
    #expect(checked > 50)
    #expect(result.steps.count == 2)
    try stream.commit()
    let lines = try String(contentsOfFile: folder + "/trace.jsonl", encoding: .utf8).split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("{\"caller\"") || $0.contains("\"kind\":") }.count == checked)
    #expect(lines.last?.hasPrefix("{\"end\":{\"records\":\(checked),") == true)
  }

  @Test(
    "A record that cannot be written (ENOSPC at the third write): the run goes on, commit reports it, no file is left"
  )
  func faultInTheMiddle() throws {
    let folder = try Self.folder()
    let path = folder + "/trace.jsonl"
    try AtomicFile.write("previous", to: path)
    let stream = try TraceFileStream(path: path, system: AtomicFileTests.failing(write: 3, with: ENOSPC))
    let result = ScriptRunner.run(
      try ScriptFixture.read(Self.script), on: try ScriptFixture.layout(), streamingRecordsTo: stream.record)
    #expect(result.steps.count == 2)
    #expect(throws: AtomicFile.Failure(message: "cannot write \(path): No space left on device")) {
      try stream.commit()
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trace.jsonl"])
  }

  @Test("Streamed record by record, the file is the same trace as the whole run's JSON Lines")
  func sameTraceAsTheWholeRun() throws {
    let folder = try Self.folder()
    let stream = try TraceFileStream(path: folder + "/trace.jsonl")
    let streamed = ScriptRunner.run(
      try ScriptFixture.read(Self.script), on: try ScriptFixture.layout(), streamingRecordsTo: stream.record)
    try stream.commit()
    #expect(streamed.trace.records.isEmpty)
    let whole = ScriptRunner.run(try ScriptFixture.read(Self.script), on: try ScriptFixture.layout())
    #expect(try String(contentsOfFile: folder + "/trace.jsonl", encoding: .utf8) == whole.trace.jsonLines())
  }
}
