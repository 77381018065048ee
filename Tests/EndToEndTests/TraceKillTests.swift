import Foundation
import Testing

/// A trace file written through a buffer keeps every record when the process is killed or
/// exits in the middle of a run (issue 42; docs/reliability.md, "What a crash or a kill leaves
/// in a trace file"): the built binary runs `run --trace-dir` of a script of 300 taps on a
/// plain view (about a megabyte of JSON Lines: the buffer is written many times, and holds the
/// last lines when the end comes), then a tap on a view whose hitTest override the person wrote
/// loops forever (the test then signals the process) or calls exit(). The records of the last
/// lines were only in the buffer: the handler (SIGTERM, SIGINT, SIGHUP) or the exit handler
/// wrote them; the file ends at a line's end, its last record the override's hitTest visit.
@Suite("Trace files at a kill or an exit", .serialized)
struct TraceKillTests {
  /// One folder, one compile (the cache is shared) for every case.
  struct Fixture {
    let folder: String
    let code: String
    let marker: String

    init() throws {
      folder = try CrashTests.folder()
      code = folder + "/Ending.swift"
      marker = folder + "/looping"
      let swift = """
        import Foundation
        import UIKit
        class LoopView: UIView {
          override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            FileManager.default.createFile(atPath: "\(marker)", contents: nil)
            while true { usleep(1000) }
          }
        }
        class ExitView: UIView {
          override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { exit(3) }
        }
        """
      try Data(swift.utf8).write(to: URL(fileURLWithPath: code))
    }

    /// A layout of `last` (a view of `className`) behind the plain view, in front, so that a tap
    /// on the plain view never asks `last`'s override; 300 taps on the plain view, then one on
    /// `last`. The layout's and the script's paths.
    func files(endingOn last: String, className: String, named name: String) throws -> (String, String) {
      let layout = folder + "/\(name)-layout.yaml"
      let yaml = """
        screen: {width: 200, height: 120}
        windows:
          - id: main
            views:
              - {id: \(last), class: \(className), frame: [70, 10, 50, 50]}
              - {id: plain, frame: [10, 10, 50, 50]}
        """
      try Data(yaml.utf8).write(to: URL(fileURLWithPath: layout))
      let script = folder + "/\(name).yaml"
      let steps = String(repeating: "  - tap: plain\n", count: 300) + "  - tap: \(last)\n"
      try Data("steps:\n\(steps)".utf8).write(to: URL(fileURLWithPath: script))
      return (layout, script)
    }

    func arguments(_ files: (layout: String, script: String), traces: String) -> [String] {
      [
        "/usr/bin/env", "TOUCHLAB_CACHE_DIR=\(folder)/cache", E2E.binary, "run", files.layout, files.script,
        "--code", code, "--trace-dir", traces,
      ]
    }
  }

  static let fixture = Result { try Fixture() }

  /// The partial trace: every record there, 1, 2, 3…, the plain taps' 300 sequences whole, the
  /// last record the visit of `view`'s override.
  static func expectEveryRecord(in path: String, lastVisiting view: String, className: String) throws {
    let trace = try CrashTrace(contentsOf: path)
    #expect(trace.hasHeader && !trace.hasEnd)
    #expect(trace.idsAreConsecutive)
    #expect(trace.count(of: "sequenceEnd") == 300)
    #expect(trace.last["kind"] as? String == "hitTestVisit")
    #expect(trace.last["view"] as? String == view)
    #expect(trace.last["className"] as? String == className)
    // More than one buffer: the handler wrote the end of a file the stream had been writing.
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    #expect(size > 2 << 16)
  }

  @Test(
    "Killed in the middle of a run (SIGTERM, SIGINT, SIGHUP): every record before it, ending at a line's end",
    arguments: [SIGTERM, SIGINT, SIGHUP])
  func killed(signal: Int32) throws {
    let fixture = try Self.fixture.get()
    let traces = fixture.folder + "/traces-\(signal)"
    let files = try fixture.files(endingOn: "loop", className: "LoopView", named: "loop-\(signal)")
    try? FileManager.default.removeItem(atPath: fixture.marker)
    let run = SignalledRun(fixture.arguments(files, traces: traces), marker: fixture.marker, timeout: 180)
    try #require(run.pid > 0, "the binary did not start")
    try #require(run.started, "the loop never started")
    let status = run.signal(signal)
    #expect(status & 0x7F == signal)
    let partial = traces + "/.loop-\(signal).jsonl.partial"
    #expect(try FileManager.default.contentsOfDirectory(atPath: traces) == [".loop-\(signal).jsonl.partial"])
    try Self.expectEveryRecord(in: partial, lastVisiting: "loop", className: "LoopView")
  }

  @Test("exit() in an override in the middle of a run: the exit handler writes the buffer's records")
  func exited() throws {
    let fixture = try Self.fixture.get()
    let traces = fixture.folder + "/traces-exit"
    let files = try fixture.files(endingOn: "quit", className: "ExitView", named: "quit")
    let result = try E2E.run("/usr/bin/env", fixture.arguments(files, traces: traces))
    #expect(result.status == 3, "\(result.errors)")
    try Self.expectEveryRecord(
      in: traces + "/.quit.jsonl.partial", lastVisiting: "quit", className: "ExitView")
  }
}
