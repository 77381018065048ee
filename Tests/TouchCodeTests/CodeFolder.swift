import Foundation

@testable import TouchCode

/// A temporary folder of a person's code for one test, with an environment whose cache is its
/// own (so "compiled" and "cached" mean this test's compiles) and whose compiler and modules are
/// this build's.
struct CodeFolder {
  let path: String
  let environment: CodeEnvironment

  init() throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("touchcode-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let current = CodeEnvironment.current
    environment = CodeEnvironment(
      compiler: current.compiler, modules: current.modules, cache: path + "/cache",
      configuration: path + "/config", packageRoot: nil)
  }

  /// Writes `text` to `name` in the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  func files(_ names: String...) throws -> CodeFiles {
    try CodeFiles.read(names.map { path + "/" + $0 }).get()
  }
}
