import Foundation
import TouchFoundation
import TouchYAML

/// Collects the problems found in one file, so loading can report all of them at once.
///
/// Readers add problems as they find them (not necessarily in file order: ids are resolved
/// after every view is read); ``sortedDiagnostics`` puts them in file order and applies
/// ``LayoutLimits/maximumDiagnostics``.
package final class DiagnosticLog {
  let file: String
  private var entries: [Diagnostic] = []
  private var warningEntries: [Diagnostic] = []

  init(file: String) {
    self.file = file
  }

  /// The earliest positions of errors so far, in file order, at most as many as a report
  /// shows (``LayoutLimits/maximumDiagnostics``): what ``showsNothing(at:)`` answers from.
  private var earliest: [Position] = []

  package var isEmpty: Bool { entries.isEmpty }

  /// No error and no warning either.
  var isEmptyOfWarningsToo: Bool { entries.isEmpty && warningEntries.isEmpty }

  /// Whether an error at `mark` will surely not be shown: the report already holds as many
  /// errors strictly before it as it shows. Lets a reader skip work only a shown message needs
  /// ("did you mean …?" over every id of a large layout), whatever order it finds errors in.
  package func showsNothing(at mark: YAMLMark?) -> Bool {
    guard earliest.count >= LayoutLimits.maximumDiagnostics, let last = earliest.last else { return false }
    return last < Position(line: mark?.line ?? 0, column: mark?.column ?? 0)
  }

  /// Records `message` at `mark` (a node's mark is 1-based, as diagnostics are); without a
  /// mark the problem is about the file as a whole.
  package func error(_ message: String, at mark: YAMLMark?) {
    error(message, line: mark?.line ?? 0, column: mark?.column ?? 0)
  }

  /// Records a warning: the file still loads, and the warning goes with it (``Layout/warnings``).
  func warning(_ message: String, at mark: YAMLMark?) {
    warningEntries.append(
      Diagnostic(
        file: file, line: mark?.line ?? 0, column: mark?.column ?? 0, message: message, isWarning: true))
  }

  /// The warnings, in file order.
  var sortedWarnings: [Diagnostic] {
    warningEntries.enumerated().sorted { lhs, rhs in
      (lhs.element.line, lhs.element.column, lhs.offset) < (rhs.element.line, rhs.element.column, rhs.offset)
    }.map(\.element)
  }

  /// Records `message` at an explicit 1-based position.
  func error(_ message: String, line: Int, column: Int) {
    entries.append(Diagnostic(file: file, line: line, column: column, message: message))
    note(Position(line: line, column: column))
  }

  /// Keeps `position` if it is among the earliest (errors come mostly in file order: a look at
  /// the last one usually settles it).
  private func note(_ position: Position) {
    let limit = LayoutLimits.maximumDiagnostics
    if earliest.count >= limit, let last = earliest.last, !(position < last) { return }
    let index = earliest.lastIndex { !(position < $0) }.map { $0 + 1 } ?? 0
    earliest.insert(position, at: index)
    if earliest.count > limit { earliest.removeLast() }
  }

  /// A line and column, ordered as the report orders them.
  private struct Position: Comparable {
    var line: Int
    var column: Int

    static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
  }

  /// Every problem, whole-file problems first, then by line and column (stable), at most
  /// ``LayoutLimits/maximumDiagnostics`` of them plus a line saying how many were left out.
  var sortedDiagnostics: [Diagnostic] {
    let sorted = entries.enumerated().sorted { lhs, rhs in
      (lhs.element.line, lhs.element.column, lhs.offset)
        < (rhs.element.line, rhs.element.column, rhs.offset)
    }.map(\.element)
    let limit = LayoutLimits.maximumDiagnostics
    guard sorted.count > limit else { return sorted }
    let omitted = sorted.count - limit
    return Array(sorted.prefix(limit)) + [
      Diagnostic(
        file: file, line: 0, column: 0,
        message: "\(omitted) more problem(s) not shown (at most \(limit) are reported)")
    ]
  }
}
