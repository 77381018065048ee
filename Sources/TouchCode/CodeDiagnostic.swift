import TouchFoundation

/// One problem with a person's code, as they want to read it: `file:line:column: message`,
/// then the source line and a caret under the column, as the compiler prints it.
public struct CodeDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// Where and what; `line` 0 for a problem with no place (a missing file, a link error).
  public var diagnostic: Diagnostic
  /// The source line and the caret line under it, when the compiler gave them.
  public var excerpt: [String]

  public init(_ diagnostic: Diagnostic, excerpt: [String] = []) {
    self.diagnostic = diagnostic
    self.excerpt = excerpt
  }

  /// A problem with no place in a file, for the file (or the whole run) as a whole.
  public init(file: String, message: String) {
    self.init(Diagnostic(file: file, line: 0, column: 0, message: message))
  }

  public var description: String {
    ([diagnostic.description] + excerpt.map { "    " + $0 }).joined(separator: "\n")
  }
}

/// Why a person's code could not be loaded: every problem found, and what the run was doing.
public struct CodeFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong in one line, before the details ("Views.swift does not compile").
  public var summary: String
  public var diagnostics: [CodeDiagnostic]
  /// The classes the files declare, when they were found and then the compile failed (or its
  /// library could not be kept): what the explorer shows in their place until the code
  /// compiles (``StandInClasses``). Empty for a failure before the classes are found.
  public var classes: [DeclaredClass] = []

  public init(_ summary: String, _ diagnostics: [CodeDiagnostic] = []) {
    self.summary = summary
    self.diagnostics = diagnostics
  }

  public var description: String {
    ([summary] + diagnostics.map(\.description)).joined(separator: "\n")
  }
}
