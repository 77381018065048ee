import Foundation
import TouchFoundation

/// Why ``YAMLComposer`` could not compose a document: what Yams' `YamlError` said for the same
/// text, case for case, so ``YAMLErrorTranslation`` words every message as before.
///
/// Its own type because `YamlError.Context` has no public initializer. libyaml's problems and
/// contexts are its own words; marks are 1-based lines and columns counted in characters.
package enum YAMLParseError: Error, Equatable {
  /// libyaml's reader: bytes that are not text (`offset`: in characters, when known).
  case reader(problem: String, offset: Int?)
  /// The scanner, the parser or the composer (libyaml's or this one's): a problem at `mark`,
  /// perhaps with the context it arose in ("while parsing a block mapping", and where).
  case syntax(stage: Stage, context: Context?, problem: String, at: TextPosition)
  /// Keys that appear more than once in one mapping, sorted, and the first one's mark.
  case duplicatedKeys([String], at: TextPosition)
  /// libyaml ran out of memory.
  case memory

  /// Which part of libyaml (or the composer) found a syntax problem.
  package enum Stage: Equatable { case scanner, parser, composer }

  /// libyaml's context: what it was reading, and where that began.
  package struct Context: Equatable {
    package var text: String
    package var position: TextPosition
  }
}
