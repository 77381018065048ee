import Foundation
import Testing

/// Nothing a layout says reaches the terminal raw (issue 16, "Raw bytes to the terminal";
/// docs/reliability.md): ids, texts, actions, a title and a file name holding OSC 52 (a
/// clipboard write), a CSI, the 8-bit CSI U+009B and U+202E, through every format, every
/// trace file `run --trace-dir` writes, `check`'s ok line and every command's load errors.
@Suite("Hostile output")
struct HostileOutputTests {
  static let hostile = HostileProcess.fixture("hostile.yaml")
  static let broken = HostileProcess.fixture("hostile-broken.yaml")
  /// The trace formats, every one of which the commands that write traces take.
  static let formats = ["text", "json", "jsonl", "markdown", "mermaid"]

  static func expectSafe(_ text: String, _ what: String) {
    #expect(HostileProcess.unsafeScalars(text).isEmpty, "\(what): \(HostileProcess.unsafeScalars(text))")
  }

  @Test("trace in every format: no raw control or bidi character", arguments: formats)
  func traceFormats(format: String) throws {
    let result = try HostileProcess.run(["trace", Self.hostile, "--tap", "100,150", "--format", format])
    #expect(result.status == 0, "\(result.stderr)")
    Self.expectSafe(result.stdout + result.stderr, "trace --format \(format)")
    #expect(result.stdout.contains("aGVsbG8="), "the id is still there, made harmless")
  }

  @Test("run --trace-dir: every trace file, in every format, and the summary and --trace text")
  func traceDirectory() throws {
    for format in Self.formats {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-traces-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      let result = try HostileProcess.run([
        "run", Self.hostile, HostileProcess.fixture("tap.yaml"), "--trace-dir", folder.path, "--trace-format",
        format, "--trace",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      Self.expectSafe(result.stdout + result.stderr, "run --trace (\(format))")
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(files.count == 1)
      for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        Self.expectSafe(text, "\(file)")
      }
    }
  }

  @Test(
    "Every command prints a layout's load errors sanitized",
    arguments: [
      ["check"], ["trace", "--tap", "1,1"], ["describe"], ["query", "#x"], ["render"], ["run"],
    ])
  func loadErrors(command: [String]) throws {
    var arguments = [command[0], Self.broken] + command.dropFirst()
    if command == ["run"] { arguments.append(HostileProcess.fixture("tap.yaml")) }
    let result = try HostileProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains("hostile-broken.yaml:6:9:"), "\(result.stderr)")
    Self.expectSafe(result.stdout + result.stderr, "\(command[0])")
  }

  @Test("check's ok line and its errors name a hostile file name sanitized")
  func hostileFileName() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-names-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = folder.appendingPathComponent("x\u{1B}]52;c;aGk=\u{7}\u{9B}\u{202E}.yaml")
    try FileManager.default.copyItem(atPath: Self.hostile, toPath: name.path)
    let ok = try HostileProcess.run(["check", name.path])
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(ok.stdout.contains(": ok ("))
    Self.expectSafe(ok.stdout + ok.stderr, "check ok")
    let bad = name.deletingLastPathComponent().appendingPathComponent("y\u{1B}[2J\u{202E}.yaml")
    try FileManager.default.copyItem(atPath: Self.broken, toPath: bad.path)
    let failed = try HostileProcess.run(["check", bad.path])
    #expect(failed.status == 2)
    Self.expectSafe(failed.stdout + failed.stderr, "check errors")
  }
}
