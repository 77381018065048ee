import SwiftParser
import SwiftSyntax

/// Lists the classes a Swift file declares, with a real parser (swift-syntax): a regular
/// expression would be fooled by comments, strings, `#if` and nesting.
///
/// Classes inside functions, closures and initializers are local: nothing outside can name
/// them, so they are skipped. Nested classes are named through the types around them.
final class ClassScanner: SyntaxVisitor {
  private let file: String
  private let converter: SourceLocationConverter
  private var enclosing: [String] = []
  private(set) var classes: [DeclaredClass] = []

  /// The classes `text` (the file at `file`) declares, in source order.
  static func classes(in text: String, file: String) -> [DeclaredClass] {
    classes(in: Parser.parse(source: text), file: file)
  }

  /// The classes a parsed file declares (a tree the caller parsed once for every pass).
  static func classes(in tree: SourceFileSyntax, file: String) -> [DeclaredClass] {
    let scanner = ClassScanner(file: file, tree: tree)
    scanner.walk(tree)
    return scanner.classes
  }

  private init(file: String, tree: SourceFileSyntax) {
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let location = node.name.startLocation(converter: converter)
    let modifiers = node.modifiers.map(\.name.text)
    var declared =
      DeclaredClass(
        name: (enclosing + [node.name.text]).joined(separator: "."),
        superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
        file: file, line: location.line, column: location.column,
        isFilePrivate: modifiers.contains("private") || modifiers.contains("fileprivate"),
        isGeneric: node.genericParameterClause != nil, isCoderUnavailable: Self.isCoderUnavailable(node),
        isCoderOnly: Self.isCoderOnly(node))
    declared.lacksFrameInitializer = Self.lacksFrameInitializer(node)
    declared.adopted =
      node.inheritanceClause.map { $0.inheritedTypes.dropFirst().map(\.type.trimmedDescription) } ?? []
    classes.append(declared)
    enclosing.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

  /// Whether the class's designated initializers are all `init?(coder:)`: it then inherits
  /// no other (Swift's rule: a class that declares a designated initializer inherits those of
  /// its superclass only when it overrides them all).
  private static func isCoderOnly(_ node: ClassDeclSyntax) -> Bool {
    let designated = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter {
      !$0.modifiers.contains { $0.name.text == "convenience" }
    }
    return !designated.isEmpty
      && designated.allSatisfy { $0.signature.parameterClause.parameters.first?.firstName.text == "coder" }
  }

  /// Whether the class declares designated initializers and none is `init(frame:)`.
  private static func lacksFrameInitializer(_ node: ClassDeclSyntax) -> Bool {
    let designated = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter {
      !$0.modifiers.contains { $0.name.text == "convenience" }
    }
    return !designated.isEmpty
      && !designated.contains { $0.signature.parameterClause.parameters.first?.firstName.text == "frame" }
  }

  /// Whether the class declares `init?(coder:)` as `@available(*, unavailable)`.
  private static func isCoderUnavailable(_ node: ClassDeclSyntax) -> Bool {
    node.memberBlock.members.contains { member in
      guard let initializer = member.decl.as(InitializerDeclSyntax.self),
        initializer.signature.parameterClause.parameters.first?.firstName.text == "coder"
      else { return false }
      return initializer.attributes.contains { element in
        guard case .attribute(let attribute) = element,
          attribute.attributeName.trimmedDescription == "available"
        else { return false }
        return attribute.arguments?.trimmedDescription.contains("unavailable") == true
      }
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enclosing.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enclosing.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enclosing.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

  // Local scopes: what is declared inside cannot be named from outside.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
