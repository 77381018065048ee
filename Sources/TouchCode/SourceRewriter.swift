import SwiftParser
import SwiftSyntax
import TouchFoundation

/// Makes a file written for iOS compile where Swift has no Objective-C (Linux), without the
/// person editing it. Every change keeps the person's lines where they are:
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`,
///   `@IBInspectable`, `@IBDesignable` and `@IBSegueAction` are blanked to spaces. They are
///   compile errors without Objective-C, and mean nothing to touches; what `@objc` did for
///   target-action, the action table (``ActionTableSource``) does.
/// - `#selector(closeTapped)` becomes `Selector("closeTapped")`, the name Objective-C would
///   give the method (``SelectorResolver``); only the columns after it on that line move.
/// - `import UIKit.UIGestureRecognizerSubclass` (a Clang submodule), `import QuartzCore`, and
///   on Linux `import CoreGraphics`, become `import UIKit`: TouchLab's UIKit has what they
///   add (a recognizer's settable `state`, `CALayer`, the geometry types).
///
/// - `override init(style:reuseIdentifier:)` (a `UITableViewCell` subclass's initializer)
///   becomes `required init(style:reuseIdentifier:)`, the same width: a table makes a
///   registered cell class through that initializer, which Swift can call on a class value only
///   when it is `required` (TouchKit's `TableViewCell`; docs/table-view.md).
///
/// What cannot be rewritten is a problem at its line: an `optional` protocol requirement
/// needs the Objective-C runtime to ask whether it is implemented.
final class SourceRewriter: SyntaxVisitor {
  static let blankedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
    "IBSegueAction",
  ]

  /// Modules whose import becomes `import UIKit`, and why each can.
  static func replacedImports(onLinux: Bool) -> Set<String> {
    var modules: Set<String> = ["UIKit.UIGestureRecognizerSubclass", "QuartzCore"]
    // On Apple systems CoreGraphics is the real one, which Foundation already exports.
    if onLinux { modules.insert("CoreGraphics") }
    return modules
  }

  private let file: String
  private let bytes: [UInt8]
  private let converter: SourceLocationConverter
  private let resolver: SelectorResolver
  private let replacedImports: Set<String>
  private var enclosing: [String] = []
  private(set) var edits: [SourceEdit] = []
  private(set) var problems: [CodeDiagnostic] = []

  init(file: String, text: String, tree: SourceFileSyntax, resolver: SelectorResolver, onLinux: Bool) {
    self.file = file
    bytes = Array(text.utf8)
    converter = SourceLocationConverter(fileName: file, tree: tree)
    self.resolver = resolver
    replacedImports = Self.replacedImports(onLinux: onLinux)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if Self.blankedAttributes.contains(node.attributeName.trimmedDescription)
      || AppDelegateEntry.isSetAside(node)
    {
      edits.append(SourceEdit.blank(start(of: node), end(of: node), in: bytes))
    }
    return .skipChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    if node.name.tokenKind == .keyword(.optional) {
      problem(
        at: node,
        "TouchLab cannot rewrite an 'optional' protocol requirement: it needs the Objective-C "
          + "runtime, which Swift has only on Apple systems; declare the requirement without "
          + "'optional' and give it a default in an extension of the protocol")
    }
    return .skipChildren
  }

  /// The initializers a table or collection makes its reusable views with from their class
  /// (`UITableViewCell.init(style:reuseIdentifier:)`, `UITableViewHeaderFooterView
  /// .init(reuseIdentifier:)`): `required` in TouchLab, so a class object can make one, where
  /// UIKit's Objective-C needs no such word; a person's `override` of one becomes `required`,
  /// the same width.
  static let requiredInitializerLabels: Set<[String]> = [["style", "reuseIdentifier"], ["reuseIdentifier"]]

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
    if Self.requiredInitializerLabels.contains(labels),
      let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
    {
      edits.append(SourceEdit(start: start(of: override), end: end(of: override), replacement: "required"))
    }
    return .visitChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = node.path.map(\.name.text).joined(separator: ".")
    guard node.importKindSpecifier == nil, replacedImports.contains(path),
      let first = node.path.first, let last = node.path.last
    else { return .skipChildren }
    let from = start(of: first)
    let to = end(of: last)
    let padding = String(repeating: " ", count: max(0, to - from - "UIKit".utf8.count))
    edits.append(SourceEdit(start: from, end: to, replacement: "UIKit" + padding))
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "selector" else { return .visitChildren }
    switch selector(of: node) {
    case .success(let name):
      edits.append(
        SourceEdit(start: start(of: node), end: end(of: node), replacement: "Selector(\"\(name)\")"))
    case .failure(let failure):
      problem(at: node, failure.message)
    }
    return .skipChildren
  }

  // The types around a `#selector`, for finding the method it names.
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enclosing.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

  private func enter(_ name: String) -> SyntaxVisitorContinueKind {
    enclosing.append(((enclosing.last).map { $0 + "." } ?? "") + name)
    return .visitChildren
  }

  /// The name `#selector(…)` evaluates to.
  private func selector(of node: MacroExpansionExprSyntax) -> Result<String, SelectorProblem> {
    guard node.arguments.count == 1, let argument = node.arguments.first else {
      return .failure(SelectorProblem("#selector takes one method reference"))
    }
    var expression = argument.expression
    var typeName: String?
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      let written = base.trimmedDescription
      typeName = written == "self" || written == "Self" ? nil : written
      expression = ExprSyntax(member.declName)
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else {
      return .failure(
        SelectorProblem(
          "TouchLab cannot rewrite #selector(\(argument.expression.trimmedDescription)): it reads "
            + "a method's name, optionally after a type (`#selector(CardView.closeTapped(_:))`)"))
    }
    let base = reference.baseName.text
    switch argument.label?.text {
    case "getter": return .success(base)
    case "setter": return .success("set" + base.prefix(1).uppercased() + base.dropFirst() + ":")
    default: break
    }
    let labels = reference.argumentNames.map { names in
      names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } as [String?]
    }
    return resolver.selector(base: base, labels: labels, typeName: typeName, enclosing: enclosing)
  }

  private func start(of node: some SyntaxProtocol) -> Int {
    node.positionAfterSkippingLeadingTrivia.utf8Offset
  }
  private func end(of node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }

  private func problem(at node: some SyntaxProtocol, _ message: String) {
    // Where the person wrote it: a member moved out of an extension (``ExtensionOverrides``)
    // is behind a `#sourceLocation` naming its own file and line, its column kept.
    let location = node.startLocation(converter: converter)
    problems.append(
      CodeDiagnostic(
        Diagnostic(
          file: location.presumedFile, line: location.presumedLine, column: location.column, message: message)
      ))
  }
}
