import Foundation

/// A parsed string of UIKit's visual format language (`H:|-[name]-8-[password(==name)]-|`),
/// the grammar of Apple's "Visual Format Language" appendix to the Auto Layout Guide:
///
/// ```
/// format     ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation::= 'H' | 'V'        superview ::= '|'
/// view       ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection ::= '' | '-' | '-' (number | metric | '(' predicate (',' predicate)* ')') '-'
/// predicate  ::= ('==' | '<=' | '>=')? (number | metric | view name) ('@' (number | metric))?
/// ```
///
/// Only the syntax is read here; names (views, metrics) are looked up when the constraints are
/// made (LayoutConstraint+VisualFormat.swift), so every error carries the offset of the
/// character it is about, for UIKit's caret and for a layout file's column.
package struct VisualFormat {
  var isVertical = false
  /// The connection to the superview before the first view, if the format starts with `|`.
  var leadingSuperview: Connection?
  var views: [ViewTerm] = []
  /// The connection before each view but the first.
  var gaps: [Connection] = []
  /// The connection to the superview after the last view, if the format ends with `|`.
  var trailingSuperview: Connection?
  /// Where each `|` is, for "… doesn't have a superview".
  var superviewOffsets: [Int] = []

  /// A number, or a metric's name to look up, with where it was written.
  enum Value {
    case number(CGFloat)
    case name(String, offset: Int)
  }

  /// `==50@750`: a relation, what it relates to and a priority.
  struct Predicate {
    var relation = LayoutConstraint.Relation.equal
    var object = Value.number(0)
    var priority: Value?
    var offset = 0
  }

  /// `[name(predicates)]`.
  struct ViewTerm {
    var name = ""
    var offset = 0
    var predicates: [Predicate] = []
  }

  /// What joins two neighbours: flush (no `-`), the standard spacing (`-`), or predicates.
  enum Connection {
    case flush
    case standard
    case predicates([Predicate])
  }

  /// A parse error: UIKit's reason and the offset (in characters) of the caret.
  package struct Failure: Error {
    package var reason: String
    package var offset: Int
  }

  private var characters: [Character] = []
  private var index = 0

  /// The format parsed, or the first error, as UIKit reports one at a time.
  static func parse(_ format: String) -> Result<VisualFormat, Failure> {
    var parser = VisualFormat()
    parser.characters = Array(format)
    do {
      try parser.parseFormat()
      parser.characters = []
      return .success(parser)
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(reason: "\(error)", offset: 0))
    }
  }

  private mutating func parseFormat() throws {
    if characters.count >= 2, characters[1] == ":" {
      switch characters[0] {
      case "H": isVertical = false
      case "V": isVertical = true
      default: throw Failure(reason: "Expected 'H' or 'V' before ':'", offset: 0)
      }
      index = 2
    }
    if peek == "|" {
      superviewOffsets.append(index)
      index += 1
      leadingSuperview = try connection()
    }
    views.append(try viewTerm())
    while index < characters.count {
      if peek == "|" { break }
      let gap = try connection()
      if peek == "|" {
        trailingSuperview = gap
        break
      }
      gaps.append(gap)
      views.append(try viewTerm())
    }
    if peek == "|" {
      if trailingSuperview == nil { trailingSuperview = .flush }
      superviewOffsets.append(index)
      index += 1
    }
    guard index == characters.count else {
      throw Failure(reason: "Expected the end of the format after '|'", offset: index)
    }
  }

  private var peek: Character? { index < characters.count ? characters[index] : nil }

  /// Nothing (flush), `-` alone (standard), or `-value-` / `-(predicates)-`.
  private mutating func connection() throws -> Connection {
    guard peek == "-" else { return .flush }
    index += 1
    if peek == "[" || peek == "|" { return .standard }
    var predicates: [Predicate] = []
    if peek == "(" {
      predicates = try predicateList()
    } else {
      let start = index
      guard let value = try valueIfAny() else {
        throw Failure(reason: "Expected a number, a metric or a view after '-'", offset: start)
      }
      predicates = [Predicate(relation: .equal, object: value, priority: nil, offset: start)]
    }
    guard peek == "-" else { throw Failure(reason: "Expected a '-' here", offset: index) }
    index += 1
    return .predicates(predicates)
  }

  private mutating func viewTerm() throws -> ViewTerm {
    guard peek == "[" else { throw Failure(reason: "Expected a view", offset: index) }
    index += 1
    var term = ViewTerm(offset: index)
    guard let name = identifier() else { throw Failure(reason: "Expected a view", offset: index) }
    term.name = name
    if peek == "(" { term.predicates = try predicateList() }
    guard peek == "]" else { throw Failure(reason: "Expected ']'", offset: index) }
    index += 1
    return term
  }

  /// `(predicate, predicate, …)`.
  private mutating func predicateList() throws -> [Predicate] {
    index += 1
    var list: [Predicate] = []
    while true {
      list.append(try predicate())
      if peek == "," {
        index += 1
        continue
      }
      guard peek == ")" else { throw Failure(reason: "Expected ')' or ','", offset: index) }
      index += 1
      return list
    }
  }

  private mutating func predicate() throws -> Predicate {
    var predicate = Predicate(offset: index)
    if index + 1 < characters.count, characters[index + 1] == "=" {
      switch characters[index] {
      case "=": predicate.relation = .equal
      case "<": predicate.relation = .lessThanOrEqual
      case ">": predicate.relation = .greaterThanOrEqual
      default: throw Failure(reason: "Expected '==', '<=' or '>='", offset: index)
      }
      index += 2
    }
    let start = index
    guard let object = try valueIfAny() else {
      throw Failure(reason: "Expected a number, a metric or a view", offset: start)
    }
    predicate.object = object
    if peek == "@" {
      index += 1
      let at = index
      guard let priority = try valueIfAny() else {
        throw Failure(reason: "Expected a number or a metric after '@'", offset: at)
      }
      predicate.priority = priority
    }
    return predicate
  }

  /// A number (`8`, `-4`, `0.5`) or a name, or nil when neither starts here.
  private mutating func valueIfAny() throws -> Value? {
    let start = index
    if let name = identifier() { return .name(name, offset: start) }
    var text = ""
    if peek == "-" || peek == "+" {
      text.append(characters[index])
      index += 1
    }
    while let character = peek, character.isASCII, character.isNumber || character == "." {
      text.append(character)
      index += 1
    }
    guard !text.isEmpty else { return nil }
    guard let number = Double(text), number.isFinite else {
      throw Failure(reason: "'\(text)' is not a number", offset: start)
    }
    return .number(CGFloat(number))
  }

  /// `[A-Za-z_][A-Za-z0-9_]*`, the grammar's view and metric names.
  private mutating func identifier() -> String? {
    guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
    var name = ""
    while let character = peek, character.isASCII,
      character.isLetter || character.isNumber || character == "_"
    {
      name.append(character)
      index += 1
    }
    return name
  }
}
