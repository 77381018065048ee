import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchTrace

/// `touchlab run --trace-dir DIR --trace-format jsonl` writes each trace as the script runs.
@Suite("run --trace-format jsonl")
struct RunTraceStreamTests {
  static func temporaryDirectory() throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchlab-stream-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("The streamed file is byte for byte the whole trace written after the run")
  func sameAsWholeTrace() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try TouchlabProcess.run([
      "run", "Layouts/default.yaml", "Scripts/checkout.yaml", "--trace-dir", directory, "--trace-format",
      "jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let root = TouchlabProcess.packageRoot.path + "/"
    let layout = try LayoutLoader.load(contentsOf: root + "Layouts/default.yaml")
    var script = try ScriptLoader.load(contentsOf: root + "Scripts/checkout.yaml", for: layout)
    script.source = "Scripts/checkout.yaml"
    let whole = ScriptRunner.run(script, on: try LayoutLoader.load(contentsOf: root + "Layouts/default.yaml"))
    let written = try String(contentsOfFile: directory + "/checkout.jsonl", encoding: .utf8)
    #expect(written == (try whole.trace.jsonLines()))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["checkout.jsonl"])
  }

  @Test("A directory that cannot be written is reported after the run's results, with exit status 2")
  func unwritable() throws {
    let result = try TouchlabProcess.run([
      "run", "Layouts/default.yaml", "Scripts/checkout.yaml", "--trace-dir", "/nonexistent/traces",
      "--trace-format", "jsonl",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("touchlab: cannot write the trace to /nonexistent/traces/checkout.jsonl"))
    #expect(result.stdout.contains("checkout.yaml"))
  }
}
