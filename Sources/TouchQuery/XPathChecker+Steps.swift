import Foundation
import TouchFoundation

extension XPathChecker {
  /// XPath 1.0's axes (§2.2).
  static let axes: Set<String> = [
    "ancestor", "ancestor-or-self", "attribute", "child", "descendant", "descendant-or-self", "following",
    "following-sibling", "namespace", "parent", "preceding", "preceding-sibling", "self",
  ]

  static func startsStep(_ token: XPathToken) -> Bool {
    switch token {
    case .dot, .dotDot, .at, .axisName, .nameTest, .nodeType: true
    default: false
    }
  }

  // MARK: Location paths (§2)

  mutating func relativePath() throws(ViewQueryError) {
    try step()
    while current?.token == .slash || current?.token == .doubleSlash {
      index += 1
      try step()
    }
  }

  private mutating func step() throws(ViewQueryError) {
    guard let located = current else {
      throw ViewQueryError.syntax("a path ends with '/'; expected a step", at: offset, in: expression)
    }
    switch located.token {
    case .dot, .dotDot:
      index += 1
      return
    case .axisName(let axis):
      guard Self.axes.contains(axis) else {
        throw ViewQueryError.syntax(
          "unknown axis '\(axis)'" + Suggestion.hint(for: axis, among: Self.axes.sorted()),
          at: located.offset,
          in: expression)
      }
      guard axis != "namespace" else {
        // libxml2 returns namespace nodes that are not XML nodes, and FoundationXML crashes
        // wrapping them; the description declares no namespaces, so the axis holds nothing.
        throw typeError(
          "the namespace axis is not supported: the description declares no namespaces (column \(located.offset + 1))"
        )
      }
      index += 1
      try expect(.doubleColon)
    case .at:
      index += 1
    default:
      break
    }
    try nodeTest()
    try predicates()
  }

  private mutating func nodeTest() throws(ViewQueryError) {
    guard let located = current else {
      throw ViewQueryError.syntax("expected a name, '*' or node()", at: offset, in: expression)
    }
    switch located.token {
    case .nameTest(let prefix, _):
      if let prefix {
        throw typeError("the description has no namespaces, so the prefix '\(prefix):' matches nothing")
      }
      index += 1
    case .nodeType(let type):
      index += 1
      try expect(.leftParen)
      if type == "processing-instruction", case .literal = current?.token { index += 1 }
      try expect(.rightParen)
    default:
      throw ViewQueryError.syntax(
        "expected a name, '*' or node(), found '\(located.token.display)'", at: located.offset, in: expression
      )
    }
  }

  // MARK: Primary expressions and functions (§3.1, §3.2, §4)

  mutating func primary() throws(ViewQueryError) -> ValueType {
    guard let located = current else {
      throw ViewQueryError.syntax("the expression ends too early", at: offset, in: expression)
    }
    switch located.token {
    case .variable(let name):
      throw typeError("no variables are defined, so '$\(name)' has no value")
    case .leftParen:
      index += 1
      let type = try expr()
      try expect(.rightParen)
      return type
    case .literal:
      index += 1
      return .string
    case .number:
      index += 1
      return .number
    case .functionName(let name):
      return try functionCall(name, at: located.offset)
    default:
      throw unexpected(located)
    }
  }

  private mutating func functionCall(_ name: String, at start: Int) throws(ViewQueryError) -> ValueType {
    guard let function = XPathFunction.core[name] else {
      let hint = Suggestion.hint(for: name, among: XPathFunction.core.keys.sorted())
      throw typeError("unknown function '\(name)()'\(hint)")
    }
    index += 1
    try expect(.leftParen)
    var arguments: [ValueType] = []
    if !accept(.rightParen) {
      repeat { arguments.append(try expr()) } while accept(.comma)
      try expect(.rightParen)
    }
    guard function.arity.contains(arguments.count) else {
      throw typeError("\(name)() takes \(function.arityText), not \(arguments.count) (column \(start + 1))")
    }
    for position in function.nodeSetArguments
    where position < arguments.count && arguments[position] != .nodeSet {
      throw typeError("\(name)() needs a node-set, not \(arguments[position].rawValue) (column \(start + 1))")
    }
    return function.result
  }
}

/// A function of XPath 1.0's core library (§4): how many arguments it takes, which must be
/// node-sets (the others convert), and what it returns.
struct XPathFunction {
  var arity: ClosedRange<Int>
  var nodeSetArguments: [Int] = []
  var result: XPathChecker.ValueType

  var arityText: String {
    if arity.lowerBound == arity.upperBound {
      return "\(arity.lowerBound) argument\(arity.lowerBound == 1 ? "" : "s")"
    }
    if arity.upperBound == Int.max { return "at least \(arity.lowerBound) arguments" }
    return "\(arity.lowerBound) to \(arity.upperBound) arguments"
  }

  static let core: [String: XPathFunction] = [
    "last": XPathFunction(arity: 0...0, result: .number),
    "position": XPathFunction(arity: 0...0, result: .number),
    "count": XPathFunction(arity: 1...1, nodeSetArguments: [0], result: .number),
    "id": XPathFunction(arity: 1...1, result: .nodeSet),
    "local-name": XPathFunction(arity: 0...1, nodeSetArguments: [0], result: .string),
    "namespace-uri": XPathFunction(arity: 0...1, nodeSetArguments: [0], result: .string),
    "name": XPathFunction(arity: 0...1, nodeSetArguments: [0], result: .string),
    "string": XPathFunction(arity: 0...1, result: .string),
    "concat": XPathFunction(arity: 2...Int.max, result: .string),
    "starts-with": XPathFunction(arity: 2...2, result: .boolean),
    "contains": XPathFunction(arity: 2...2, result: .boolean),
    "substring-before": XPathFunction(arity: 2...2, result: .string),
    "substring-after": XPathFunction(arity: 2...2, result: .string),
    "substring": XPathFunction(arity: 2...3, result: .string),
    "string-length": XPathFunction(arity: 0...1, result: .number),
    "normalize-space": XPathFunction(arity: 0...1, result: .string),
    "translate": XPathFunction(arity: 3...3, result: .string),
    "boolean": XPathFunction(arity: 1...1, result: .boolean),
    "not": XPathFunction(arity: 1...1, result: .boolean),
    "true": XPathFunction(arity: 0...0, result: .boolean),
    "false": XPathFunction(arity: 0...0, result: .boolean),
    "lang": XPathFunction(arity: 1...1, result: .boolean),
    "number": XPathFunction(arity: 0...1, result: .number),
    "sum": XPathFunction(arity: 1...1, nodeSetArguments: [0], result: .number),
    "floor": XPathFunction(arity: 1...1, result: .number),
    "ceiling": XPathFunction(arity: 1...1, result: .number),
    "round": XPathFunction(arity: 1...1, result: .number),
  ]
}
