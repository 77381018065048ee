import ArgumentParser
import CustomViews
import Foundation
import TouchLayout

/// Finds and loads the layout a command names, the same way for every command.
enum LayoutFile {
  /// The layout opened when none is named.
  static let defaultName = "default.yaml"

  /// Loads `path`, or the default layout when nil, with the standard view classes and a
  /// person's own (`ViewClassRegistry.custom`, Sources/CustomViews). On failure prints every
  /// diagnostic to stderr and exits with status 2.
  static func load(_ path: String?) throws -> Layout {
    let resolved = try path ?? locateDefault()
    do {
      return try LayoutLoader.load(contentsOf: resolved, registry: .custom)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
  }

  /// `Layouts/default.yaml`, looked for in `$TOUCHLAB_LAYOUTS`, the working directory, and
  /// the package the binary was built in (`.build/<config>/touchlab` → `Layouts/`).
  static func locateDefault() throws -> String {
    var folders: [String] = []
    if let custom = ProcessInfo.processInfo.environment["TOUCHLAB_LAYOUTS"] { folders.append(custom) }
    folders.append(FileManager.default.currentDirectoryPath + "/Layouts")
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      folders.append(folder.appendingPathComponent("Layouts").path)
      folder = folder.deletingLastPathComponent()
    }
    for candidate in folders.map({ $0 + "/" + defaultName })
    where FileManager.default.fileExists(atPath: candidate) {
      return candidate
    }
    printError(
      "touchlab: no layout given and \(defaultName) not found in ./Layouts or next to the binary; "
        + "pass a layout path, e.g. `touchlab Layouts/default.yaml`, or set TOUCHLAB_LAYOUTS")
    throw ExitCode(2)
  }
}

/// Writes a line to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
