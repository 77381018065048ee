import Foundation
import TouchKit

/// A token of an XPath 1.0 expression, after the specification's lexical disambiguation
/// (XPath 1.0 §3.7): `*` and `and`/`or`/`mod`/`div` are operators only after something that
/// can end an operand, and a name is a function, node type or axis by what follows it.
enum XPathToken: Equatable {
  case slash, doubleSlash, leftParen, rightParen, leftBracket, rightBracket
  case dot, dotDot, at, comma, doubleColon, pipe
  case plus, minus, equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
  case multiply
  /// `and`, `or`, `mod`, `div`.
  case operatorName(String)
  case functionName(String)
  /// `node`, `text`, `comment`, `processing-instruction`, followed by `(`.
  case nodeType(String)
  case axisName(String)
  /// `*`, `prefix:*`, `name`, `prefix:name`; nil `local` means `*`.
  case nameTest(prefix: String?, local: String?)
  case literal(String)
  case number(Double)
  case variable(String)

  /// Whether a token, coming before `*` or a name, makes it an operator (§3.7): anything but
  /// `@`, `::`, `(`, `[`, `,` and the operators.
  var endsOperand: Bool {
    switch self {
    case .rightParen, .rightBracket, .dot, .dotDot, .nameTest, .literal, .number, .variable: true
    default: false
    }
  }

  /// How an error message shows it.
  var display: String {
    switch self {
    case .slash: "/"
    case .doubleSlash: "//"
    case .leftParen: "("
    case .rightParen: ")"
    case .leftBracket: "["
    case .rightBracket: "]"
    case .dot: "."
    case .dotDot: ".."
    case .at: "@"
    case .comma: ","
    case .doubleColon: "::"
    case .pipe: "|"
    case .plus: "+"
    case .minus: "-"
    case .equal: "="
    case .notEqual: "!="
    case .less: "<"
    case .lessOrEqual: "<="
    case .greater: ">"
    case .greaterOrEqual: ">="
    case .multiply: "*"
    case .operatorName(let name), .functionName(let name), .nodeType(let name), .axisName(let name): name
    case .nameTest(let prefix, let local): (prefix.map { $0 + ":" } ?? "") + (local ?? "*")
    case .literal(let text): "'\(text)'"
    case .number(let value): Format.number(CGFloat(value))
    case .variable(let name): "$" + name
    }
  }
}
