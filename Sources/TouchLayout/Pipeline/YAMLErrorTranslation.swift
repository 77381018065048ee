import Foundation
import TouchFoundation
import TouchYAML

/// Turns the composer's errors (``YAMLParseError``, which are Yams' cases) into
/// `file:line:column` diagnostics.
///
/// Yams described parse errors in libyaml's words, with a snippet of the file and a caret; a
/// diagnostic wants one line and a position. libyaml's marks are already 1-based lines and
/// columns counted in characters, which is what editors show.
enum YAMLErrorTranslation {
  /// `options`: the limits of the layout being loaded, which the nesting message cites.
  static func record(
    _ error: YAMLParseError, in log: DiagnosticLog, text: String, options: LayoutLoadOptions? = nil
  ) {
    let nesting = (
      yaml: options?.maximumYAMLNesting ?? LayoutLimits.maximumYAMLNesting,
      views: options?.maximumViewDepth ?? LayoutLimits.maximumViewDepth
    )
    switch error {
    case .syntax(.scanner, let context?, _, _) where context.text == "while scanning an alias":
      // `**bold**`, `text: *`: a `*` where a value starts, not followed by an anchor's name.
      log.error(
        "a '*' that starts a value starts an alias, which layouts do not support; "
          + "quote the text if the '*' is part of it", line: context.position.line,
        column: context.position.column)
    case .syntax(_, let context, let problem, let position):
      log.error(
        message(problem: problem, context: context, nesting: nesting), line: position.line,
        column: position.column)
    case .reader(let problem, let offset):
      let position = offset.map { TextPosition.of(characterOffset: $0, in: text) }
      log.error(
        "the text cannot be read as YAML: \(problem)", line: position?.line ?? 0,
        column: position?.column ?? 0)
    case .duplicatedKeys(let duplicates, let position):
      let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      log.error(
        "key \(names) appears more than once in the same mapping", line: position.line,
        column: position.column)
    case .memory:
      log.error("the YAML parser ran out of memory", at: nil)
    }
  }

  /// One line for a libyaml problem; the limits and the cases a layout author meets most get
  /// their own wording.
  private static func message(
    problem: String, context: YAMLParseError.Context?, nesting: (yaml: Int, views: Int)
  )
    -> String
  {
    if problem == YAMLNestingBound.problem {
      return "the YAML nests deeper than \(nesting.yaml) levels, the parser's limit "
        + "(views may nest at most \(nesting.views) deep: --max-depth)"
    }
    if problem == "but found another document" {
      return "a layout is a single YAML document, but another document starts here"
    }
    guard let context else { return "YAML syntax error: \(problem)" }
    let text = context.text.trimmingCharacters(in: .whitespaces)
    return
      "YAML syntax error: \(problem) (\(text) at line \(context.position.line), column \(context.position.column))"
  }
}
