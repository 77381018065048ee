import Foundation
import Testing

/// Runs the built `touchlab` binary on hostile input, as ``TouchlabProcess`` does, but with
/// standard input from `input` and a watchdog: an input that once hung the process must fail
/// its test, not hang the suite. The bound is generous and no test measures time with it.
enum HostileProcess {
  /// How long a run may take before it is killed and the test fails.
  static let patience: TimeInterval = 120

  static func run(_ arguments: [String], input: Data = Data()) throws -> TouchlabProcess.Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-hostile-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Files, not pipes: the output of a run that is killed is still there to read.
    let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
    try input.write(to: paths[0])
    for path in paths.dropFirst() { try Data().write(to: path) }
    let process = Process()
    process.executableURL = TouchlabProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = TouchlabProcess.packageRoot
    process.standardInput = try FileHandle(forReadingFrom: paths[0])
    process.standardOutput = try FileHandle(forWritingTo: paths[1])
    process.standardError = try FileHandle(forWritingTo: paths[2])
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    if done.wait(timeout: .now() + patience) == .timedOut {
      process.terminate()
      done.wait()
      Issue.record("touchlab \(arguments.joined(separator: " ")) did not end within \(Int(patience)) s")
    }
    let read = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
    return TouchlabProcess.Result(
      status: process.terminationStatus, stdout: read(paths[1]), stderr: read(paths[2]))
  }

  /// A hostile fixture's path (Fixtures/hostile).
  static func fixture(_ name: String) -> String {
    TouchlabProcess.fixture("hostile/\(name)")
  }

  /// Characters that must never reach a terminal raw (TerminalSafety's table, line feed aside):
  /// ESC, BEL, C1 controls such as the 8-bit CSI U+009B, bidi overrides such as U+202E.
  static func unsafeScalars(_ text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      guard scalar != "\n" else { return false }
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200B...0x200F, 0x202A...0x202E,
        0x2060...0x2064,
        0x2066...0x2069, 0xFEFF:
        return true
      default: return false
      }
    }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }
}
