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

/// The open layout's files, polled from the app loop's wake-ups: the layout and the Swift code
/// it runs (`--code`, `code:`). A change of a file's stamp (saved in an editor) reloads them.
/// Polling rather than a file-system event source: the loop wakes at least every
/// ``WakeUp/idle`` anyway, a stat costs microseconds, and it works the same on every platform
/// and for editors that save by renaming a new file over the old one.
struct LayoutWatch: Equatable {
  /// How often the files are looked at. UNSOURCED: soon enough that a save shows at once to a
  /// person switching from the editor, rare enough to cost nothing. (A look every 0.1 s with
  /// the loop waking for each was measured in issue 42's hot-reload benchmark, and is not
  /// taken yet: docs/performance.md, "Issue 42: hot reload".)
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
