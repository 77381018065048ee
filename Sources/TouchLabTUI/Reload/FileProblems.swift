/// The open layout's file was saved and no longer loads: the loader's diagnostics
/// (`file:line:column: message`), shown in the side pane while the last good layout runs on.
public struct FileProblems: Equatable, Sendable {
  /// The file's name.
  public var file: String
  /// The diagnostics, each `file:line:column: message` (the file by its name: the pane is narrow).
  public var problems: [String]
  /// Whether the pane shows them: until the next touch, which brings the trace back (the
  /// status bar keeps the mark until the file loads again).
  public var isShown = true
  /// Set when the code has not compiled since the explorer opened (issue 36): no good code
  /// runs, and the layout's views are made with each of the person's classes as a built-in
  /// one, said here (`RoundButton as UIButton`).
  public var standIns: String?

  public init(file: String, problems: [String]) {
    self.file = file
    self.problems = problems
  }

  /// Whether the file is Swift code (`--code`, `code:`) rather than the layout.
  var isCode: Bool { file.hasSuffix(".swift") }

  /// The status bar's mark.
  var mark: String {
    let count = "\(problems.count) problem\(problems.count == 1 ? "" : "s")"
    if standIns != nil { return "\(file) does not compile (\(count)): no code runs" }
    return isCode
      ? "\(file) does not compile (\(count)): last good code"
      : "\(file) does not load (\(count)): last good layout"
  }
}
