import SwiftSyntax
import TouchFoundation
import UIKit

/// What a person's file may not declare, because TouchLab loads the files as a library into
/// its own process: an `@main` type other than the app delegate (a program of its own, which
/// would never run here; TouchLab has its own entry point; the app delegate's `@main` is set
/// aside instead, ``AppDelegateEntry``) and a symbol named as the entry point TouchLab generates for
/// the library (`@_cdecl("touchlab_code_entry_v1")`, or `@_silgen_name` of it), which the linker
/// would refuse with a message about a temporary object file. Each is an error at the person's
/// file, line and column, before anything is compiled (issue 36, "Bad input stays harmless").
/// Top-level code is the compiler's to refuse: a library is compiled `-parse-as-library`.
final class EntryPointClaims: SyntaxVisitor {
  private let file: String
  private let converter: SourceLocationConverter
  private(set) var problems: [CodeDiagnostic] = []

  /// The claims of every file, in file and source order.
  static func problems(in files: CodeFiles, trees: [SourceFileSyntax]) -> [CodeDiagnostic] {
    zip(files.files, trees).flatMap { file, tree in
      let visitor = EntryPointClaims(file: file.path, tree: tree)
      visitor.walk(tree)
      return visitor.problems
    }
  }

  private init(file: String, tree: SourceFileSyntax) {
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.attributeName.trimmedDescription
    let arguments = node.arguments?.trimmedDescription ?? ""
    if name == "main", !AppDelegateEntry.isSetAside(node) {
      report(
        node,
        "@main: TouchLab loads your files as a library into its own process, which has its own entry "
          + "point, so a @main type other than an app delegate (a UIApplicationDelegate, whose @main is "
          + "set aside) is never run; leave this file out of --code, or remove @main")
    } else if ["_cdecl", "_silgen_name"].contains(name), arguments.contains(CodeCatalog.entryPointName) {
      report(
        node,
        "@\(name)(\"\(CodeCatalog.entryPointName)\"): that is the name of the entry point TouchLab "
          + "generates for your code, and a library cannot have two; give the function another name")
    }
    return .skipChildren
  }

  private func report(_ node: AttributeSyntax, _ message: String) {
    let location = node.startLocation(converter: converter)
    problems.append(
      CodeDiagnostic(Diagnostic(file: file, line: location.line, column: location.column, message: message)))
  }
}
