import Foundation
import TouchFoundation
import TouchLayout

/// The Swift files a person names with `--code` or `code:`: files, or folders whose `.swift`
/// files (at any depth) are all taken. Each is read as every file TouchLab reads is: a regular
/// file, bounded in size (``SourceFileReader``).
public struct CodeFiles: Equatable, Sendable {
  /// One file: its path as resolved, and its text.
  public struct File: Equatable, Sendable {
    public var path: String
    public var text: String
  }

  /// Sorted by path, each once: the same files in any order compile to the same library.
  public private(set) var files: [File]
  /// The layout's `make:` expressions (``LayoutCode/Expression``): code too, compiled into the
  /// library's entry point, hashed and consented to with the files.
  public var expressions: [LayoutCode.Expression] = []

  /// These files with the text of the one at `index` replaced, its path kept: how the passes
  /// before the compile (``ConditionalCompilation``, ``ExtensionOverrides``) hand on the text
  /// they made.
  mutating func replaceText(at index: Int, with text: String) {
    files[index].text = text
  }

  /// The largest code file read, in bytes: a Swift file of a view is a few kilobytes.
  public static let maximumFileBytes = 1 << 20
  /// The most code files, and bytes of them in all, one load reads. A layout's `code:` is
  /// read before anyone is asked about it, so a hostile one (`code: /`, a folder of large
  /// files, one path two thousand times) must not cost more than this. UNSOURCED: chosen, far
  /// over a real view's code (a few files of a few kilobytes).
  public static let maximumFiles = 1_000
  public static let maximumTotalBytes = 16 << 20
  /// The most entries (files and folders, hidden and build folders aside) the walks of one
  /// load's folders look at in all before they stop: `code: /` walked the whole disk, and
  /// once for each time it was named. UNSOURCED: chosen.
  public static let maximumFolderEntries = 100_000

  /// Reads the files `paths` name. A folder contributes its `.swift` files; a folder with none,
  /// a missing path or an unreadable file is a problem named by its path.
  /// Each path is expanded once, however often it is named; past ``maximumFiles`` or
  /// ``maximumTotalBytes`` reading stops with a problem.
  public static func read(_ paths: [String]) -> Result<CodeFiles, CodeFailure> {
    read(paths, limits: (maximumFiles, maximumTotalBytes, maximumFolderEntries))
  }

  /// ``read(_:)`` within `limits` (the tests' are small).
  static func read(_ paths: [String], limits: (files: Int, bytes: Int, entries: Int)) -> Result<
    CodeFiles, CodeFailure
  > {
    var problems: [CodeDiagnostic] = []
    var found: [String: File] = [:]
    var expanded = Set<String>()
    var bytes = 0
    var entries = limits.entries
    reading: for path in paths
    where expanded.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
      let files = expand(path, entries: &entries, problems: &problems)
      if entries < 0 {
        problems.append(
          CodeDiagnostic(
            file: path,
            message:
              "the code's folders hold over \(limits.entries) files and folders in all; "
              + "name the folder of the view's code"))
        break reading
      }
      for file in files where found[file] == nil {
        do {
          let text = try SourceFileReader.read(file, limit: maximumFileBytes)
          bytes += text.utf8.count
          found[file] = File(path: file, text: text)
        } catch {
          problems += error.diagnostics.map { CodeDiagnostic($0) }
        }
        if found.count > limits.files || bytes > limits.bytes {
          let most = "\(limits.files) files or \(limits.bytes) bytes"
          problems.append(
            CodeDiagnostic(file: path, message: "over \(most) of code in all; name only the view's code"))
          break reading
        }
      }
    }
    guard problems.isEmpty else { return .failure(CodeFailure("the code files cannot be read", problems)) }
    return .success(CodeFiles(files: found.keys.sorted().compactMap { found[$0] }))
  }

  /// These files and `other`'s, each path once, sorted: code given with `--code` and code a
  /// layout names, compiled together as they were read (and, for the layout's, consented to).
  public func merged(with other: CodeFiles) -> CodeFiles {
    var byPath: [String: File] = [:]
    for file in files + other.files where byPath[file.path] == nil { byPath[file.path] = file }
    return CodeFiles(
      files: byPath.keys.sorted().compactMap { byPath[$0] }, expressions: expressions + other.expressions)
  }

  /// The files `path` stands for: itself, or a folder's Swift files (hidden folders and build
  /// folders skipped).
  private static func expand(_ path: String, entries: inout Int, problems: inout [CodeDiagnostic])
    -> [String]
  {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: standardized, isDirectory: &isFolder) else {
      problems.append(CodeDiagnostic(file: path, message: "no such file or folder"))
      return []
    }
    guard isFolder.boolValue else { return [standardized] }
    guard let swiftFiles = swiftFiles(in: standardized, entries: &entries) else { return [] }
    if swiftFiles.isEmpty {
      problems.append(CodeDiagnostic(file: path, message: "the folder has no .swift files"))
    }
    return swiftFiles
  }

  /// The folder's Swift files, sorted; nil once it has looked at `entries` more entries.
  private static func swiftFiles(in folder: String, entries: inout Int) -> [String]? {
    let url = URL(fileURLWithPath: folder)
    guard
      let walk = FileManager.default.enumerator(
        at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [String] = []
    for case let item as URL in walk {
      entries -= 1
      if entries < 0 { return nil }
      if item.lastPathComponent == ".build" {
        walk.skipDescendants()
      } else if item.pathExtension == "swift" {
        files.append(item.standardizedFileURL.path)
      }
    }
    return files.sorted()
  }
}
