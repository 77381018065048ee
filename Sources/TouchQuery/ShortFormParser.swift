import Foundation
import TouchFoundation
import TouchKit

/// Reads a short-form query. The grammar (docs/describe-and-query.md#short-form):
///
/// ```
/// query      = compound { (space | ">") compound }
/// compound   = [ Class | "*" | "kindOf(" Class ")" ] [ "#" id ] { "[" name ("=" | "!=") value "]" }
/// id         = text up to a space, "#", "[", "]", ">", "(", ")" or a quote, taking in index
///              paths in brackets: list[2,5].contentView
/// value      = 'text' | "text" | text up to "]" (trimmed)
/// ```
struct ShortFormParser {
  /// Other spellings of attribute names that people reach for: UIKit's `isHidden`-style
  /// property names (any `isX` whose `x` is an attribute) and the layout's keys.
  static let aliases = [
    "userInteraction": "userInteractionEnabled", "multipleTouch": "multipleTouchEnabled",
    "imageName": "image",
  ]

  private let expression: String
  private let characters: [Character]
  private var position = 0

  static func parse(_ expression: String) throws(ViewQueryError) -> ShortFormSelector {
    var parser = ShortFormParser(expression: expression, characters: Array(expression))
    return try parser.selector()
  }

  private init(expression: String, characters: [Character]) {
    self.expression = expression
    self.characters = characters
  }

  private func peek() -> Character? { position < characters.count ? characters[position] : nil }

  private mutating func skipSpaces() -> Bool {
    let start = position
    while let character = peek(), character.isWhitespace { position += 1 }
    return position > start
  }

  private func error(_ message: String, at offset: Int? = nil) -> ViewQueryError {
    .syntax(message, at: offset ?? position, in: expression)
  }

  private mutating func selector() throws(ViewQueryError) -> ShortFormSelector {
    _ = skipSpaces()
    guard peek() != nil else { throw ViewQueryError(.syntax, "the query is empty") }
    var result = ShortFormSelector(compounds: [try compound()], combinators: [])
    while peek() != nil {
      let spaced = skipSpaces()
      guard peek() != nil else { break }
      if peek() == ">" {
        position += 1
        _ = skipSpaces()
        result.combinators.append(.child)
      } else {
        guard spaced else { throw error("unexpected '\(characters[position])'") }
        result.combinators.append(.descendant)
      }
      result.compounds.append(try compound())
    }
    return result
  }

  private mutating func compound() throws(ViewQueryError) -> ShortFormSelector.Compound {
    var compound = ShortFormSelector.Compound()
    let start = position
    if peek() == "*" {
      position += 1
    } else if let name = identifier() {
      if name == "kindOf", peek() == "(" {
        position += 1
        guard let className = identifier() else { throw error("kindOf( needs a class name") }
        guard peek() == ")" else { throw error("expected ')' after kindOf(\(className)") }
        position += 1
        compound.classTest = .kindOf(className)
      } else {
        compound.classTest = .exact(name)
      }
    }
    if peek() == "#" {
      position += 1
      guard let id = idText() else { throw error("'#' needs an id; quote other ids as [id='…']") }
      compound.id = id
    }
    while peek() == "[" { compound.attributes.append(try attributeTest()) }
    guard position > start else {
      let found = peek().map { "'\($0)'" } ?? "the end"
      throw error("expected a class, '*', '#id' or '[name=value]', found \(found)")
    }
    return compound
  }

  private mutating func attributeTest() throws(ViewQueryError) -> ShortFormSelector.AttributeTest {
    let open = position
    position += 1
    _ = skipSpaces()
    guard let written = identifier() else { throw error("'[' needs an attribute name, as in [title=Save]") }
    _ = skipSpaces()
    let negated = peek() == "!"
    if negated { position += 1 }
    guard peek() == "=" else { throw error("expected '=' or '!=' after [\(written)") }
    position += 1
    _ = skipSpaces()
    let value = try valueText(openedAt: open)
    _ = skipSpaces()
    guard peek() == "]" else { throw error("expected ']'", at: position) }
    position += 1
    return ShortFormSelector.AttributeTest(
      name: try Self.attributeName(written, in: expression), value: value, negated: negated)
  }

  private mutating func valueText(openedAt open: Int) throws(ViewQueryError) -> String {
    if let quote = peek(), quote == "'" || quote == "\"" {
      guard let quoted = QuotedText(characters, openingAt: position) else {
        throw error("the value starting here has no closing \(quote)")
      }
      position = quoted.end
      return quoted.text
    }
    var text = ""
    while let character = peek(), character != "]" {
      text.append(character)
      position += 1
    }
    guard peek() == "]" else { throw error("'[' is not closed with ']'", at: open) }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// A class or attribute name: a Swift identifier (dots allowed, for nested types).
  private mutating func identifier() -> String? {
    guard let first = peek(), first.isLetter || first == "_" else { return nil }
    var name = ""
    while let character = peek(),
      character.isLetter || character.isNumber || character == "_" || character == "."
    {
      name.append(character)
      position += 1
    }
    return name
  }

  /// An id after `#`: anything up to a space, `#`, `[`, `]`, `>`, `(`, `)` or a quote, except
  /// that an index path in brackets (`[2,5]`, `[0]`) is part of it: a list's cell and its views
  /// are named so in the trace (`#list[2,5].contentView.likeButton`), and `[` followed by
  /// numbers and commas cannot start an attribute test.
  private mutating func idText() -> String? {
    var id = ""
    while let character = peek() {
      if character == "[", let end = indexPathEnd(), !id.isEmpty {
        id += String(characters[position..<end])
        position = end
        continue
      }
      guard !character.isWhitespace, !"#[]>()'\"".contains(character) else { break }
      id.append(character)
      position += 1
    }
    return id.isEmpty ? nil : id
  }

  /// Where a bracketed index path starting here (`[2,5]`: digits separated by commas) ends,
  /// past its `]`; nil when the bracket holds anything else.
  private func indexPathEnd() -> Int? {
    var index = position + 1
    var expectsDigit = true
    while index < characters.count {
      let character = characters[index]
      if character.isASCII, character.isNumber {
        expectsDigit = false
      } else if character == ",", !expectsDigit {
        expectsDigit = true
      } else if character == "]", !expectsDigit {
        return index + 1
      } else {
        return nil
      }
      index += 1
    }
    return nil
  }

  /// The attribute `written` stands for, or an error with the closest real name.
  static func attributeName(_ written: String, in expression: String) throws(ViewQueryError) -> String {
    let names = ViewDescription.attributeNames
    if names.contains(written) { return written }
    if let alias = aliases[written] { return alias }
    if written.count > 2, written.hasPrefix("is"), written.dropFirst(2).first?.isUppercase == true {
      let rest = written.dropFirst(2)
      let plain = rest.prefix(1).lowercased() + rest.dropFirst()
      if names.contains(plain) { return plain }
    }
    let hint = Suggestion.closest(to: written, among: names).map { "; did you mean '\($0)'?" } ?? ""
    throw ViewQueryError(.unknownAttribute, "unknown attribute '\(written)' in \(expression)\(hint)")
  }
}
