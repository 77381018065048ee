import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchQuery

/// The XPath subset (docs/describe-and-query.md, "The XPath subset"): every expression that
/// once crashed the process inside FoundationXML is refused with a message before libxml2 sees
/// it, and what is close to each limit still runs (issue 16; docs/reliability.md).
@Suite("ViewQuery: the XPath subset")
struct ViewQueryXPathSubsetTests {
  let layout: Layout

  init() throws {
    layout = try ViewQueryFixture.layout()
  }

  func message(_ expression: String) -> String? {
    do {
      _ = try ViewQuery(expression).views(in: layout)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "Expressions that crashed FoundationXML (SIGSEGV) are refused with a message",
    arguments: [
      ("//namespace::*", ViewQueryError.Kind.type),
      ("//*/namespace::xml", .type),
      ("//*[@id='a\u{1}']", .syntax),
      ("//*[@id=\"\u{1B}]52;c;aGk=\u{7}\"]", .syntax),
      ("(//*)[" + String(repeating: "1+", count: 5000) + "1]", .syntax),
      ("//*" + String(repeating: "[1]", count: 6000), .syntax),
      ("//\u{A7B5}", .syntax),
      ("//*[@id\u{A0}='save']", .syntax),
      ("//*[@id='save']\u{2003}", .syntax),
    ])
  func refused(expression: String, kind: ViewQueryError.Kind) {
    let error = #expect(throws: ViewQueryError.self) { try ViewQuery(expression).views(in: layout) }
    #expect(error?.kind == kind, "\(error?.description ?? "")")
  }

  @Test("Each refusal says why, and where when there is a place")
  func messages() {
    #expect(
      message("//namespace::*")
        == "query: the namespace axis is not supported: the description declares no namespaces (column 3) "
        + "in '//namespace::*'")
    #expect(
      message("//*[@id='a\u{1}']")
        == "query: the string holds the control character U+0001, which no attribute holds at column 11 of "
        + "'//*[@id='a\u{1}']'")
    #expect(
      message("//é")
        == "query: names in XPath here are ASCII (letters, digits, _ - .), and 'é' is not; select by attribute "
        + "instead, as in //*[@class='…'] at column 3 of '//é'")
    #expect(
      message("//*[@id\u{A0}='x']")
        == "query: U+00A0 is not a space XPath allows (space, tab, line break) at column 8 of '//*[@id\u{A0}='x']'"
    )
    #expect(
      message(String(repeating: "/*", count: 1001))
        == "query: the XPath expression is 2002 characters long, over the limit of 2000")
    #expect(
      message("(//*)[" + String(repeating: "1+", count: 300) + "1]")?.hasPrefix(
        "query: the XPath expression has more than 500 tokens at column ") == true)
  }

  @Test(
    "Close to each limit, expressions still run: 499 tokens, 164 predicates, 63 parentheses, tab and CRLF")
  func nearTheLimits() throws {
    for expression in [
      "(//*)[" + String(repeating: "1+", count: 246) + "1]",
      "//Button" + String(repeating: "[1]", count: 164),
      "//Button[" + String(repeating: "(", count: 62) + "1" + String(repeating: ")", count: 62) + "]",
      "//Button[@title\t=\r\n'Save']",
      "//*[@id='caf\u{E9} \u{202E}']",  // any XML character in a literal, bidi controls included
    ] {
      #expect(throws: Never.self, "\(expression.prefix(60))") { try ViewQuery(expression).views(in: layout) }
    }
    #expect(
      try ViewQuery("//Button[@title\t=\r\n'Save']").views(in: layout).map(\.traceID) == ["save", "promo"])
  }

  @Test("What a name cannot spell is selected by attribute: //*[@class='…']")
  func byAttribute() throws {
    #expect(
      try ViewQuery("//*[@class='Button'][@title='Save']").views(in: layout).map(\.traceID) == [
        "save", "promo",
      ])
  }
}
