import Foundation
import TouchKit

/// Where two traces of the same input part: the first record at which they differ, with the
/// records around it. What `touchlab diff` prints, and what the explorer's what-if re-runs show.
///
/// Traces are deterministic (same layout and input, same records), so two runs that differ in
/// one property diverge at the first step that property decides, and everything before it is
/// shared. Records compare by time, depth and step; ids are positions, equal up to the parting.
public struct TraceDiff: Equatable, Sendable {
  /// The index (0-based) of the first record that differs, or nil when the traces are equal.
  /// At an index one trace lacks, the shorter trace ended there.
  public let partingIndex: Int?
  /// Records just before the parting, common to both.
  public let before: [TraceRecord]
  /// From the parting on, each side's records (at most `context` of them).
  public let left: [TraceRecord]
  public let right: [TraceRecord]

  /// How many records of context each side of the parting. UNSOURCED: enough to see the
  /// question that decided, short enough to read at a glance.
  public static let defaultContext = 5

  public init(_ left: Trace, _ right: Trace, context: Int = TraceDiff.defaultContext) {
    let a = left.records
    let b = right.records
    let shared = zip(a, b).prefix { $0.time == $1.time && $0.depth == $1.depth && $0.step == $1.step }.count
    guard shared < a.count || shared < b.count else {
      (partingIndex, before, self.left, self.right) = (nil, [], [], [])
      return
    }
    partingIndex = shared
    before = Array(a[max(0, shared - context)..<shared])
    self.left = Array(a[shared..<min(a.count, shared + context)])
    self.right = Array(b[shared..<min(b.count, shared + context)])
  }

  public var isEqual: Bool { partingIndex == nil }

  /// A unified-diff-like text: the shared records with a space, then the left side's with `-`
  /// and the right side's with `+`, each line as `TraceRecord.textLine` prints it.
  public var text: String {
    guard let partingIndex else { return "the traces are the same\n" }
    var lines = ["the traces part at record \(partingIndex + 1):"]
    lines += before.map { " " + $0.textLine }
    lines += left.map { "-" + $0.textLine }
    if left.isEmpty { lines.append("-(the first trace ends here)") }
    lines += right.map { "+" + $0.textLine }
    if right.isEmpty { lines.append("+(the second trace ends here)") }
    return lines.joined(separator: "\n") + "\n"
  }
}
