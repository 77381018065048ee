import ArgumentParser
import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchOpening

/// Finds and loads the layout a command names, the same way for every command.
enum LayoutFile {
  /// The layout opened when none is named.
  static let defaultName = "default.yaml"

  /// Loads the layout `argument` names (a path, or a gallery scenario: see ``GalleryLookup``),
  /// or the default layout when nil. On failure hands every diagnostic to `report` (by default,
  /// printed to stderr) and exits with status 2.
  ///
  /// Everything that loads a layout goes through here: the commands, the claims `check` runs
  /// (each on a fresh copy) and the terminal UI's next and previous scenario. So all of them
  /// make views through the one registry the loader is given below: the standard view classes,
  /// the examples, and the person's code (`--code`, the layout's `code:`: ``CodeLoading``), and
  /// are held to the command's limits: both come from the command's `context`.
  ///
  /// Its warnings (``Layout/warnings``) go to stderr too, unless `warns` is false: for the
  /// second and later loads of one file in a command, and for the terminal UI.
  ///
  /// `asksForConsent`: whether code the layout names that nobody allowed may be asked about on
  /// the terminal (``CodeLoading/registry(forLayoutAt:text:asks:)``): `open`'s first load only.
  static func load(
    _ argument: String?, in context: LoadContext, warns: Bool = true, asksForConsent: Bool = false,
    report: (LayoutLoadError) -> Void = {
      $0.diagnostics.forEach { printError($0.description) }
    }
  ) throws -> Layout {
    let resolved = try argument.map(GalleryLookup.path(for:)) ?? defaultPath(in: context)
    do {
      if isFolder(resolved) {
        let registry = try context.code.registry(forAppFolder: resolved, asks: asksForConsent).get()
        let layout = try AppFolderLaunch.load(
          folders: [resolved] + context.code.options.files.filter(isFolder), source: resolved,
          registry: registry)
        if warns {
          for warning in layout.warnings { printError(warning.description) }
        }
        return layout
      }
      let limit = max(context.limits.maximumFileBytes, LayoutLimits.maximumDumpBytes)
      let text = try SourceFileReader.read(resolved, limit: limit)
      let registry = try context.code.registry(forLayoutAt: resolved, text: text, asks: asksForConsent).get()
      let layout = try LayoutLoader.load(
        text: text, path: resolved, registry: registry, options: context.limits)
      if warns {
        for warning in layout.warnings { printError(warning.description) }
      }
      return layout
    } catch {
      report(error)
      throw ExitCode(2)
    }
  }

  /// The layout at `path`, or its problems, printing nothing: for the terminal UI, which
  /// shows a scenario's problems on its own screen.
  /// A layout whose code nobody allowed fails with the question (``LayoutLoadError/consent``):
  /// nothing is asked on the terminal here.
  static func loaded(_ path: String, in context: LoadContext) -> Result<Layout, LayoutLoadError> {
    var problems = LayoutLoadError([Diagnostic(file: path, line: 0, column: 0, message: "no such file")])
    // Checked here, so that the lookup by gallery name never prints.
    guard FileManager.default.fileExists(atPath: path) else { return .failure(problems) }
    do {
      return .success(try load(path, in: context, warns: false) { problems = $0 })
    } catch {
      return .failure(problems)
    }
  }

  /// What a command given no layout opens: the app folder `--code` names, launched through its
  /// own delegates when its code has an app delegate (``AppFolderLaunch``), else the default
  /// layout.
  static func defaultPath(in context: LoadContext) throws -> String {
    try context.code.launchedFolder() ?? locateDefault()
  }

  /// Whether `path` is a folder: an app folder, opened by launching it.
  static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// `Layouts/default.yaml`, looked for in `$TOUCHLAB_LAYOUTS`, the working directory, and
  /// the package the binary was built in (`.build/<config>/touchlab` → `Layouts/`).
  static func locateDefault() throws -> String {
    for candidate in candidateFolders().map({ $0 + "/" + defaultName })
    where FileManager.default.fileExists(atPath: candidate) {
      return candidate
    }
    printError(
      "touchlab: no layout given and \(defaultName) not found in ./Layouts or next to the binary; "
        + "pass a layout path, e.g. `touchlab Layouts/default.yaml`, or set TOUCHLAB_LAYOUTS")
    throw ExitCode(2)
  }
}

extension LayoutFile {
  /// Where layouts are looked for, in order: `$TOUCHLAB_LAYOUTS`, `./Layouts`, and `Layouts/`
  /// in the folders above the binary (`.build/<config>/touchlab` → the package's `Layouts/`).
  static func candidateFolders() -> [String] {
    var folders: [String] = []
    if let custom = ProcessInfo.processInfo.environment["TOUCHLAB_LAYOUTS"] { folders.append(custom) }
    folders.append(FileManager.default.currentDirectoryPath + "/Layouts")
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      folders.append(folder.appendingPathComponent("Layouts").path)
      folder = folder.deletingLastPathComponent()
    }
    return folders
  }
}

/// Writes a line to standard error.
///
/// Every line goes through the one sanitizer (``TerminalSafety``), so no message (a path, an id,
/// a YAML error quoting the file) can carry escape sequences to the terminal, whoever wrote it.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((TerminalSafety.sanitizedLines(message) + "\n").utf8))
}
