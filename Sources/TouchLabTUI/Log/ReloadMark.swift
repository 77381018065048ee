import Foundation

/// Where the open layout was reloaded, as a line of the log pane: `── reloaded default.yaml at
/// 14:03:12 ──`. A reload keeps the trace the pane shows (it is what the person was reading
/// when they changed the file) and marks the moment, so the lines above it are the old file's
/// and the next touch's lines come after it. Not a trace record: it is the explorer's news,
/// not the engine's, and no export shows it.
public struct ReloadMark: Equatable, Sendable {
  /// The index of the first record after the reload in its sequence's trace (the record
  /// count when the reload came after the last).
  public var before: Int
  public var text: String

  public init(before: Int, text: String) {
    self.before = before
    self.text = text
  }

  /// The line for `file` reloaded at `time`, in the local time of day: the person saved the
  /// file a moment ago and reads the clock of their editor. The file name is the layout's,
  /// which could hold anything, so it is sanitized.
  public static func text(file: String, at time: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "HH:mm:ss"
    return "── reloaded \(Sanitizer.sanitize(file)) at \(formatter.string(from: time)) ──"
  }
}
