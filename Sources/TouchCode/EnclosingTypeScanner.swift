import SwiftParser
import SwiftSyntax

/// What the scanners of a person's declarations share (``ActionMethodScanner``,
/// ``OutletScanner``): the stack of types around the declaration being read, each named as a
/// selector's or an outlet table's code names it (`Outer.Inner`), and the declarations whose
/// insides declare nothing of a type (protocols, initializers, closures, accessors).
///
/// A generic class is passed over with its insides: target-action and outlets are reached by
/// the Objective-C runtime on iOS, which cannot see a generic class's members. Extensions are
/// read only by a scanner that says so (``readsExtensions``): an outlet is a stored property,
/// which an extension cannot declare.
class EnclosingTypeScanner: SyntaxVisitor {
  /// One type around the current declaration.
  struct EnclosingType {
    /// Qualified by the types around it: `Outer.Inner`.
    var name: String
    var isClass: Bool
    /// Whether its members are all `@objc`: a class's `@objcMembers`, an `@objc extension`.
    var exposesAll: Bool
  }

  /// Lines of the file's declarations, for messages and the generated code's references.
  let converter: SourceLocationConverter
  /// The types around the current declaration, innermost last.
  private(set) var enclosing: [EnclosingType] = []

  /// Whether an extension's members are read, as members of the extended type.
  var readsExtensions: Bool { false }

  init(file: String, tree: SourceFileSyntax) {
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.genericParameterClause == nil else { return .skipChildren }
    enter(node.name.text, isClass: true, exposesAll: node.attributes.contains(named: "objcMembers"))
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) {
    if node.genericParameterClause == nil { enclosing.removeLast() }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, isClass: false, exposesAll: false)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, isClass: false, exposesAll: false)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

  /// An extension's type is named as written (`Outer.Inner`), not qualified by where the
  /// extension is: extensions are declared at a file's top level.
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard readsExtensions else { return .skipChildren }
    enclosing.append(
      EnclosingType(
        name: node.extendedType.trimmedDescription, isClass: false,
        exposesAll: node.attributes.contains(named: "objc")))
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) {
    if readsExtensions { enclosing.removeLast() }
  }

  // Nothing inside these declares a member of a type.
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func enter(_ name: String, isClass: Bool, exposesAll: Bool) {
    let qualified = ((enclosing.last?.name).map { $0 + "." } ?? "") + name
    enclosing.append(EnclosingType(name: qualified, isClass: isClass, exposesAll: exposesAll))
  }
}

extension AttributeListSyntax {
  /// Whether one of these is `@name` (with or without arguments).
  func contains(named name: String) -> Bool {
    contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.attributeName.trimmedDescription == name
    }
  }
}
