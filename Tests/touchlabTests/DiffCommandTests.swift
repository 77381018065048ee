import Foundation
import Testing

@testable import touchlab

/// `touchlab diff` and `touchlab run --trace-dir`, run as a user runs them.
@Suite("touchlab diff")
struct DiffCommandTests {
  let plain = TouchlabProcess.fixture("diff/overlay.yaml")
  let passThrough = TouchlabProcess.fixture("diff/overlay-pass-through.yaml")
  let tap = TouchlabProcess.fixture("diff/tap.yaml")

  @Test("Two layouts, one script: the traces part where the override changes hit testing; exit 1")
  func twoLayouts() throws {
    let result = try TouchlabProcess.run(["diff", plain, passThrough, tap, "--context", "2"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 9)
    #expect(lines[2] == "the traces part at record 7:")
    #expect(lines[5].hasPrefix("-") && lines[5].hasSuffix("overlay.hitTest((185, 20))"))
    #expect(lines[7].hasPrefix("+") && lines[7].hasSuffix("overlay.hitTest((185, 20)) [passThrough]"))
  }

  @Test("One layout, two scripts that do the same: the same traces; exit 0")
  func sameTraces() throws {
    let result = try TouchlabProcess.run(["diff", plain, tap, tap])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("the traces are the same\n"))
  }

  @Test("A script that does not load: its problems on stderr; exit 2")
  func badScript() throws {
    let result = try TouchlabProcess.run(["diff", plain, passThrough, plain])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown key 'title' in a script"))
  }

  @Test("run --trace-dir writes each script's trace in the chosen format")
  func traceDirectory() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchlab-traces-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try TouchlabProcess.run([
      "run", "Layouts/default.yaml", "Scripts/checkout.yaml", "--trace-dir", directory, "--trace-format",
      "markdown",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: directory + "/checkout.md", encoding: .utf8)
    #expect(text.hasPrefix("# Scripts/checkout.yaml on Layouts/default.yaml"))
  }
}
