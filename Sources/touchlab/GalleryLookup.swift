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

  /// The gallery offered with the layout at `path` (the layout picker, `n` and `p`), and the
  /// layout's place in it, the first of:
  /// 1. the gallery (``folder()``: `$TOUCHLAB_LAYOUTS`, `./Layouts`, the package's `Layouts/`),
  ///    when the layout is one of its files;
  /// 2. the folder the layout is in, when that folder is called `Layouts`;
  /// 3. a `Layouts` folder beside the layout (in the folder it is in), the layout not in it;
  /// 4. the gallery, the layout not in it.
  /// Nil when there is no folder at all.
  static func gallery(around path: String) -> (Gallery, index: Int?)? {
    let usual = gallery()
    if let usual, let index = usual.index(ofFileAt: path) { return (usual, index) }
    let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    if folder.lastPathComponent == "Layouts" {
      let own = Gallery(folder: folder.path)
      if let index = own.index(ofFileAt: path) { return (own, index) }
    }
    let beside = folder.appendingPathComponent("Layouts").path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: beside, isDirectory: &isDirectory), isDirectory.boolValue {
      return (Gallery(folder: beside), nil)
    }
    return usual.map { ($0, nil) }
  }

  /// The file `argument` names: itself when a file (or directory, which the loader reports)
  /// is there, or `-` (standard input, which the loader reads); else the gallery scenario of
  /// that name. Neither: prints why and exits with 2.
  static func path(for argument: String) throws -> String {
    if argument == "-" || FileManager.default.fileExists(atPath: argument) { return argument }
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
