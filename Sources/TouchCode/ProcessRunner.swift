import Foundation

/// Runs a program to its end and collects what it wrote (standard output and error together,
/// in the order written, as a person at a terminal would see them).
struct ProcessRunner: Sendable {
  struct Result {
    var status: Int32
    var output: String
  }

  /// Runs `program` with `arguments`, with `environment` added to this process's; tests give
  /// one that fails on cue (a linker out of space) without filling a disk.
  var execute:
    @Sendable (_ program: String, _ arguments: [String], _ environment: [String: String]) throws -> Result

  /// The operating system's.
  static let system = ProcessRunner { program, arguments, environment in
    try run(program, arguments, environment: environment)
  }

  static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws
    -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    // An empty XDG variable means unset (the XDG Base Directory specification), but not to
    // every program: swiftc took an empty XDG_CACHE_HOME for a relative path and made
    // `clang/ModuleCache` in the current folder. The child gets it unset.
    var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    for (name, value) in variables where name.hasPrefix("XDG_") && value.isEmpty {
      variables[name] = nil
    }
    process.environment = variables
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
