import Foundation
import TouchKit

/// Splits an XPath 1.0 expression into ``XPathToken``s, or says where it cannot.
struct XPathLexer {
  struct Located: Equatable {
    var token: XPathToken
    /// Character offset in the expression, for messages.
    var offset: Int
  }

  private let expression: String
  private let characters: [Character]
  private var position = 0
  private var tokens: [Located] = []

  static let nodeTypes: Set<String> = ["node", "text", "comment", "processing-instruction"]
  static let operatorNames: Set<String> = ["and", "or", "mod", "div"]

  init(_ expression: String) {
    self.expression = expression
    characters = Array(expression)
  }

  /// The tokens, or an error naming the offending character.
  static func tokens(of expression: String) throws(ViewQueryError) -> [Located] {
    var lexer = XPathLexer(expression)
    return try lexer.run()
  }

  private mutating func run() throws(ViewQueryError) -> [Located] {
    guard characters.count <= XPathChecker.maximumLength else {
      throw ViewQueryError(
        .syntax,
        "the XPath expression is \(characters.count) characters long, over the limit of "
          + "\(XPathChecker.maximumLength)")
    }
    while let character = peek() {
      if character.isWhitespace {
        // XPath's whitespace is XML's four; libxml2 refuses a no-break space (and crashes).
        guard character.unicodeScalars.allSatisfy(Self.isXMLSpace) else {
          throw error("\(Self.scalarName(character)) is not a space XPath allows (space, tab, line break)")
        }
        position += 1
        continue
      }
      guard tokens.count < XPathChecker.maximumTokens else {
        throw error("the XPath expression has more than \(XPathChecker.maximumTokens) tokens")
      }
      let start = position
      let token = try next(character)
      tokens.append(Located(token: token, offset: start))
    }
    return tokens
  }

  /// XML's whitespace (XPath 1.0 §3.7 `ExprWhitespace`): space, tab, carriage return, line feed.
  static func isXMLSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  /// `U+00A0`: how a message names a character that may not show.
  static func scalarName(_ character: Character) -> String {
    character.unicodeScalars.map {
      "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4, with: "0")
    }
    .joined(separator: " ")
  }

  private func peek(_ ahead: Int = 0) -> Character? {
    position + ahead < characters.count ? characters[position + ahead] : nil
  }

  private var previousEndsOperand: Bool { tokens.last?.token.endsOperand ?? false }

  private mutating func next(_ character: Character) throws(ViewQueryError) -> XPathToken {
    let simple: [Character: XPathToken] = [
      "(": .leftParen, ")": .rightParen, "[": .leftBracket, "]": .rightBracket, "@": .at, ",": .comma,
      "|": .pipe, "+": .plus, "-": .minus, "=": .equal,
    ]
    if let token = simple[character] {
      position += 1
      return token
    }
    switch character {
    case "/":
      return take(peek(1) == "/" ? 2 : 1, peek(1) == "/" ? .doubleSlash : .slash)
    case "!":
      guard peek(1) == "=" else { throw error("'!' must be followed by '=' (!=)") }
      return take(2, .notEqual)
    case "<": return peek(1) == "=" ? take(2, .lessOrEqual) : take(1, .less)
    case ">": return peek(1) == "=" ? take(2, .greaterOrEqual) : take(1, .greater)
    case ":":
      guard peek(1) == ":" else { throw error("unexpected ':'") }
      return take(2, .doubleColon)
    case ".":
      if let after = peek(1), after.isASCII, after.isNumber { return number() }
      return peek(1) == "." ? take(2, .dotDot) : take(1, .dot)
    case "'", "\"": return try literal(quote: character)
    case "$":
      position += 1
      guard let name = ncName() else { throw error("'$' must be followed by a variable name") }
      return .variable(name)
    case "*":
      position += 1
      return previousEndsOperand ? .multiply : .nameTest(prefix: nil, local: nil)
    default:
      if character.isASCII, character.isNumber { return number() }
      return try name()
    }
  }

  private mutating func take(_ count: Int, _ token: XPathToken) -> XPathToken {
    position += count
    return token
  }

  private mutating func number() -> XPathToken {
    var text = ""
    while let character = peek(), character.isASCII,
      character.isNumber || (character == "." && !text.contains("."))
    {
      text.append(character)
      position += 1
    }
    if text.hasPrefix(".") { text = "0" + text }
    if text.hasSuffix(".") { text += "0" }
    return .number(Double(text) ?? 0)
  }

  private mutating func literal(quote: Character) throws(ViewQueryError) -> XPathToken {
    guard let quoted = QuotedText(characters, openingAt: position) else {
      throw error("the string starting here has no closing \(quote)")
    }
    // A control character is no XML character (libxml2 stops at it, and FoundationXML then
    // crashes), and the description holds none: it writes them as U+FFFD.
    if let bad = quoted.text.unicodeScalars.firstIndex(where: { !Self.isLiteralScalar($0) }) {
      let offset = quoted.text[..<bad].count + 1
      position += offset
      throw error(
        "the string holds the control character \(Self.scalarName(Character(quoted.text.unicodeScalars[bad]))), "
          + "which no attribute holds")
    }
    position = quoted.end
    return .literal(quoted.text)
  }

  /// XML 1.0's `Char`, without the C0 controls (tab, line feed and carriage return stay).
  static func isLiteralScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// A name, told apart by what comes before and after it (XPath 1.0 §3.7).
  private mutating func name() throws(ViewQueryError) -> XPathToken {
    let start = position
    guard let first = ncName() else {
      let character = characters[position]
      guard character.isASCII || !character.isLetter else {
        throw error(
          "names in XPath here are ASCII (letters, digits, _ - .), and '\(character)' is not; "
            + "select by attribute instead, as in //*[@class='…']")
      }
      throw error("unexpected '\(character)'")
    }
    if previousEndsOperand {
      guard Self.operatorNames.contains(first) else {
        position = start
        throw error("expected an operator (and, or, =, |, …) before '\(first)'")
      }
      return .operatorName(first)
    }
    var prefix: String?
    var local: String? = first
    if peek() == ":", peek(1) != ":" {
      position += 1
      prefix = first
      if peek() == "*" {
        position += 1
        local = nil
      } else {
        guard let second = ncName() else { throw error("expected a name or '*' after '\(first):'") }
        local = second
      }
    }
    var lookahead = position
    while lookahead < characters.count, characters[lookahead].isWhitespace { lookahead += 1 }
    let following = lookahead < characters.count ? characters[lookahead] : nil
    let afterFollowing = lookahead + 1 < characters.count ? characters[lookahead + 1] : nil
    if let local, following == "(" {
      let qualified = (prefix.map { $0 + ":" } ?? "") + local
      return prefix == nil && Self.nodeTypes.contains(local) ? .nodeType(local) : .functionName(qualified)
    }
    if prefix == nil, following == ":", afterFollowing == ":" { return .axisName(first) }
    return .nameTest(prefix: prefix, local: local)
  }

  /// An NCName at the current position, or nil. ASCII only: which other letters a name may
  /// hold differs between Swift and libxml2's tables, and libxml2 refusing a name the check let
  /// through is a crash. Views with other names are selected by attribute (`[@class='…']`).
  private mutating func ncName() -> String? {
    guard let first = peek(), Self.startsName(first) else { return nil }
    var name = ""
    while let character = peek(),
      Self.startsName(character) || (character.isASCII && character.isNumber)
        || character == "-" || character == "."
    {
      name.append(character)
      position += 1
    }
    return name
  }

  private static func startsName(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character == "_")
  }

  private func error(_ message: String) -> ViewQueryError {
    .syntax(message, at: position, in: expression)
  }
}
