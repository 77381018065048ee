import SwiftParser
import SwiftSyntax
import TouchKit

/// Finds the action methods of one file (``ActionMethodDeclaration``): what target-action
/// must be able to call by selector.
///
/// Methods inside functions and closures are local and cannot be targets; `static` methods,
/// methods with more than two parameters (a target-action method takes the sender and the
/// event at most), and `async` or generic ones are not action methods.
final class ActionMethodScanner: EnclosingTypeScanner {
  private(set) var methods: [ActionMethodDeclaration] = []

  /// An `@objc extension`'s methods, or an `@objc` one's in any extension, are action methods.
  override var readsExtensions: Bool { true }

  static func methods(in tree: SourceFileSyntax, file: String) -> [ActionMethodDeclaration] {
    let scanner = ActionMethodScanner(file: file, tree: tree)
    scanner.walk(tree)
    return scanner.methods
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let method = actionMethod(node) { methods.append(method) }
    return .skipChildren
  }

  private func actionMethod(_ node: FunctionDeclSyntax) -> ActionMethodDeclaration? {
    guard let type = enclosing.last else { return nil }
    let attributes = node.attributes
    let modifiers = Set(node.modifiers.map(\.name.text))
    // An override of a standard edit action (`override func copy(_ sender: Any?)`) overrides
    // an Objective-C method on iOS, so it is one too, `@objc` or not.
    let editOverride =
      modifiers.contains("override") && node.signature.parameterClause.parameters.count == 1
      && Self.standardEditActions.contains(ObjCSelectorName.name(of: node))
    let marked =
      attributes.contains(named: "objc") || attributes.contains(named: "IBAction") || editOverride
      || (type.exposesAll && !attributes.contains(named: "nonobjc"))
    let parameters = node.signature.parameterClause.parameters
    guard marked, modifiers.isDisjoint(with: ["static", "class"]), parameters.count <= 2,
      node.genericParameterClause == nil, node.signature.effectSpecifiers?.asyncSpecifier == nil,
      parameters.allSatisfy({ $0.ellipsis == nil })
    else { return nil }
    return ActionMethodDeclaration(
      typeName: type.name, baseName: node.name.text,
      labels: parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text },
      parameterTypes: parameters.map { Self.argumentType($0.type) },
      selector: ObjCSelectorName.name(of: node),
      isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
      line: node.name.startLocation(converter: converter).presumedLine)
  }

  /// The selectors of UIKit's `UIResponderStandardEditActions` (TouchKit's `StandardEditAction`).
  static let standardEditActions = Set(StandardEditAction.allCases.map(\.actionName))

  /// The type as the generated call's cast writes it: `UIButton!` becomes `UIButton?`
  /// (an implicitly unwrapped optional cannot be spelled as a type's `.self`).
  private static func argumentType(_ type: TypeSyntax) -> String {
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.trimmedDescription + "?"
    }
    return type.trimmedDescription
  }
}
