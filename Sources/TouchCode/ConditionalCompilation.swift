import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// `#if` decided as an iOS build decides it (``IOSBuildConfiguration``), before anything else
/// reads a person's file: a view inside `#if os(iOS)` (or `#if canImport(UIKit)`) is compiled
/// and its classes found, where the Swift compiler on Linux would drop it and TouchLab's action
/// table then fail inside a generated file; code for macOS inside `#else` is not compiled.
///
/// The evaluator is swift-syntax's (`SwiftIfConfig`). What it decides is written into the
/// text: every directive (`#if …`, `#elseif …`, `#else`, `#endif`) and every inactive clause
/// becomes spaces, its line breaks kept, so the compiler sees only the active code and every
/// line and column after a blanked region stays where the person wrote it. An `#if` nested in
/// the active clause is decided the same way; one inside an inactive clause goes with it.
enum ConditionalCompilation {
  /// `files` with their `#if` decided, each parsed: the files every later pass reads.
  static func configured(
    _ files: CodeFiles, trees: [SourceFileSyntax]? = nil, configuration: some BuildConfiguration
  ) -> (files: CodeFiles, trees: [SourceFileSyntax]) {
    var configured = files
    var result: [SourceFileSyntax] = []
    for (index, file) in files.files.enumerated() {
      let tree = trees?[index] ?? Parser.parse(source: file.text)
      let blanking = Blanking(text: file.text, configuration: configuration)
      blanking.walk(tree)
      guard !blanking.edits.isEmpty else {
        result.append(tree)
        continue
      }
      let text = SourceEdit.apply(blanking.edits, to: file.text)
      configured.replaceText(at: index, with: text)
      result.append(Parser.parse(source: text))
    }
    return (configured, result)
  }

  /// The blanks for one file's inactive code and directives.
  private final class Blanking<Configuration: BuildConfiguration>: SyntaxVisitor {
    private let bytes: [UInt8]
    private let configuration: Configuration
    /// The clauses not taken, whose contents are not visited (they are blanked whole).
    private var inactive: Set<SyntaxIdentifier> = []
    private(set) var edits: [SourceEdit] = []

    init(text: String, configuration: Configuration) {
      bytes = Array(text.utf8)
      self.configuration = configuration
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      let active = node.activeClause(in: configuration).clause
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      guard let active, let elements = active.elements else {
        edits.append(SourceEdit.blank(start, end, in: bytes))
        return .skipChildren
      }
      for clause in node.clauses where clause.id != active.id { inactive.insert(clause.id) }
      // Before the active clause's code: the directives and clauses not taken above it; after
      // it: those below, and `#endif`.
      edits.append(SourceEdit.blank(start, elements.position.utf8Offset, in: bytes))
      edits.append(SourceEdit.blank(elements.endPosition.utf8Offset, end, in: bytes))
      return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
      inactive.contains(node.id) ? .skipChildren : .visitChildren
    }
  }
}
