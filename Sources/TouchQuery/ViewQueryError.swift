import Foundation

/// Why a query could not select views: a bad expression, or a selection a caller cannot use.
///
/// The description is the whole message, `query: …`, ready for stderr (sanitize it before it
/// reaches a terminal: it quotes the expression).
public struct ViewQueryError: Error, Equatable, CustomStringConvertible {
  public enum Kind: Equatable, Sendable {
    /// The expression does not parse (short form or XPath).
    case syntax
    /// `[name=value]` names an attribute no view has.
    case unknownAttribute
    /// A short form names a class that is neither built in nor in the layout.
    case unknownClass
    /// An XPath expression that parses but cannot give views: a number, a variable, an unknown
    /// function, a namespace prefix, a node-set operation on something else.
    case type
    /// An XPath expression that selects something other than view elements.
    case notViews
    /// XPath cannot be evaluated on this platform.
    case unavailable
    /// ``ViewQuery/view(in:)-(Layout)``: nothing matched.
    case noMatch
    /// ``ViewQuery/view(in:)-(Layout)``: more than one view matched.
    case ambiguous
  }

  public var kind: Kind
  /// The message without the `query: ` prefix.
  public var message: String

  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { "query: " + message }

  /// A syntax error at character `offset` of `expression`: the column (from 1) and the
  /// expression, so the place can be found.
  static func syntax(_ message: String, at offset: Int, in expression: String) -> ViewQueryError {
    ViewQueryError(.syntax, "\(message) at column \(offset + 1) of \(quoted(expression))")
  }

  /// `'expression'` for messages.
  static func quoted(_ expression: String) -> String { "'\(expression)'" }
}
