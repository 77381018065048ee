import Foundation
import TouchKit

/// The entry of a notice: an API the person's code used that TouchLab accepts but cannot honour
/// (TouchKit's Notices/; TraceStep+Entry.swift routes to it). In the category of what the
/// person's code did (with its output), and a warning, so the log pane shows it in the warning
/// colour under every filter.
extension TraceEntry {
  static func notice(_ api: String, _ message: String) -> TraceEntry {
    TraceEntry(
      .notice, .code, ["api": .string(api), "message": .string(message)], "notice: \(message)",
      emphasis: .warning)
  }
}
