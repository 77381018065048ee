/// A layout that did not load because its `code:` names Swift code nobody allowed to run:
/// what the person is asked, as a value, so that whoever shows it (the terminal before the
/// explorer, the explorer's modal) asks the same question and the answer goes back to the
/// one place that remembers it (the command line's code loading).
public struct CodeConsentQuestion: Equatable, Sendable {
  /// The layout whose `code:` names the code, and where its `code:` is.
  public var layout: String
  public var line: Int
  public var column: Int
  /// The files that would be compiled and run, as resolved and read. Untrusted text (a file
  /// name may hold anything a file system allows): sanitized wherever it is shown.
  public var files: [String]
  /// The hash of the files' paths and texts as they were read when the question was made:
  /// a yes allows exactly these texts, and a file changed since is asked about again.
  public var hash: String

  public init(layout: String, line: Int, column: Int, files: [String], hash: String) {
    self.layout = layout
    self.line = line
    self.column = column
    self.files = files
    self.hash = hash
  }
}
