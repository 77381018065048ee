import ArgumentParser
import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout
import TouchQuery

/// `touchlab query LAYOUT EXPR`: the views an expression selects, one per line, the way a
/// script's view target would see them.
struct Query: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "query",
    abstract: "Select views of a layout by a short form or XPath.",
    discussion: """
      EXPR is a short form (`#save`, `Button`, `Button[title=Save]`, `kindOf(Control)`, \
      `#card Button`, `#card > Label`) or, starting with `/` or `(`, XPath 1.0 over the XML \
      of `touchlab describe --format xml` (`//Button[@title='Save']`). Prints each view in \
      document order: class, id, and its frame on screen, in screen points (`on screen`; \
      `touchlab describe` prints each frame in its superview's coordinates, as UIView.frame \
      is, and says so: `in card`). Nodes an XPath expression selects that are not views (`//*` selects \
      the Application element too) are left out, with a note on standard error. Exits 0 when a view matched, 1 when \
      none did, 2 when the expression or the layout is bad. See docs/describe-and-query.md.
      """)

  @Argument(help: "The layout file, or a gallery scenario's name or number.")
  var layout: String

  @OptionGroup var code: CodeOptions

  @Argument(help: "The query: a short form, or XPath 1.0 starting with / or (.")
  var expression: String

  @OptionGroup var limits: LayoutLimitOptions

  func run() throws {
    let context = LoadContext(limits: limits.loadOptions, code: code)
    let loaded = try LayoutFile.load(layout, in: context)
    let views: [View]
    var leftOut: [String] = []
    do {
      views = try ViewQuery(expression).views(in: loaded, leftOut: &leftOut)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    // A set, not `views.contains`: every view matching made that a square of the layout's size.
    let matched = Set(views.map(ObjectIdentifier.init))
    for (index, view) in HierarchyDescription.documentOrder(of: loaded.application).enumerated()
    where matched.contains(ObjectIdentifier(view)) {
      print(TerminalSafety.sanitized(Self.line(ViewDescription(view, index: index))))
    }
    if !leftOut.isEmpty {
      let listed = leftOut.prefix(5).joined(separator: ", ") + (leftOut.count > 5 ? ", …" : "")
      printError("query: also selected, not views, left out: \(listed)")
    }
    if views.isEmpty {
      printError("query: no view matches '\(expression)'")
      throw ExitCode(1)
    }
  }

  /// `Button save (240, 280, 160, 50) on screen`: class, id, frame in screen points, said
  /// so, as `describe` prints each frame in its superview's coordinates.
  static func line(_ view: ViewDescription) -> String {
    "\(view.className) \(view.id) \(Format.rect(view.screenFrame)) on screen"
  }
}
