import Foundation
import TouchKit
import TouchTrace

/// The lines the log pane shows for a trace, under a ``LogFilter`` and with hit-test detail
/// folded or not: which record each line stands for, and its text.
///
/// Built for every frame drawn and key handled, so it holds record indices, not strings (text
/// is made only for the lines on screen, or searched), and with no filter and no folding it
/// holds nothing at all: line *n* is record *n*.
struct LogLines {
  let trace: Trace
  /// The records shown, by index in ``trace``, in order; nil when every record is.
  private let shown: [Int]?
  /// The result of each folded `hitTest` call (the view it returned, or nil), by its visit.
  private let results: [Int: String?]
  /// The call each record hidden by folding belongs to (its visit), when there is one.
  private let owners: [Int: Int]

  init(_ trace: Trace, filter: LogFilter = .all, folded: Bool = false) {
    self.trace = trace
    guard filter != .all || folded else {
      (shown, results, owners) = (nil, [:], [:])
      return
    }
    var hidden = Set<Int>()
    var results: [Int: String?] = [:]
    var owners: [Int: Int] = [:]
    if folded { Self.fold(trace.records, hidden: &hidden, results: &results, owners: &owners) }
    shown = trace.records.indices.filter { !hidden.contains($0) && filter.includes(trace.records[$0].step) }
    self.results = results
    self.owners = owners
  }

  /// Folding hides `point(inside:)` calls and each call's return, whose result joins the call's
  /// line; a call that skipped its view (hidden, not interactive, transparent) is hidden whole.
  /// A return that matches no call (an override that unbalanced them) stays a line of its own.
  /// Each hidden record's call (the `hitTest` it belongs to) goes into `calls`, so that a step
  /// selected inside a folded call selects the call's line.
  private static func fold(
    _ records: [TraceRecord], hidden: inout Set<Int>, results: inout [Int: String?], owners: inout [Int: Int]
  ) {
    var calls: [(index: Int, view: String, depth: Int)] = []
    for (index, record) in records.enumerated() {
      switch record.step {
      case .hitTestVisit(let view, _, _, _):
        if index + 1 < records.count, case .hitTestSkip(view, _) = records[index + 1].step {
          hidden.insert(index)
          owners[index] = calls.last?.index
        }
        calls.append((index, view, record.depth))
      case .pointInside, .hitTestSkip:
        hidden.insert(index)
        owners[index] = calls.last?.index
      case .hitTestReturn(let view, let result):
        guard let match = calls.lastIndex(where: { $0.view == view && $0.depth == record.depth }) else {
          continue
        }
        let call = calls[match].index
        calls.removeSubrange(match...)
        results[call] = result
        hidden.insert(index)
        owners[index] = hidden.contains(call) ? owners[call] : call
      default: break
      }
    }
  }

  var count: Int { shown?.count ?? trace.records.count }
  var isEmpty: Bool { count == 0 }

  /// The record line `line` stands for.
  func record(atLine line: Int) -> Int { shown?[line] ?? line }

  /// The line showing `record`; when it is hidden, the line of the folded call it belongs to, or
  /// else the last line before it; nil when no line comes before it.
  func line(showing record: Int) -> Int? {
    var record = record
    while let call = owners[record] { record = call }
    let after = firstLine(from: record)
    if after < count, self.record(atLine: after) == record { return after }
    return after == 0 ? nil : after - 1
  }

  /// The first line showing `record` or a record after it (a folded call's hidden return is not
  /// its call's line: the line after the call's subtree is); nil when none does.
  func line(atOrAfter record: Int) -> Int? {
    let line = firstLine(from: record)
    return line < count ? line : nil
  }

  /// The first line whose record is `record` or later (``count`` when none is).
  private func firstLine(from record: Int) -> Int {
    guard let shown else { return min(max(0, record), trace.records.count) }
    var low = 0
    var high = shown.count
    while low < high {
      let middle = (low + high) / 2
      if shown[middle] < record { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The message of the line, without indentation: a folded call with its result.
  func message(atLine line: Int) -> String {
    let index = record(atLine: line)
    let message = trace.records[index].step.message
    guard let result = results[index] else { return message }
    return "\(message) → \(result ?? "nil")"
  }

  /// The line as drawn: indented two spaces a depth level.
  func text(atLine line: Int) -> String {
    String(repeating: "  ", count: max(0, trace.records[record(atLine: line)].depth)) + message(atLine: line)
  }

  /// The first line after `line` (from the top when nil), wrapping round, whose message contains
  /// `query` ignoring case; nil when none does.
  func nextMatch(of query: String, after line: Int?) -> Int? {
    guard !query.isEmpty, !isEmpty else { return nil }
    let start = line.map { $0 + 1 } ?? 0
    for offset in 0..<count {
      let candidate = (start + offset) % count
      if message(atLine: candidate).range(of: query, options: .caseInsensitive) != nil { return candidate }
    }
    return nil
  }
}
