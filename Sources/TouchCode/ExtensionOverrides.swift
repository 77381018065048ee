import SwiftParser
import SwiftSyntax

/// Overrides written in an extension of a person's own class, moved into the class.
///
/// On iOS a view may override UIKit's methods in an extension (`extension CardView {
/// override func layoutSubviews() { … } }`): UIKit's methods are `@objc dynamic`, and
/// Objective-C lets a category replace them. Swift without Objective-C refuses ("cannot be
/// overridden from extension"), so the rewrite moves each such member into the body of its
/// class, wherever the person wrote the class (in any of their files). Moved are:
/// - every `override` method, property or subscript in an extension of a class the person's
///   files declare (not a generic one, not an extension with a `where` clause);
/// - a method or property of such an extension that a class of theirs overrides (iOS lets a
///   subclass override an `@objc` member of an extension; Swift needs it in the class body).
///
/// Every moved line keeps its file, line and column for the compiler's diagnostics: the
/// member's text in the extension becomes spaces (its line breaks kept), and in the class it
/// goes just before the closing brace between `#sourceLocation` directives naming the file and
/// line it came from, indented to its own column, after which the class's file resumes at the
/// closing brace's line. An initializer is not moved: iOS does not allow a designated one in an
/// extension either. What a moved member uses that is `fileprivate` to the extension's other
/// file is out of its reach once moved (the compiler says so, at the member's own line).
enum ExtensionOverrides {
  /// `files` with the members moved, and the trees of the files that changed parsed again.
  static func relocated(_ files: CodeFiles, trees: [SourceFileSyntax]) -> (
    files: CodeFiles, trees: [SourceFileSyntax]
  ) {
    let paths = files.files.map(\.path)
    let scans = zip(paths, trees).map { path, tree in Scan(file: path, tree: tree) }
    scans.forEach { $0.walk($0.tree) }
    var bodies: [String: Scan.ClassBody] = [:]
    for scan in scans {
      for body in scan.classes where bodies[body.name] == nil { bodies[body.name] = body }
    }
    let overridden = Set(scans.flatMap(\.overriddenNames))
    var edits = Array(repeating: [SourceEdit](), count: files.files.count)
    var insertions: [String: [String]] = [:]
    var classOrder: [String] = []
    for (index, scan) in scans.enumerated() {
      for member in scan.extensionMembers {
        guard let body = bodies[member.typeName], member.isOverride || overridden.contains(member.name)
        else { continue }
        edits[index].append(SourceEdit.blank(member.start, member.end, in: scan.bytes))
        let text = String(decoding: scan.bytes[member.start..<member.end], as: UTF8.self)
        if insertions[body.name] == nil { classOrder.append(body.name) }
        insertions[body.name, default: []].append(
          "\n#sourceLocation(file: \(SwiftLiteral.string(paths[index])), line: \(member.line))\n"
            + String(repeating: " ", count: member.column - 1) + text)
      }
    }
    for name in classOrder {
      guard let body = bodies[name], let index = paths.firstIndex(of: body.file) else { continue }
      let resume =
        "\n#sourceLocation(file: \(SwiftLiteral.string(body.file)), line: \(body.braceLine))\n"
        + String(repeating: " ", count: body.braceColumn - 1)
      edits[index].append(
        SourceEdit(
          start: body.braceOffset, end: body.braceOffset,
          replacement: (insertions[name] ?? []).joined() + resume))
    }
    var relocated = files
    var result = trees
    for index in files.files.indices where !edits[index].isEmpty {
      let text = SourceEdit.apply(edits[index], to: files.files[index].text)
      relocated.replaceText(at: index, with: text)
      result[index] = Parser.parse(source: text)
    }
    return (relocated, result)
  }

  /// One file's classes (where their bodies close), the members of its extensions, and the
  /// names its classes override.
  private final class Scan: SyntaxVisitor {
    struct ClassBody {
      var name: String
      var file: String
      var braceOffset: Int
      var braceLine: Int
      var braceColumn: Int
    }

    struct ExtensionMember {
      var typeName: String
      var name: String
      var isOverride: Bool
      var start: Int
      var end: Int
      var line: Int
      var column: Int
    }

    let tree: SourceFileSyntax
    let bytes: [UInt8]
    private let file: String
    private let converter: SourceLocationConverter
    private var enclosing: [String] = []
    private(set) var classes: [ClassBody] = []
    private(set) var extensionMembers: [ExtensionMember] = []
    private(set) var overriddenNames: [String] = []

    init(file: String, tree: SourceFileSyntax) {
      self.file = file
      self.tree = tree
      bytes = Array(tree.syntaxTextBytes)
      converter = SourceLocationConverter(fileName: file, tree: tree)
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = qualified(node.name.text)
      // A class whose closing brace is missing gets nothing: the compiler reports the brace.
      if node.genericParameterClause == nil, node.memberBlock.rightBrace.presence == .present {
        let brace = node.memberBlock.rightBrace
        let location = brace.startLocation(converter: converter)
        classes.append(
          ClassBody(
            name: name, file: file, braceOffset: brace.positionAfterSkippingLeadingTrivia.utf8Offset,
            braceLine: location.line, braceColumn: location.column))
      }
      enclosing.append(name)
      return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      enclosing.append(qualified(node.name.text))
      return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      enclosing.append(qualified(node.name.text))
      return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      let typeName = node.extendedType.trimmedDescription
      if node.genericWhereClause == nil {
        for item in node.memberBlock.members {
          guard let (name, modifiers) = Self.member(item.decl) else { continue }
          let location = item.decl.startLocation(converter: converter)
          extensionMembers.append(
            ExtensionMember(
              typeName: typeName, name: name, isOverride: modifiers.contains("override"),
              start: item.positionAfterSkippingLeadingTrivia.utf8Offset,
              end: item.endPositionBeforeTrailingTrivia.utf8Offset, line: location.line,
              column: location.column))
        }
      }
      enclosing.append(typeName)
      return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
        overriddenNames.append(node.name.text)
      }
      return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
        overriddenNames += node.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
      }
      return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func qualified(_ name: String) -> String {
      ((enclosing.last).map { $0 + "." } ?? "") + name
    }

    /// A member that can move: a method, a property or a subscript, with its name and
    /// modifiers.
    private static func member(_ decl: DeclSyntax) -> (String, Set<String>)? {
      if let function = decl.as(FunctionDeclSyntax.self) {
        return (function.name.text, Set(function.modifiers.map(\.name.text)))
      }
      if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
        let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      {
        return (name, Set(variable.modifiers.map(\.name.text)))
      }
      if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
        return ("subscript", Set(subscriptDecl.modifiers.map(\.name.text)))
      }
      return nil
    }
  }
}
