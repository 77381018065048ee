import Foundation
import TouchKit
import TouchLayout

/// Selects views of a loaded layout by an expression: the short form for the common cases
/// (`#save`, `Button`, `Button[title=Save]`, `#card Button`), or XPath 1.0 over the XML
/// description (`//Button[@title='Save']`), for `touchlab query` and scripts' view targets.
///
/// ```swift
/// let query = try ViewQuery("Button[title=Save]")
/// let save = try query.view(in: layout)      // exactly one, or an error listing the matches
/// let all = try query.views(in: layout)      // every match, in document order
/// ```
///
/// An expression starting with `/` or `(` is XPath; anything else is the short form
/// (docs/describe-and-query.md has both grammars). Either way the views come in *document
/// order*: windows front to back, each window's views depth first, back to front
/// (``HierarchyDescription``). Parsing checks everything it can without a layout, so a typo
/// fails at once; a class name is checked against the layout when the query runs.
public struct ViewQuery: Equatable, Sendable, CustomStringConvertible {
  public enum Form: Equatable, Sendable {
    case shortForm
    case xpath
  }

  public let expression: String
  public var form: Form { selector == nil ? .xpath : .shortForm }
  private let selector: ShortFormSelector?

  /// Parses `expression`; throws ``ViewQueryError`` (kind `.syntax`, `.unknownAttribute`, or for
  /// XPath `.type`) when it cannot select views.
  public init(_ expression: String) throws(ViewQueryError) {
    self.expression = expression
    let trimmed = expression.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("/") || trimmed.hasPrefix("(") {
      selector = nil
      let type = try XPathChecker.check(expression)
      guard type == .nodeSet else {
        throw ViewQueryError(
          .type,
          "\(ViewQueryError.quoted(expression)) gives \(type.rawValue), not views; select elements, as in //Button"
        )
      }
    } else {
      do {
        selector = try ShortFormParser.parse(expression)
      } catch
        where error.kind == .syntax
        && expression.replacingOccurrences(of: "kindOf(", with: "").contains(where: { "/@$(".contains($0) })
      {
        // `count(//Button)`, `@id`: XPath written without its leading `/` or `(`.
        throw ViewQueryError(.syntax, error.message + " (XPath expressions start with / or ()")
      }
    }
  }

  public var description: String { expression }

  /// Whether XPath expressions can run here (Foundation's `XMLDocument`: FoundationXML on
  /// Linux). When false, XPath queries throw `.unavailable` and the short form still works.
  public static var isXPathAvailable: Bool { XPathEvaluation.isAvailable }

  /// The XPath expression that selects the same views: the expression itself for XPath, the
  /// translation of a short form (`Button[title=Save]` → `//Button[@title='Save']`).
  public var xpath: String { selector?.xpath ?? expression }

  /// Every view the expression selects in `layout`, in document order (maybe none).
  public func views(in layout: Layout) throws(ViewQueryError) -> [View] {
    var leftOut: [String] = []
    return try views(in: layout, leftOut: &leftOut)
  }

  /// Every view the expression selects in `layout`; `leftOut` names what else an XPath
  /// expression selected that is not a view (`Application application` for `//*`).
  public func views(in layout: Layout, leftOut: inout [String]) throws(ViewQueryError) -> [View] {
    try views(
      in: layout.application, screenSize: layout.screenSize, title: layout.title,
      documents: layout.xpathDocuments,
      leftOut: &leftOut)
  }

  /// Every view the expression selects among `application`'s windows, in document order.
  /// `screenSize` and `title` only matter to XPath that tests the `Application` element;
  /// `documents`: where the parsed description is kept between queries (FoundationXML never
  /// frees one): the caller's, for all its queries of this application.
  public func views(
    in application: Application, screenSize: CGSize? = nil, title: String? = nil, documents: XPathDocuments
  ) throws(ViewQueryError) -> [View] {
    var leftOut: [String] = []
    return try views(
      in: application, screenSize: screenSize, title: title, documents: documents, leftOut: &leftOut)
  }

  private func views(
    in application: Application, screenSize: CGSize?, title: String?, documents: XPathDocuments,
    leftOut: inout [String]
  ) throws(ViewQueryError) -> [View] {
    if let selector { return try selector.views(in: application) }
    return try XPathEvaluation.views(
      matching: expression,
      in: HierarchyDescription(application: application, screenSize: screenSize, title: title),
      documentOrder: HierarchyDescription.documentOrder(of: application), documents: documents,
      leftOut: &leftOut)
  }

  /// The one view the expression selects: what a script target (`tap: "#save"`) resolves to.
  /// Throws `.noMatch` when none matches and `.ambiguous`, listing them, when several do:
  /// a target that silently picked the first of two would hide the very mistakes scripts
  /// are meant to catch.
  public func view(in layout: Layout) throws(ViewQueryError) -> View {
    let matches = try views(in: layout)
    guard let first = matches.first else {
      throw ViewQueryError(.noMatch, "no view matches \(ViewQueryError.quoted(expression))")
    }
    guard matches.count == 1 else {
      let listed = matches.prefix(5).map(Self.name).joined(separator: ", ")
      let more = matches.count > 5 ? ", …" : ""
      throw ViewQueryError(
        .ambiguous,
        "\(ViewQueryError.quoted(expression)) matches \(matches.count) views (\(listed)\(more)); one is needed"
      )
    }
    return first
  }

  /// `Button save`: how messages name a view.
  static func name(_ view: View) -> String {
    "\(String(describing: type(of: view))) \(view.traceID)"
  }
}
