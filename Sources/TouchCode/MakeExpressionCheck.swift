import SwiftParser
import SwiftSyntax
import TouchFoundation
import TouchKit
import TouchLayout

/// What a layout's `make:` expression may be, checked before anyone is asked to run it: it is
/// spliced into the library's entry point (``EntryPointSource``), so text that is not exactly
/// one Swift expression could close the closure it goes in (`X() } func evil() {`) and add
/// declarations at the top level: a second `@_cdecl("touchlab_code_entry_v1")`, top-level code
/// that runs on load, or an `@main`.
///
/// So the text must parse, with swift-syntax, as one expression and nothing after it; hold no
/// attribute (`@_cdecl`, `@_silgen_name`, `@main` inside a closure), no `#sourceLocation` or
/// `#if`; and be one line of at most ``maximumLength`` characters with no control character.
/// Declarations inside a closure expression (`{ let b = Badge(); b.tag = 1; return b }()`) stay
/// local to it, and are allowed. Each problem is said at the expression's place in the layout.
public enum MakeExpressionCheck {
  /// The longest expression taken: a call with a few arguments fits many times over.
  public static let maximumLength = 2_000

  /// The problems of `expressions`, each at its layout line and column; empty when all may go
  /// in.
  public static func problems(_ expressions: [LayoutCode.Expression]) -> [CodeDiagnostic] {
    expressions.compactMap { expression in
      problem(expression.text).map { message in
        CodeDiagnostic(
          Diagnostic(
            file: expression.file, line: expression.line, column: expression.column, message: message))
      }
    }
  }

  /// Why `text` cannot be a `make:` expression, or nil.
  static func problem(_ text: String) -> String? {
    if text.trimmingCharacters(in: .whitespaces).isEmpty { return "make: is empty; give a Swift expression" }
    if text.count > maximumLength {
      return "make: is \(text.count) characters long; at most \(maximumLength) (call a function of your code)"
    }
    if text.unicodeScalars.contains(where: TerminalSafety.needsEscaping) {
      return "make: holds a line break, a control or an invisible character; an expression is one line"
    }
    var parser = Parser(text)
    let expression = ExprSyntax.parse(from: &parser)
    if expression.hasError {
      return "make: is not one Swift expression (\(text)); "
        + "a view is made by an expression such as BadgeView(style: .compact)"
    }
    let finder = ForbiddenSyntax(viewMode: .sourceAccurate)
    finder.walk(expression)
    return finder.found.map { "make: holds \($0), which an expression that makes a view has no use for" }
  }

  /// The first attribute or compiler directive in an expression.
  private final class ForbiddenSyntax: SyntaxVisitor {
    var found: String?

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      found = found ?? "an attribute (\(node.trimmedDescription.prefix(40)))"
      return .skipChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      found = found ?? "#if"
      return .skipChildren
    }

    override func visit(_ node: PoundSourceLocationSyntax) -> SyntaxVisitorContinueKind {
      found = found ?? "#sourceLocation"
      return .skipChildren
    }
  }
}
