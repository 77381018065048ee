import Foundation

/// Runs the built `touchlab` binary, as a user would from a shell.
struct TouchlabProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The binary next to the test bundle (SwiftPM puts products and tests in one folder).
  static var executable: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    let sibling = bundle.deletingLastPathComponent().appendingPathComponent("touchlab")
    if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
    return packageRoot.appendingPathComponent(".build/debug/touchlab")
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
      .path
  }

  /// Runs the binary with `arguments`; `environment` entries are added to the test's own.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.currentDirectoryURL = packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Both pipes are drained at once: read one to its end first and a child that fills the
    // other's 64 KiB buffer blocks on its write while this waits for the first: a hang.
    let stderr = Drained(err.fileHandleForReading)
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr.wait(), as: UTF8.self))
  }

  /// A pipe read to its end on a thread of its own.
  final class Drained: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        data = handle.readDataToEndOfFile()
        done.signal()
      }
    }

    /// Everything the pipe carried; the semaphore orders the thread's write before this read.
    func wait() -> Data {
      done.wait()
      return data
    }
  }
}
