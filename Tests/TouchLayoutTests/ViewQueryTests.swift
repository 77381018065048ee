import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchQuery

/// The short form: `#id`, `Class`, `kindOf(Class)`, `*`, `[name=value]`, and the combinators.
@Suite("ViewQuery: short form")
struct ViewQueryShortFormTests {
  let layout: Layout

  init() throws {
    layout = try ViewQueryFixture.layout()
  }

  func ids(_ expression: String) throws -> [String] {
    try ViewQueryFixture.ids(expression, in: layout)
  }

  @Test("#id selects the view with that id; windows are views too")
  func byID() throws {
    #expect(try ids("#save") == ["save"])
    #expect(try ids("#status") == ["status"])
    #expect(try ids("#nothing") == [])
  }

  @Test("§1: document order is windows front to back (statusBar first), then depth first, back to front")
  func documentOrder() throws {
    #expect(
      try ids("*") == [
        "status", "main", "home", "card", "heading", "save", "cancel", "toggle", "plain", "banner", "promo",
      ])
  }

  @Test("A class name matches that class exactly; kindOf() takes subclasses too")
  func classes() throws {
    #expect(try ids("Button") == ["save", "cancel", "promo"])
    #expect(try ids("Control") == ["plain"])
    #expect(try ids("kindOf(Control)") == ["save", "cancel", "toggle", "plain", "promo"])
    #expect(try ids("kindOf(View)").count == 11)
    #expect(try ids("Window") == ["status", "main"])
  }

  @Test("[name=value] compares the XML attribute's text; != needs the attribute present")
  func attributes() throws {
    #expect(try ids("Button[title=Save]") == ["save", "promo"])
    #expect(try ids("Button[title='Save'][enabled=true]") == ["save", "promo"])
    #expect(try ids("[enabled=false]") == ["cancel"])
    #expect(try ids("[enabled!=false]") == ["save", "toggle", "plain", "promo"])
    #expect(try ids("Switch[on=true]") == ["toggle"])
    #expect(try ids("[frame=20 100 120 44]") == ["save"])
    #expect(try ids("Label[text=It's \"quoted\"]") == ["heading"])
    #expect(try ids("Label[text='It']") == [])
    #expect(try ids("*[userInteractionEnabled=false]") == ["heading", "banner"])
  }

  @Test("UIKit's isX names and the layout's keys are aliases of the attribute names")
  func aliases() throws {
    #expect(try ids("[isEnabled=false]") == ["cancel"])
    #expect(try ids("[userInteraction=false]") == ["heading", "banner"])
    #expect(try ids("[isUserInteractionEnabled=false]") == ["heading", "banner"])
  }

  @Test("A space is the descendant combinator, > the child combinator")
  func combinators() throws {
    #expect(try ids("#card Button") == ["save", "cancel"])
    #expect(try ids("#home Button[title=Save]") == ["save", "promo"])
    #expect(try ids("#home > Button") == [])
    #expect(try ids("#banner > Button") == ["promo"])
    #expect(try ids("Window #card  >  *") == ["heading", "save", "cancel"])
    #expect(try ids("Button#save") == ["save"])
  }

  @Test("view(in:) resolves a script target: exactly one match, or an error that lists them")
  func exactlyOne() throws {
    #expect(try ViewQuery("#save").view(in: layout).traceID == "save")
    let ambiguous = #expect(throws: ViewQueryError.self) {
      try ViewQuery("Button[title=Save]").view(in: layout)
    }
    #expect(ambiguous?.kind == .ambiguous)
    #expect(
      ambiguous?.description
        == "query: 'Button[title=Save]' matches 2 views (Button save, Button promo); one is needed")
    let none = #expect(throws: ViewQueryError.self) { try ViewQuery("#nope").view(in: layout) }
    #expect(none?.description == "query: no view matches '#nope'")
  }

  @Test("A misspelled attribute says which one was meant")
  func unknownAttribute() {
    let error = #expect(throws: ViewQueryError.self) { try ViewQuery("Button[titel=Save]") }
    #expect(error?.kind == .unknownAttribute)
    #expect(
      error?.description == "query: unknown attribute 'titel' in Button[titel=Save]; did you mean 'title'?")
  }

  @Test("A class no view has and no registry knows is a typo, found when the query runs")
  func unknownClass() throws {
    let error = #expect(throws: ViewQueryError.self) { try ViewQuery("Buton").views(in: layout) }
    #expect(error?.kind == .unknownClass)
    #expect(error?.description == "query: no class 'Buton' in this layout; did you mean 'Button'?")
    #expect(try ids("Slider") == [])
  }

  @Test(
    "Syntax errors give the column",
    arguments: [
      ("", "query: the query is empty"),
      ("Button[title=Save", "query: '[' is not closed with ']' at column 7 of 'Button[title=Save'"),
      ("Button[title]", "query: expected '=' or '!=' after [title at column 13 of 'Button[title]'"),
      (
        "Button[title='Save]",
        "query: the value starting here has no closing ' at column 14 of 'Button[title='Save]'"
      ),
      ("#", "query: '#' needs an id; quote other ids as [id='…'] at column 2 of '#'"),
      ("kindOf(Control", "query: expected ')' after kindOf(Control at column 15 of 'kindOf(Control'"),
      (
        "count(//Button)",
        "query: unexpected '(' at column 6 of 'count(//Button)' (XPath expressions start with / or ()"
      ),
      (
        "Button >",
        "query: expected a class, '*', '#id' or '[name=value]', found the end at column 9 of 'Button >'"
      ),
    ])
  func syntax(expression: String, message: String) {
    let error = #expect(throws: ViewQueryError.self) { try ViewQuery(expression) }
    #expect(error?.kind == .syntax)
    #expect(error?.description == message)
  }

  @Test("Every attribute a view can have is in attributeNames, which the parser checks names against")
  func attributeNamesComplete() throws {
    var seen = Set<String>()
    for (_, layout) in try ViewQueryFixture.galleryLayouts() + [("fixture", layout)] {
      let description = HierarchyDescription(application: layout.application)
      for view in description.views { seen.formUnion(view.attributes.map(\.name)) }
    }
    #expect(seen.subtracting(ViewDescription.attributeNames).isEmpty)
  }
}
