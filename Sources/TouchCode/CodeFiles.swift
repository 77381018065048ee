import Foundation
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

  /// The largest code file read, in bytes: a Swift file of a view is a few kilobytes.
  public static let maximumFileBytes = 1 << 20

  /// Reads the files `paths` name. A folder contributes its `.swift` files; a folder with none,
  /// a missing path or an unreadable file is a problem named by its path.
  public static func read(_ paths: [String]) -> Result<CodeFiles, CodeFailure> {
    var problems: [CodeDiagnostic] = []
    var found: [String: File] = [:]
    for path in paths {
      for file in expand(path, problems: &problems) where found[file] == nil {
        do {
          found[file] = File(path: file, text: try SourceFileReader.read(file, limit: maximumFileBytes))
        } catch {
          problems += error.diagnostics.map { CodeDiagnostic($0) }
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
    return CodeFiles(files: byPath.keys.sorted().compactMap { byPath[$0] })
  }

  /// The files `path` stands for: itself, or a folder's Swift files (hidden folders and build
  /// folders skipped).
  private static func expand(_ path: String, problems: inout [CodeDiagnostic]) -> [String] {
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: standardized, isDirectory: &isFolder) else {
      problems.append(CodeDiagnostic(file: path, message: "no such file or folder"))
      return []
    }
    guard isFolder.boolValue else { return [standardized] }
    let swiftFiles = swiftFiles(in: standardized)
    if swiftFiles.isEmpty {
      problems.append(CodeDiagnostic(file: path, message: "the folder has no .swift files"))
    }
    return swiftFiles
  }

  private static func swiftFiles(in folder: String) -> [String] {
    let url = URL(fileURLWithPath: folder)
    guard
      let walk = FileManager.default.enumerator(
        at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [String] = []
    for case let item as URL in walk {
      if item.lastPathComponent == ".build" {
        walk.skipDescendants()
      } else if item.pathExtension == "swift" {
        files.append(item.standardizedFileURL.path)
      }
    }
    return files.sorted()
  }
}
