import ArgumentParser
import Foundation
import TouchLayout

/// What a layout argument names: a file, or a scenario of the gallery (`Layouts/`), so that
/// `touchlab outside-bounds`, `touchlab 3` and `touchlab Layouts/03-outside-bounds.yaml` open
/// the same layout, and so do `check` and `trace` with those arguments.
enum GalleryLookup {
  /// The gallery's folder: the first of ``LayoutFile/candidateFolders()`` that exists, the
  /// folder the default layout is found in when it has one (so `TOUCHLAB_LAYOUTS` pointing at a
  /// folder of scenarios is that folder's gallery, default layout or not).
  static func folder() -> String? {
    LayoutFile.candidateFolders().first { folder in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
  }

  /// The gallery, or nil when no folder is found.
  static func gallery() -> Gallery? {
    folder().map { Gallery(folder: $0) }
  }

  /// The file `argument` names: itself when a file (or directory, which the loader reports)
  /// is there, else the gallery scenario of that name. Neither: prints why and exits with 2.
  static func path(for argument: String) throws -> String {
    if FileManager.default.fileExists(atPath: argument) { return argument }
    let gallery = gallery()
    if let entry = gallery?.entry(named: argument) { return relative(entry.path) }
    let hint = gallery?.suggestion(for: argument).map { "; did you mean '\($0)'?" } ?? ""
    printError(
      "touchlab: no layout file or gallery scenario named '\(argument)'\(hint)\n"
        + "Run `touchlab list` to see the gallery.")
    throw ExitCode(2)
  }

  /// Like ``path(for:)``, but printing nothing: nil when `argument` names no file or scenario.
  static func quietPath(for argument: String) -> String? {
    if FileManager.default.fileExists(atPath: argument) { return argument }
    return gallery()?.entry(named: argument).map { relative($0.path) }
  }

  /// `path` relative to the working directory when it is inside it: what messages print.
  static func relative(_ path: String) -> String {
    let here = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
  }
}
