import Foundation

/// Runs a program to its end and collects what it wrote (standard output and error together,
/// in the order written, as a person at a terminal would see them).
enum ProcessRunner {
  struct Result {
    var status: Int32
    var output: String
  }

  static func run(_ program: String, _ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read before waiting: a compiler with many errors fills the pipe and would block.
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
