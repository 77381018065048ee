import Foundation

/// What says a file changed without reading it: its modification time and size.
public struct FileStamp: Equatable, Sendable {
  public var modified: Date
  public var size: UInt64

  public init(modified: Date, size: UInt64) {
    self.modified = modified
    self.size = size
  }

  /// The stamp of the file at `path`, or nil when there is none (an editor saving by rename
  /// may leave no file for a moment).
  public static func read(_ path: String) -> FileStamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let modified = attributes[.modificationDate] as? Date,
      let size = (attributes[.size] as? NSNumber)?.uint64Value
    else { return nil }
    return FileStamp(modified: modified, size: size)
  }
}

/// The open layout's files, looked at from the app loop's wake-ups: the layout and the Swift
/// code it runs (`--code`, `code:`). A change of a file's stamp (saved in an editor) reloads
/// them. In the terminal, the system's change signal (``FileChangeSignal``: inotify, kqueue)
/// wakes the loop on a save and makes the look due at once (``Session/lookAtFilesNow()``); the
/// periodic look stays for what the signal misses (no watch on this system, a file system that
/// does not report), on the loop's own wake-ups, so a loop with nothing due still sleeps.
struct LayoutWatch: Equatable {
  /// How often the files are looked at without a signal. UNSOURCED: soon enough that a save
  /// shows at once to a person switching from the editor, rare enough to cost nothing. With
  /// the signal a save is seen in milliseconds (docs/performance.md, "Issue 42: hot reload").
  static let interval: TimeInterval = 0.5

  /// The layout's file, first, then its code files.
  var paths: [String]
  /// The stamps last seen, one per path (nil: no file then).
  var stamps: [FileStamp?]
  /// When the files are looked at next, on the session's clock.
  var nextCheck: TimeInterval
  /// The file whose change was seen last: what a reload names.
  var lastChanged: String?

  init(paths: [String], nextCheck: TimeInterval, stat: (String) -> FileStamp?) {
    self.paths = paths
    stamps = paths.map(stat)
    self.nextCheck = nextCheck
  }

  /// The layout's file.
  var path: String { paths.first ?? "" }

  /// Whether a file changed since they were last looked at, looking only when a check is due.
  /// A file that is missing is not a change: the next save brings it back.
  mutating func changed(now: TimeInterval, stat: (String) -> FileStamp?) -> Bool {
    guard now >= nextCheck else { return false }
    nextCheck = now + Self.interval
    var changed = false
    for (index, path) in paths.enumerated() {
      guard let current = stat(path), current != stamps[index] else { continue }
      stamps[index] = current
      lastChanged = path
      changed = true
    }
    return changed
  }
}
