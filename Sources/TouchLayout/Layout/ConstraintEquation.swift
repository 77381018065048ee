import Foundation
import TouchKit

/// One constraint of a layout's `constraints:` written as UIKit describes a constraint:
/// `title.top == card.safeAreaLayoutGuide.top + 8 @750`, `icon.width == 0.5 * card.width`,
/// `button.height == 44`. Parsed here with the offset of each part, so an error points at the
/// character it is about; the ids are looked up by the builder (LayoutBuilder+Constraints.swift).
///
/// ```
/// equation ::= item relation right ('@' number)?
/// relation ::= '==' | '<=' | '>='
/// right    ::= number | (number '*')? item ('*' number)? (('+' | '-') number)?
/// item     ::= id ('.' guide)? '.' attribute      guide ::= safeAreaLayoutGuide | layoutMarginsGuide | readableContentGuide | contentLayoutGuide | frameLayoutGuide
/// id       ::= name | '`' any character but '`' … '`'
/// ```
///
/// A quoted id names a view whose id is not a name: an Interface Builder object id
/// (`` `Lg1-Bt-001`.top ``) or a `userLabel` with spaces, as `touchlab import` writes them.
struct ConstraintEquation {
  /// `id.attribute` or `id.guide.attribute`.
  struct Item {
    var id: String
    var guide: String?
    var attribute: LayoutConstraint.Attribute
    var offset: Int
  }

  /// A problem and the offset (in characters) of the character it is about.
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  static let guides = [
    "safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "contentLayoutGuide",
    "frameLayoutGuide",
  ]

  var first: Item
  var relation = LayoutConstraint.Relation.equal
  var second: Item?
  var multiplier: CGFloat = 1
  var constant: CGFloat = 0
  var priority: Float = 1000

  static func parse(_ text: String) -> Result<ConstraintEquation, Failure> {
    var scanner = Scanner(characters: Array(text))
    do {
      return .success(try scanner.equation())
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(message: "\(error)", offset: 0))
    }
  }

  /// Reads an equation left to right, one token at a time.
  private struct Scanner {
    let characters: [Character]
    var index = 0

    init(characters: [Character]) { self.characters = characters }

    mutating func equation() throws -> ConstraintEquation {
      var equation = ConstraintEquation(first: try item())
      equation.relation = try relation()
      skipSpaces()
      let start = index
      if let number = try numberIfAny() {
        if take("*") {
          equation.multiplier = number
          equation.second = try item()
        } else {
          equation.constant = number
        }
      } else if peek?.isLetter == true || peek == "_" || peek == "`" {
        equation.second = try item()
        if take("*") { equation.multiplier = try number("a multiplier") }
      } else {
        throw Failure(
          message: "expected a number or an item (id.attribute) after the relation", offset: start)
      }
      if equation.second != nil {
        if take("+") {
          equation.constant = try number("a constant")
        } else if take("-") {
          equation.constant = -(try number("a constant"))
        }
      }
      if take("@") {
        let at = index
        let priority = try number("a priority")
        guard priority >= 1, priority <= 1000 else {
          throw Failure(message: "a priority must be from 1 to 1000, got \(priority)", offset: at)
        }
        equation.priority = Float(priority)
      }
      skipSpaces()
      guard index == characters.count else {
        throw Failure(
          message: "unexpected '\(characters[index])': expected '+', '-', '*' or '@'", offset: index)
      }
      return equation
    }

    /// `id.attribute` or `id.guide.attribute`.
    mutating func item() throws -> Item {
      skipSpaces()
      let start = index
      var parts: [(String, Int)] = []
      repeat {
        let at = index
        if parts.isEmpty, take("`", skippingSpaces: false) {
          guard let close = characters[index...].firstIndex(of: "`"), close > index else {
            throw Failure(message: "expected an id between backquotes, as in `Lg1-Bt-001`.top", offset: at)
          }
          parts.append((String(characters[index..<close]), at))
          index = close + 1
          continue
        }
        guard let name = name() else {
          throw Failure(message: "expected an item: id.attribute, as in card.top", offset: at)
        }
        parts.append((name, at))
      } while take(".", skippingSpaces: false)
      guard parts.count == 2 || parts.count == 3, let (attributeName, at) = parts.last else {
        throw Failure(
          message: "expected id.attribute or id.guide.attribute (card.top, card.safeAreaLayoutGuide.top)",
          offset: start)
      }
      guard let attribute = LayoutConstraint.Attribute(name: attributeName) else {
        throw Failure(
          message: "'\(attributeName)' is not an attribute: expected one of UIKit's (top, bottom, leading, "
            + "trailing, left, right, width, height, centerX, centerY, firstBaseline, lastBaseline, or a margin "
            + "attribute: leadingMargin, …)", offset: at)
      }
      var item = Item(id: parts[0].0, guide: nil, attribute: attribute, offset: start)
      if parts.count == 3 {
        guard Self.isGuide(parts[1].0) else {
          throw Failure(
            message:
              "'\(parts[1].0)' is not a layout guide: expected \(ConstraintEquation.guides.dropLast().joined(separator: ", ")) or "
              + "\(ConstraintEquation.guides.last ?? "")",
            offset: parts[1].1)
        }
        item.guide = parts[1].0
      }
      return item
    }

    static func isGuide(_ name: String) -> Bool { ConstraintEquation.guides.contains(name) }

    mutating func relation() throws -> LayoutConstraint.Relation {
      skipSpaces()
      let at = index
      let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
      let relation: LayoutConstraint.Relation
      switch pair {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw Failure(message: "expected a relation: ==, <= or >=", offset: at)
      }
      index += 2
      return relation
    }

    mutating func number(_ what: String) throws -> CGFloat {
      skipSpaces()
      let at = index
      guard let number = try numberIfAny() else { throw Failure(message: "expected \(what)", offset: at) }
      return number
    }

    /// A finite number (`8`, `-4`, `0.5`), or nil when none starts here.
    mutating func numberIfAny() throws -> CGFloat? {
      skipSpaces()
      let start = index
      var text = ""
      if peek == "-" {
        text.append("-")
        index += 1
      }
      while let character = peek, character.isASCII, character.isNumber || character == "." {
        text.append(character)
        index += 1
      }
      guard text != "-", !text.isEmpty else {
        index = start
        return nil
      }
      guard let number = Double(text), number.isFinite else {
        throw Failure(message: "'\(text)' is not a number", offset: start)
      }
      return CGFloat(number)
    }

    /// Letters, digits and `_`, not starting with a digit: an id or a name.
    mutating func name() -> String? {
      guard let first = peek, first.isLetter || first == "_" else { return nil }
      var name = ""
      while let character = peek, character.isLetter || character.isNumber || character == "_" {
        name.append(character)
        index += 1
      }
      return name
    }

    var peek: Character? { index < characters.count ? characters[index] : nil }

    mutating func skipSpaces() {
      while peek == " " { index += 1 }
    }

    /// Takes `character` if it is next (after spaces).
    mutating func take(_ character: Character, skippingSpaces: Bool = true) -> Bool {
      if skippingSpaces { skipSpaces() }
      guard peek == character else { return false }
      index += 1
      return true
    }
  }
}
