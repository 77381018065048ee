import Foundation
import Testing

/// Writing under a file size limit (`ulimit -f`, RLIMIT_FSIZE), as on a small quota (issue 16
/// #5): the process is not killed by SIGXFSZ mid-write; the write fails, the message says so,
/// the previous file is untouched and no temporary file is left.
@Suite struct FileSizeLimitTests {
  /// Runs the binary with `arguments` under `ulimit -f 1` (512 or 1024 bytes, by shell).
  static func runLimited(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      ["-c", "ulimit -f 1 && exec \"$0\" \"$@\"", TouchlabProcess.executable.path] + arguments
    process.currentDirectoryURL = TouchlabProcess.packageRoot
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }

  @Test("render --output past the limit: exit 2, 'File too large', the old file whole, nothing left over")
  func renderPastTheLimit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-fsize-\(UUID().uuidString)"
    )
    .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = folder + "/picture.svg"
    try "old".write(toFile: output, atomically: false, encoding: .utf8)
    let result = try Self.runLimited(["render", "Layouts/default.yaml", "--svg", "--output", output])
    #expect(result.status == 2)
    #expect(result.stderr == "touchlab: cannot write \(output): File too large\n")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "old")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["picture.svg"])
  }

  @Test("run --junit past the limit: the same")
  func junitPastTheLimit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-fsize-\(UUID().uuidString)"
    )
    .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = folder + "/report.xml"
    let result = try Self.runLimited([
      "run", "Layouts/default.yaml", "Scripts/checkout.yaml", "--junit", report, "--trace-dir",
      folder + "/traces",
    ])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("File too large"))
    #expect(!FileManager.default.fileExists(atPath: report))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder + "/traces")
    #expect(left.allSatisfy { !$0.hasPrefix(".") }, "\(left)")
  }
}
