import Foundation

/// The Swift compiler that compiles a person's code, and what it says of itself.
///
/// It must be the compiler that built this TouchLab: a module compiled by one Swift cannot be
/// imported by another, and the library bakes in the engine's field offsets. Its version is
/// part of the cache key for that reason.
enum Toolchain {
  /// `swiftc` in the folders of `path` (a `$PATH`), else, on macOS, Xcode's.
  static func findCompiler(path: String) -> String? {
    for folder in path.split(separator: ":") {
      let candidate = String(folder) + "/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    #if os(macOS)
      if let found = try? ProcessRunner.run("/usr/bin/xcrun", ["--find", "swiftc"]), found.status == 0 {
        let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
      }
    #endif
    return nil
  }

  /// `swiftc --version`'s first line (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`).
  static func version(of compiler: String) -> String? {
    guard let result = try? ProcessRunner.run(compiler, ["--version"]), result.status == 0 else { return nil }
    return result.output.split(separator: "\n").first.map(String.init)
  }
}
