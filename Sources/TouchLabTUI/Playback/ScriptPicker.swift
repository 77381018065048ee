import Foundation

/// The scripts `o` offers to play: the recordings (`r` writes them) and the example scripts, found
/// when the picker opens, as a value the side pane draws.
public struct ScriptPicker: Equatable, Sendable {
  /// The scripts, as paths, in the order the pane numbers them (1–9).
  public var paths: [String]
  /// The paths as the pane shows them: relative to the working directory when inside it.
  /// Worked out when the session lists the scripts, so that drawing reads no file system.
  public var names: [String]
  /// Whether the chosen script plays one step per press of space (`s` toggles it).
  public var stepping = false

  public init(paths: [String], stepping: Bool = false, workingDirectory: String? = nil) {
    self.paths = paths
    self.stepping = stepping
    let folder = workingDirectory.map { $0 + "/" }
    names = paths.map { path in
      guard let folder, path.hasPrefix(folder) else { return path }
      return String(path.dropFirst(folder.count))
    }
  }

  /// How many scripts the picker numbers: one key each.
  public static let capacity = 9

  /// The `.yaml` files in `folders` that are scripts by name (`recording-N.yaml`) or by place
  /// (anything in a `Scripts` folder): the recordings first, newest (highest N) first, then the
  /// rest by name; at most ``capacity``. Folders that do not exist are skipped.
  static func find(in folders: [String]) -> [String] {
    var recordings: [(Int, String)] = []
    var others: [String] = []
    var seen = Set<String>()
    for folder in folders {
      let url = URL(fileURLWithPath: folder).standardizedFileURL
      guard seen.insert(url.path).inserted,
        let names = try? FileManager.default.contentsOfDirectory(atPath: url.path)
      else { continue }
      for name in names.sorted() where name.hasSuffix(".yaml") {
        let path = url.appendingPathComponent(name).path
        if let number = recordingNumber(name) {
          recordings.append((number, path))
        } else if url.lastPathComponent == "Scripts" {
          others.append(path)
        }
      }
    }
    let newestFirst = recordings.sorted { $0.0 > $1.0 }.map(\.1)
    return Array((newestFirst + others).prefix(capacity))
  }

  /// N of `recording-N.yaml`.
  private static func recordingNumber(_ name: String) -> Int? {
    guard name.hasPrefix("recording-") else { return nil }
    return Int(name.dropFirst("recording-".count).dropLast(".yaml".count))
  }
}
