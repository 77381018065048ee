import Foundation
import LibYAML
import TouchFoundation

extension YAMLParseError {
  /// The error libyaml's `parser` holds after a failed `yaml_parser_parse`, read as Yams reads
  /// it (`YamlError(from:with:)`): marks 1-based, a reader error's byte offset as characters.
  init(parser: yaml_parser_t, text: String) {
    let problem = parser.problem.map { String(cString: $0) } ?? ""
    let context = parser.context.map {
      Context(
        text: String(cString: $0),
        position: TextPosition(line: parser.context_mark.line + 1, column: parser.context_mark.column + 1))
    }
    let mark = TextPosition(line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
    switch parser.error {
    case YAML_MEMORY_ERROR:
      self = .memory
    case YAML_READER_ERROR:
      let index = text.utf8.index(
        text.utf8.startIndex, offsetBy: parser.problem_offset, limitedBy: text.utf8.endIndex)?
        .samePosition(in: text)
      self = .reader(problem: problem, offset: index.map { text.distance(from: text.startIndex, to: $0) })
    case YAML_SCANNER_ERROR:
      self = .syntax(stage: .scanner, context: context, problem: problem, at: mark)
    case YAML_PARSER_ERROR:
      self = .syntax(stage: .parser, context: context, problem: problem, at: mark)
    default:
      self = .syntax(stage: .composer, context: context, problem: problem, at: mark)
    }
  }
}
