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

/// The open layout's file, polled from the app loop's wake-ups: a change of its stamp (saved
/// in an editor) reloads it. Polling rather than a file-system event source: the loop wakes
/// at least every ``WakeUp/idle`` anyway, a stat costs microseconds, and it works the same on
/// every platform and for editors that save by renaming a new file over the old one.
struct LayoutWatch: Equatable {
  /// How often the file is looked at. UNSOURCED: soon enough that a save shows at once to a
  /// person switching from the editor, rare enough to cost nothing.
  static let interval: TimeInterval = 0.5

  var path: String
  /// The stamp last seen (nil: no file then).
  var stamp: FileStamp?
  /// When the file is looked at next, on the session's clock.
  var nextCheck: TimeInterval

  /// Whether the file changed since it was last looked at, looking only when a check is due.
  /// A file that is missing is not a change: the next save brings it back.
  mutating func changed(now: TimeInterval, stat: (String) -> FileStamp?) -> Bool {
    guard now >= nextCheck else { return false }
    nextCheck = now + Self.interval
    guard let current = stat(path), current != stamp else { return false }
    stamp = current
    return true
  }
}
