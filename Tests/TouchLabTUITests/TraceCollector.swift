import Foundation
import TouchKit

@testable import TouchLabTUI

/// Every record a session traces, across the pane's clearings (each new touch sequence empties
/// the recorder): ``act(_:)`` wraps each thing done to the session, so that a playback's or a
/// live session's whole trace can be compared with a headless run's.
final class TraceCollector {
  let session: Session
  private(set) var records: [TraceRecord] = []
  private var shown: [TraceRecord] = []

  init(_ session: Session) { self.session = session }

  /// Runs `body` and keeps what it traced. A clearing must come first in it (as a press's
  /// does), so each tick and each message gets its own act.
  func act(_ body: () -> Void) {
    body()
    let now = session.recorder.records
    let kept = now.count >= shown.count && Array(now.prefix(shown.count)) == shown
    records += kept ? Array(now[shown.count...]) : now
    shown = now
  }

  /// The records with their ids left out: ids restart with each sequence in the pane.
  var withoutIDs: [TraceRecord] { Self.withoutIDs(records) }

  static func withoutIDs(_ records: [TraceRecord]) -> [TraceRecord] {
    records.map { TraceRecord(id: 0, time: $0.time, depth: $0.depth, step: $0.step) }
  }

  /// Where two record lists first differ, for a message short enough to read; nil when equal.
  static func firstDifference(_ first: [TraceRecord], _ second: [TraceRecord]) -> String? {
    guard first != second else { return nil }
    let common = min(first.count, second.count)
    let index = (0..<common).first { first[$0] != second[$0] } ?? common
    let at = { (records: [TraceRecord]) in records.indices.contains(index) ? "\(records[index])" : "nothing" }
    return "record \(index) (of \(first.count) and \(second.count)): \(at(first)) ≠ \(at(second))"
  }
}
