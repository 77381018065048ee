import Foundation

/// A 1-based line and column, counted the way libyaml counts them (columns in characters,
/// lines broken by LF, CR or CRLF), for problems found outside the parser: invalid UTF-8,
/// alias tokens, reader errors given as offsets.
package struct TextPosition: Hashable {
  package var line: Int
  package var column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Walks `scalars`, calling `body` with each scalar and its position.
  package static func walk<S: Sequence>(_ scalars: S, _ body: (Unicode.Scalar, TextPosition) -> Void)
  where S.Element == Unicode.Scalar {
    var position = TextPosition(line: 1, column: 1)
    var previousWasCR = false
    for scalar in scalars {
      body(scalar, position)
      switch scalar {
      case "\n" where previousWasCR:
        break
      case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
        position = TextPosition(line: position.line + 1, column: 1)
      default:
        position.column += 1
      }
      previousWasCR = scalar == "\r"
    }
  }

  /// The position of the character `offset` characters into `text`.
  package static func of(characterOffset offset: Int, in text: String) -> TextPosition {
    // Walking the prefix plus one more scalar ends on the position of the character at
    // `offset`, line breaks included.
    let scalars = Array(text.prefix(max(0, offset)).unicodeScalars) + ["x"]
    var last = TextPosition(line: 1, column: 1)
    walk(scalars) { _, position in last = position }
    return last
  }
}
