import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchCode

/// A layout's `make:` expressions (issue 36, item 2; docs/code.md, "Making a view with an
/// expression"): code compiled with the person's, so it can make a class whose initializers
/// take other arguments than a frame; consented to and hashed as code; errors at the layout's
/// line and column; and a hostile expression refused before anyone is asked.
@Suite("make: expressions", .serialized)
struct MakeExpressionTests {
  static let badge = """
    import UIKit

    class BadgeView: UIView {
      enum Style { case compact, wide }
      let style: Style
      init(style: Style) {
        self.style = style
        super.init(frame: .zero)
      }
      required init?(coder: NSCoder) { fatalError("not from a nib") }
    }
    """

  private func expression(_ text: String, line: Int = 6, column: Int = 28) -> LayoutCode.Expression {
    LayoutCode.Expression(text: text, file: "/tmp/layout.yaml", line: line, column: column)
  }

  @Test("The scan finds each make: value, at its first character inside the quotes")
  func scan() {
    let text = """
      windows:
        - id: main
          views:
            - {id: a, make: "BadgeView(style: .compact)", frame: [0, 0, 10, 10]}
            - id: b
              make: 'BadgeView(style: .wide)'
              frame: [0, 0, 10, 10]
      """
    let found = LayoutCode.expressions(in: text, path: "l.yaml")
    #expect(found.map(\.text) == ["BadgeView(style: .compact)", "BadgeView(style: .wide)"])
    #expect(found.map(\.line) == [4, 6])
    #expect(found.map(\.column) == [24, 16])
  }

  @Test("An expression that could leave its closure, or carries an attribute, is refused at its place")
  func hostileRefused() {
    let refused = [
      "BadgeView(style: .compact) } ; @_cdecl(\"touchlab_code_entry_v1\") func evil() {",
      "{ @_cdecl(\"touchlab_code_entry_v1\") func evil() {}; return BadgeView(style: .compact) }()",
      "{ @main struct App { static func main() {} }; return UIView() }()",
      "UIView()\nprint(1)",
      String(repeating: "(", count: 1_500) + "UIView()" + String(repeating: ")", count: 1_500),
      "#sourceLocation(file: \"x\", line: 1)",
      "",
    ]
    for text in refused {
      let problems = MakeExpressionCheck.problems([expression(text)])
      #expect(problems.count == 1, "not refused: \(text.prefix(80))")
      #expect(problems.first?.diagnostic.line == 6 && problems.first?.diagnostic.column == 28)
    }
    // A closure may declare what it uses: it stays local.
    #expect(
      MakeExpressionCheck.problems([
        expression("{ let b = BadgeView(style: .compact); b.tag = 2; return b }()")
      ]).isEmpty)
  }

  @Test("The consented hash covers the expressions: a changed one is other code")
  func hashCoversExpressions() {
    var files = CodeFiles(files: [CodeFiles.File(path: "/tmp/Badge.swift", text: Self.badge)])
    let without = CodeConsent.hash(of: files)
    files.expressions = [expression("BadgeView(style: .compact)")]
    let compact = CodeConsent.hash(of: files)
    files.expressions = [expression("BadgeView(style: .wide)")]
    #expect(Set([without, compact, CodeConsent.hash(of: files)]).count == 3)
  }

  @Test("A class with no init(frame:) is made by its expression; the registry makes it")
  func makesTheView() throws {
    let folder = try CodeFolder()
    try folder.write("Badge.swift", Self.badge)
    var files = try folder.files("Badge.swift")
    files.expressions = [expression("BadgeView(style: .wide)")]
    let code = try CodeLoader.load(files, into: .standard, environment: folder.environment).get()
    let made = try #require(code.registry.makeView(expression: "BadgeView(style: .wide)"))
    #expect(String(describing: type(of: made)) == "BadgeView")
  }

  @Test("An expression that does not compile is reported at the layout's line and column")
  func errorAtTheLayout() throws {
    let folder = try CodeFolder()
    try folder.write("Badge.swift", Self.badge)
    var files = try folder.files("Badge.swift")
    files.expressions = [expression("BadgeVeiw(style: .wide)", line: 9, column: 17)]
    let result = CodeLoader.load(files, into: .standard, environment: folder.environment)
    guard case .failure(let failure) = result else {
      Issue.record("a misspelled class compiled")
      return
    }
    let places = failure.diagnostics.map {
      "\($0.diagnostic.file):\($0.diagnostic.line):\($0.diagnostic.column)"
    }
    #expect(places.contains("/tmp/layout.yaml:9:17"), "\(failure.description)")
  }
}
