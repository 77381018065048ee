import Foundation
import TouchKit

/// A problem in a user's file, with where it is: printed as `file:line:column: message`.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  /// 1-based; 0 when the problem is the file as a whole (unreadable, too large).
  public var line: Int
  /// 1-based; 0 when the problem is the file as a whole.
  public var column: Int
  public var message: String
  /// A warning does not stop the file loading: it is legal, but almost surely not meant
  /// (a `hitSlop` that leaves a view no hit area).
  public var isWarning: Bool

  public init(file: String, line: Int, column: Int, message: String, isWarning: Bool = false) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.isWarning = isWarning
  }

  /// One line whatever the file's name holds: its control characters are shown as symbols
  /// (``TerminalSafety/sanitized(_:)``), so a name with a line feed cannot split the
  /// diagnostic into a second line that reads like another one (issue 34). The message is the
  /// writer's own words, with any quoted text already made safe where it was quoted.
  public var description: String {
    let text = isWarning ? "warning: \(message)" : message
    let name = TerminalSafety.sanitized(file)
    return line > 0 ? "\(name):\(line):\(column): \(text)" : "\(name): \(text)"
  }
}

/// Every problem found in a file: loading reports them all at once rather than the first.
public struct LayoutLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]
  /// Set when the layout did not load only because its `code:` names code nobody allowed to
  /// run: the question to ask (the explorer asks it on its own screen, never on the terminal
  /// under it). Nil for every other problem. The diagnostics say the same for a headless
  /// command, which does not ask.
  public var consent: CodeConsentQuestion?
  /// Which way the load went before it failed (``LoadReport``): for tests. Not part of what
  /// the error is: two loads with the same problems are equal however they were built.
  public var report = LoadReport()

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.diagnostics == rhs.diagnostics && lhs.consent == rhs.consent
  }
}
