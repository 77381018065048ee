import Foundation
import Testing

/// Issue 34's reproducers of numbers and names that broke the headless commands: a transform
/// of 1e307 (SIGILL on `render --tap`, a bare `inf` in `describe --format json`), a rotation of
/// 1e308, and a file name holding a line feed, which split a diagnostic in two lines.
@Suite("Hostile transforms and file names")
struct HostileTransformTests {
  /// Writes `yaml` as `name` in a fresh temporary folder and hands its path to `body`.
  private static func withLayout(
    named name: String = "layout.yaml", _ yaml: String, _ body: (String) throws -> Void
  )
    throws
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-numbers-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
    try body(path)
  }

  private static func layout(transform: String) -> String {
    "windows:\n  - id: main\n    views:\n      - {id: card, frame: [0, 0, 200, 200], transform: \(transform)}\n"
  }

  @Test(
    "transform {scale: 1e307} and {rotate: 1e308} (once SIGILL on render --tap, inf in JSON): file:line:column, exit 2",
    arguments: [
      ("{scale: 1e307}", ":4:64: scale 1e+307 is out of range"),
      ("{rotate: 1e308}", ":4:65: rotate 1e+308 is beyond ±3600 degrees"),
      ("{scale: [1, 1e307]}", ":4:64: scale 1e+307 is out of range"),
    ])
  func hugeTransform(transform: String, message: String) throws {
    try Self.withLayout(Self.layout(transform: transform)) { path in
      for arguments in [
        ["render", path, "--tap", "100,100"], ["describe", path, "--format", "json"],
        ["trace", path, "--tap", "100,100", "--format", "json"],
      ] {
        let result = try HostileProcess.run(arguments)
        #expect(result.status == 2, "\(arguments[0]): \(result.stderr)")
        #expect(result.stderr.hasPrefix(path + message), "\(arguments[0]): \(result.stderr)")
        #expect(!result.stdout.contains("inf"), "\(arguments[0])")
      }
    }
  }

  @Test("A file name with a line feed keeps each diagnostic on one line")
  func fileNameWithLineFeed() throws {
    try Self.withLayout(named: "two\nlines.yaml", "windows: 3\n") { path in
      let result = try HostileProcess.run(["check", path])
      #expect(result.status == 2)
      let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: true)
      #expect(lines.count == 1, "\(result.stderr)")
      #expect(result.stderr.contains("two\u{240A}lines.yaml:1:10: "), "\(result.stderr)")
    }
  }
}
