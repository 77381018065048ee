import SwiftParser
import SwiftSyntax

/// Finds the `@IBOutlet` properties of one file's classes (``OutletDeclaration``): what an
/// Interface Builder file's outlets connect, without key-value coding (``OutletTableSource``).
///
/// Only stored or observed instance properties of a non-generic class, with a written type:
/// an outlet collection (`[UIButton]`) is not one (its `<outletCollection>` is not read), and
/// a computed property or one without a type annotation has nothing to assign to by name.
final class OutletScanner: SyntaxVisitor {
  private let converter: SourceLocationConverter
  /// The types around the current declaration; nil for a generic class (skipped).
  private var enclosing: [(name: String, isClass: Bool)] = []
  private(set) var outlets: [OutletDeclaration] = []

  static func outlets(in tree: SourceFileSyntax, file: String) -> [OutletDeclaration] {
    let scanner = OutletScanner(file: file, tree: tree)
    scanner.walk(tree)
    return scanner.outlets
  }

  private init(file: String, tree: SourceFileSyntax) {
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.genericParameterClause == nil else { return .skipChildren }
    enter(node.name.text, isClass: true)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) {
    if node.genericParameterClause == nil { enclosing.removeLast() }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, isClass: false)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, isClass: false)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

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

  // Local scopes and other declarations: nothing in them is an outlet of a class.
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func enter(_ name: String, isClass: Bool) {
    let qualified = ((enclosing.last?.name).map { $0 + "." } ?? "") + name
    enclosing.append((qualified, isClass))
  }

  /// A getter (written or implied by a code block) makes the property computed; `willSet` and
  /// `didSet` alone do not.
  private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return false }
    guard case .accessors(let accessors) = block.accessors else { return true }
    return accessors.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
  }

  /// `UIButton` for `UIButton!`, `UIButton?` or `UIButton`; nil for a collection.
  private static func valueType(_ type: TypeSyntax) -> String? {
    var inner = type
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      inner = unwrapped.wrappedType
    } else if let optional = type.as(OptionalTypeSyntax.self) {
      inner = optional.wrappedType
    }
    guard !inner.is(ArrayTypeSyntax.self) else { return nil }
    return inner.trimmedDescription
  }
}
