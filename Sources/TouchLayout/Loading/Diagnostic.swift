import Foundation

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

  public var description: String {
    let text = isWarning ? "warning: \(message)" : message
    return line > 0 ? "\(file):\(line):\(column): \(text)" : "\(file): \(text)"
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

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
