import LibYAML
import TouchFoundation

/// How deep a parse's collections may nest, counted from libyaml's events as they are parsed:
/// each start of a list or mapping one level in, each end one out.
///
/// libyaml 0.2.5, the released one (Debian's, Homebrew's), has no limit of its own: its parser
/// keeps its states on the heap, so any depth parses, but its scanner checks every open flow
/// level for each token (`[[[[…` costs the square of its depth) and the composer's tree and the
/// builders' walks grow with it. So whatever parses the events (the composer's thread or a parse
/// ahead) stops at the first collection past the limit, with the error the loader reports as
/// "the YAML nests deeper than … levels". One value per parse: no global, no lock, and parses on
/// other threads may have other limits.
package struct YAMLNestingBound {
  /// The problem of a parse stopped here (``YAMLErrorTranslation`` words it for a person).
  package static let problem = "nesting deeper than the limit"

  let limit: Int
  private(set) var depth = 0

  init(limit: Int) { self.limit = limit }

  /// Counts `event`; the error when it opens a collection past the limit.
  mutating func count(_ event: UnsafePointer<yaml_event_t>) -> YAMLParseError? {
    switch event.pointee.type {
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      depth += 1
      guard depth > limit else { return nil }
      let mark = event.pointee.start_mark
      let position = TextPosition(line: mark.line + 1, column: mark.column + 1)
      return .syntax(
        stage: .parser, context: .init(text: "while parsing", position: position), problem: Self.problem,
        at: position)
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      depth -= 1
      return nil
    default:
      return nil
    }
  }
}
