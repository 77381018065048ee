import Foundation
import Testing

/// A JSON Lines trace a crash left behind (`.NAME.partial`), read for the crash tests.
struct CrashTrace {
  /// The record lines, parsed (the header, summary lines and a missing end line left out).
  var records: [[String: Any]]
  /// Whether the first line is the format's header.
  var hasHeader: Bool
  /// Whether the file has the `end` line a complete trace ends with.
  var hasEnd: Bool

  init(contentsOf path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasSuffix("\n"), "the partial file ends in the middle of a line")
    let lines = try text.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    hasHeader = lines.first?["format"] as? String == "touchlab-trace-lines"
    hasEnd = lines.contains { $0["end"] != nil }
    records = lines.filter { $0["kind"] != nil }
  }

  /// Whether the ids run 1, 2, 3… with none missing: every record up to the crash is there.
  var idsAreConsecutive: Bool {
    records.enumerated().allSatisfy { index, record in record["id"] as? Int == index + 1 }
  }

  func count(of kind: String) -> Int { records.count { $0["kind"] as? String == kind } }

  /// The last record: what the engine recorded just before it called the override that crashed.
  var last: [String: Any] { records.last ?? [:] }
}
