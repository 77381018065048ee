import Foundation

/// A problem in a user's file, with where it is: printed as `file:line:column: message`.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  /// 1-based; 0 when the problem is the file as a whole (unreadable, too large).
  public var line: Int
  /// 1-based; 0 when the problem is the file as a whole.
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
  }
}

/// Every problem found in a file: loading reports them all at once rather than the first.
public struct LayoutLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
