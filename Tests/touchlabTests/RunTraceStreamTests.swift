import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening
import TouchScript
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

  @Test("A trace file that cannot be written is reported after the run's results, with exit status 2")
  func unwritable() throws {
    let directory = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // A folder where the trace file should go: it cannot be created, even by root.
    try FileManager.default.createDirectory(
      atPath: directory + "/checkout.jsonl", withIntermediateDirectories: true)
    let result = try TouchlabProcess.run([
      "run", "Layouts/default.yaml", "Scripts/checkout.yaml", "--trace-dir", directory, "--trace-format",
      "jsonl",
    ])
    #expect(result.status == 2)
    let message = "touchlab: cannot write \(directory)/checkout.jsonl: Is a directory (the trace)"
    #expect(result.stderr.contains(message))
    // Nothing is left behind: no partial trace beside the folder in the way.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["checkout.jsonl"])
    #expect(result.stdout.contains("checkout.yaml"))
  }

  @Test("A missing --trace-dir folder is made, parents and all")
  func missingFolderIsMade() throws {
    let directory = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for format in ["jsonl", "markdown"] {
      let traces = directory + "/\(format)/traces"
      let result = try TouchlabProcess.run([
        "run", "Layouts/default.yaml", "Scripts/checkout.yaml", "--trace-dir", traces, "--trace-format",
        format,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: traces).count == 1)
    }
  }

  @Test("A --trace-dir that cannot be made is an error before anything runs, with exit status 2")
  func folderThatCannotBeMade() throws {
    let directory = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // A file in the way: no folder can be made below it.
    #expect(FileManager.default.createFile(atPath: directory + "/file", contents: Data()))
    let result = try TouchlabProcess.run([
      "run", "Layouts/default.yaml", "Scripts/checkout.yaml", "--trace-dir", directory + "/file/traces",
    ])
    #expect(result.status == 2)
    #expect(result.stderr == "touchlab: cannot make the folder \(directory)/file/traces: Not a directory\n")
    #expect(result.stdout.isEmpty)
  }

  static func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
