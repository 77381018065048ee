import Foundation
import Testing
import TouchLayout
import TouchScript

@testable import touchlab

/// `touchlab run`'s progress line (``Progress``), written to an injected writer instead of a
/// terminal: how often it is written, what it says, and that it is erased.
@Suite("touchlab run progress")
struct ProgressTests {
  /// A script of `count` steps named `source` (what the steps do does not matter here).
  static func script(_ count: Int, source: String = "long.yaml") -> Script {
    Script(source: source, steps: Array(repeating: Script.Step(action: .wait(0), name: "wait"), count: count))
  }

  /// Everything a progress writes while a script of `total` steps runs, write by write.
  static func writes(_ total: Int, source: String = "long.yaml") -> [String] {
    var written: [String] = []
    let progress = Progress { written.append($0) }
    let report = progress.reporter(for: script(total, source: source))
    for step in 1...total { report(step) }
    return written
  }

  @Test(
    "At most about a hundred lines per script, however long: the first step, every hundredth, the last",
    arguments: [1, 2, 99, 100, 101, 150, 199, 200, 201, 999, 10_000, 123_457])
  func throttled(total: Int) {
    let written = Self.writes(total)
    #expect(written.count <= Progress.updatesPerScript + 2)
    // Enough to see it move: never fewer than half as many.
    #expect(written.count >= min(total, Progress.updatesPerScript / 2))
    #expect(written.first == "\r\u{1B}[2Klong.yaml: step 1/\(total)")
    #expect(written.last == "\r\u{1B}[2Klong.yaml: step \(total)/\(total)")
    // Each write rewrites the line in place: return, erase, the text, no newline.
    #expect(written.allSatisfy { $0.hasPrefix("\r\u{1B}[2K") && !$0.contains("\n") })
  }

  @Test("A short script shows every step")
  func shortScripts() {
    #expect(
      Self.writes(3) == [
        "\r\u{1B}[2Klong.yaml: step 1/3", "\r\u{1B}[2Klong.yaml: step 2/3", "\r\u{1B}[2Klong.yaml: step 3/3",
      ])
  }

  @Test("10,000 steps: step 1, then every 100th")
  func tenThousand() {
    let steps = Self.writes(10_000).map {
      $0.replacingOccurrences(of: "\r\u{1B}[2Klong.yaml: step ", with: "")
    }
    #expect(steps == ["1/10000"] + stride(from: 100, through: 10_000, by: 100).map { "\($0)/10000" })
  }

  @Test("clear erases the line once something was shown, and writes nothing otherwise")
  func clear() {
    var written: [String] = []
    let progress = Progress { written.append($0) }
    progress.clear()
    #expect(written.isEmpty)
    progress.reporter(for: Self.script(2))(1)
    progress.clear()
    #expect(written.last == "\r\u{1B}[2K")
    progress.clear()
    #expect(written.count == 2)
  }

  @Test("A script's name is sanitized before it reaches the terminal")
  func sanitizedName() {
    let written = Self.writes(1, source: "evil\u{1B}]0;title\u{07}.yaml")
    #expect(written.count == 1)
    #expect(!(written.first?.dropFirst(5).contains("\u{1B}") ?? true))
  }

  @Test("With stderr a pipe (not a terminal), a long run shows no progress at all")
  func noProgressThroughAPipe() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("long.yaml").path
    try ("steps:\n" + String(repeating: "  - tap: save\n", count: 2_000)).write(
      toFile: path, atomically: true, encoding: .utf8)
    let result = try TouchlabProcess.run(["run", "Layouts/default.yaml", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "\(path): 2000 steps, 0 expectations, all hold\n")
    #expect(result.stderr.isEmpty)
  }
}
