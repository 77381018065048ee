import SwiftParser
import SwiftSyntax

/// Finds the `@IBOutlet` properties of one file's classes (``OutletDeclaration``): what an
/// Interface Builder file's outlets connect, without key-value coding (``OutletTableSource``).
///
/// Only stored or observed instance properties of a non-generic class, with a written type
/// (an outlet collection's is an array, `[UIButton]`, set once to its `<outletCollection>`'s
/// objects): a computed property or one without a type annotation has nothing to assign to by
/// name.
final class OutletScanner: EnclosingTypeScanner {
  private(set) var outlets: [OutletDeclaration] = []

  static func outlets(in tree: SourceFileSyntax, file: String) -> [OutletDeclaration] {
    let scanner = OutletScanner(file: file, tree: tree)
    scanner.walk(tree)
    return scanner.outlets
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let type = enclosing.last, type.isClass, node.attributes.contains(named: "IBOutlet"),
      node.bindingSpecifier.tokenKind == .keyword(.var),
      Set(node.modifiers.map(\.name.text)).isDisjoint(with: ["static", "class"])
    else { return .skipChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let written = binding.typeAnnotation?.type, !Self.isComputed(binding),
        let valueType = Self.valueType(written)
      else { continue }
      outlets.append(
        OutletDeclaration(
          typeName: type.name, property: name, valueType: valueType,
          line: binding.pattern.startLocation(converter: converter).presumedLine))
    }
    return .skipChildren
  }

  // A function's insides are local: nothing in them is an outlet of a class.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// A getter (written or implied by a code block) makes the property computed; `willSet` and
  /// `didSet` alone do not.
  private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return false }
    guard case .accessors(let accessors) = block.accessors else { return true }
    return accessors.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
  }

  /// `UIButton` for `UIButton!`, `UIButton?` or `UIButton`; `[UIButton]` for a collection.
  private static func valueType(_ type: TypeSyntax) -> String? {
    var inner = type
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      inner = unwrapped.wrappedType
    } else if let optional = type.as(OptionalTypeSyntax.self) {
      inner = optional.wrappedType
    }
    return inner.trimmedDescription
  }
}
