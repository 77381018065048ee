import Foundation
import TouchKit

/// A parsed short-form query (docs/describe-and-query.md#short-form): compounds such as
/// `Button#save[enabled=true]`, joined by a space (descendant) or `>` (child).
struct ShortFormSelector: Equatable, Sendable {
  enum ClassTest: Equatable, Sendable {
    /// `*`, or no class at all (`#save`): any view, windows included.
    case any
    /// `Button`: exactly that class, not its subclasses.
    case exact(String)
    /// `kindOf(Control)`: the class or any subclass (UIKit's `isKind(of:)`).
    case kindOf(String)
  }

  struct AttributeTest: Equatable, Sendable {
    var name: String
    var value: String
    /// `!=`: the attribute is present with another value (XPath's `@name != 'value'`).
    var negated: Bool
  }

  struct Compound: Equatable, Sendable {
    var classTest: ClassTest = .any
    var id: String?
    var attributes: [AttributeTest] = []
  }

  enum Combinator: Equatable, Sendable { case descendant, child }

  /// The compounds, outermost first; `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
  var compounds: [Compound]
  var combinators: [Combinator]

  /// The same selection as XPath 1.0 over the XML description, which the tests hold the
  /// short form to.
  var xpath: String {
    var result = ""
    for (offset, compound) in compounds.enumerated() {
      result += offset == 0 || combinators[offset - 1] == .descendant ? "//" : "/"
      switch compound.classTest {
      case .any: result += "*[@index]"
      case .exact(let name): result += name
      case .kindOf(let name):
        result += "*[contains(concat(' ', @classes, ' '), \(Self.literal(" " + name + " ")))]"
      }
      if let id = compound.id { result += "[@id=\(Self.literal(id))]" }
      for test in compound.attributes {
        result += "[@\(test.name)\(test.negated ? "!=" : "=")\(Self.literal(test.value))]"
      }
    }
    return result
  }

  /// An XPath string literal for any text: quoted with `'` or `"`, or a `concat()` of both
  /// when it holds both.
  static func literal(_ text: String) -> String {
    if !text.contains("'") { return "'\(text)'" }
    if !text.contains("\"") { return "\"\(text)\"" }
    let parts = text.split(separator: "'", omittingEmptySubsequences: false).map { "'\($0)'" }
    return "concat(" + parts.joined(separator: ", \"'\", ") + ")"
  }
}
