import Foundation

/// Checks an XPath 1.0 expression before FoundationXML sees it: syntax, the type of every
/// operand, and that it names nothing the description cannot bind.
///
/// Why: on Linux, `XMLNode.nodes(forXPath:)` crashes the process (a null dereference in
/// `_CFXMLNodesForXPath`) on any expression libxml2 refuses, a syntax error or an unknown
/// function alike, after printing libxml2's own message to stderr; and on namespace nodes,
/// which it cannot wrap. A query typed by a person must get a message, never a crash. XPath
/// 1.0 is small and statically typed once variables are ruled out, so every expression that
/// passes here evaluates without an error. What passes is a documented subset
/// (docs/describe-and-query.md, "The XPath subset"): the grammar of XPath 1.0 §2–3 with
/// ASCII names and XML's whitespace, literals without control characters, the core function
/// library of §4 with its arities, node-set operands where §3.3 and §3.4 need them; no
/// variables (none are bound), no namespace prefixes (the description has none), no
/// `namespace` axis; at most ``maximumLength`` characters, ``maximumTokens`` tokens and
/// ``maximumDepth`` levels of nesting.
struct XPathChecker {
  enum ValueType: String {
    case nodeSet = "a node-set"
    case number = "a number"
    case string = "a string"
    case boolean = "a boolean"
  }

  /// How deeply parentheses, predicates and function arguments may nest: far beyond any
  /// query a person writes, and well inside libxml2's and the stack's limits.
  static let maximumDepth = 64

  /// Longest expression, in characters, and most tokens in one. libxml2 compiles a chain of
  /// operators or predicates into a tree as deep as the chain is long, and past its recursion
  /// limit (5,000 levels) it fails, which FoundationXML turns into a crash: `1+1+…` 5,000 times
  /// or 6,000 predicates did. A person's query is a few dozen tokens.
  static let maximumLength = 2_000
  static let maximumTokens = 500

  let expression: String
  private let tokens: [XPathLexer.Located]
  var index = 0
  private var depth = 0

  /// The type of `expression`'s value, or why it cannot be evaluated.
  static func check(_ expression: String) throws(ViewQueryError) -> ValueType {
    var checker = XPathChecker(expression: expression, tokens: try XPathLexer.tokens(of: expression))
    guard !checker.tokens.isEmpty else { throw ViewQueryError(.syntax, "the XPath expression is empty") }
    let type = try checker.expr()
    if let extra = checker.current { throw checker.unexpected(extra) }
    return type
  }

  private init(expression: String, tokens: [XPathLexer.Located]) {
    self.expression = expression
    self.tokens = tokens
  }

  // MARK: Tokens

  var current: XPathLexer.Located? { index < tokens.count ? tokens[index] : nil }

  mutating func accept(_ token: XPathToken) -> Bool {
    guard current?.token == token else { return false }
    index += 1
    return true
  }

  mutating func expect(_ token: XPathToken) throws(ViewQueryError) {
    guard accept(token) else {
      let found = current.map { "'\($0.token.display)'" } ?? "the end"
      throw ViewQueryError.syntax("expected '\(token.display)', found \(found)", at: offset, in: expression)
    }
  }

  var offset: Int { current?.offset ?? expression.count }

  func unexpected(_ located: XPathLexer.Located) -> ViewQueryError {
    .syntax("unexpected '\(located.token.display)'", at: located.offset, in: expression)
  }

  func typeError(_ message: String) -> ViewQueryError {
    ViewQueryError(.type, "\(message) in \(ViewQueryError.quoted(expression))")
  }

  // MARK: Expressions (XPath 1.0 §3)

  mutating func expr() throws(ViewQueryError) -> ValueType {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw ViewQueryError.syntax("nested more than \(Self.maximumDepth) deep", at: offset, in: expression)
    }
    return try binary(level: 0)
  }

  /// The binary operators by precedence, loosest first; each level's result type.
  private static let levels: [(operators: [XPathToken], result: ValueType)] = [
    ([.operatorName("or")], .boolean),
    ([.operatorName("and")], .boolean),
    ([.equal, .notEqual], .boolean),
    ([.less, .lessOrEqual, .greater, .greaterOrEqual], .boolean),
    ([.plus, .minus], .number),
    ([.multiply, .operatorName("div"), .operatorName("mod")], .number),
  ]

  private mutating func binary(level: Int) throws(ViewQueryError) -> ValueType {
    guard level < Self.levels.count else { return try unary() }
    var type = try binary(level: level + 1)
    while let token = current?.token, Self.levels[level].operators.contains(token) {
      index += 1
      _ = try binary(level: level + 1)
      type = Self.levels[level].result
    }
    return type
  }

  private mutating func unary() throws(ViewQueryError) -> ValueType {
    if accept(.minus) {
      _ = try unary()
      return .number
    }
    return try union()
  }

  private mutating func union() throws(ViewQueryError) -> ValueType {
    let start = offset
    let type = try path()
    guard current?.token == .pipe else { return type }
    while accept(.pipe) {
      let right = try path()
      guard type == .nodeSet, right == .nodeSet else {
        throw typeError("'|' joins node-sets, and the expression at column \(start + 1) is not one")
      }
    }
    return .nodeSet
  }

  private mutating func path() throws(ViewQueryError) -> ValueType {
    guard let token = current?.token else {
      throw ViewQueryError.syntax("the expression ends too early", at: offset, in: expression)
    }
    switch token {
    case .slash:
      index += 1
      if let next = current?.token, Self.startsStep(next) { try relativePath() }
      return .nodeSet
    case .doubleSlash:
      index += 1
      try relativePath()
      return .nodeSet
    case _ where Self.startsStep(token):
      try relativePath()
      return .nodeSet
    default:
      return try filterPath()
    }
  }

  /// A primary expression with predicates, maybe followed by `/` and a relative path.
  private mutating func filterPath() throws(ViewQueryError) -> ValueType {
    let start = offset
    let type = try primary()
    if current?.token == .leftBracket {
      guard type == .nodeSet else {
        throw typeError("a predicate filters a node-set, not \(type.rawValue) (column \(start + 1))")
      }
      try predicates()
    }
    if current?.token == .slash || current?.token == .doubleSlash {
      guard type == .nodeSet else {
        throw typeError("'/' follows a node-set, not \(type.rawValue) (column \(start + 1))")
      }
      index += 1
      try relativePath()
      return .nodeSet
    }
    return type
  }

  mutating func predicates() throws(ViewQueryError) {
    while accept(.leftBracket) {
      _ = try expr()
      try expect(.rightBracket)
    }
  }
}
