import Foundation
import Yams

/// Turns Yams' errors into `file:line:column` diagnostics.
///
/// Yams describes parse errors in libyaml's words, with a snippet of the file and a caret; a
/// diagnostic wants one line and a position. libyaml's marks are already 1-based lines and
/// columns counted in characters, which is what editors show.
enum YAMLErrorTranslation {
  /// `options`: the limits of the layout being loaded, which the nesting message cites.
  static func record(_ error: any Error, in log: DiagnosticLog, options: LayoutLoadOptions? = nil) {
    let nesting = (
      yaml: options?.maximumYAMLNesting ?? LayoutLimits.maximumYAMLNesting,
      views: options?.maximumViewDepth ?? LayoutLimits.maximumViewDepth
    )
    guard let error = error as? YamlError else {
      log.error("cannot parse the YAML: \(error)", at: nil)
      return
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      log.error(message(problem: problem, context: context, nesting: nesting), at: mark)
    case .reader(let problem, let offset, _, let yaml):
      let position = offset.map { TextPosition.of(characterOffset: $0, in: yaml) }
      log.error(
        "the text cannot be read as YAML: \(problem)", line: position?.line ?? 0,
        column: position?.column ?? 0)
    case .duplicatedKeysInMapping(let duplicates, let context):
      let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      log.error("key \(names) appears more than once in the same mapping", at: context.mark)
    case .memory:
      log.error("the YAML parser ran out of memory", at: nil)
    case .no, .writer, .emitter, .representer, .dataCouldNotBeDecoded:
      log.error("cannot parse the YAML: \(error)", at: nil)
    }
  }

  /// One line for a libyaml problem; the limits and the cases a layout author meets most get
  /// their own wording.
  private static func message(problem: String, context: YamlError.Context?, nesting: (yaml: Int, views: Int))
    -> String
  {
    if problem.contains("Maximum nesting level") {
      return "the YAML nests deeper than \(nesting.yaml) levels, the parser's limit "
        + "(views may nest at most \(nesting.views) deep: --max-depth)"
    }
    if problem == "but found another document" {
      return "a layout is a single YAML document, but another document starts here"
    }
    if problem == "found undefined alias" {
      return "aliases (*name) are not supported in layouts"
    }
    guard let context else { return "YAML syntax error: \(problem)" }
    let text = context.text.trimmingCharacters(in: .whitespaces)
    return
      "YAML syntax error: \(problem) (\(text) at line \(context.mark.line), column \(context.mark.column))"
  }
}
