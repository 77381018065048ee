import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchOpening
@testable import TouchQuery
@testable import TouchTrace

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// XPath 1.0 over the XML description, and the checker that keeps bad expressions away from
/// FoundationXML (which crashes the process on them).
@Suite("ViewQuery: XPath")
struct ViewQueryXPathTests {
  let layout: Layout

  init() throws {
    layout = try ViewQueryFixture.layout()
  }

  func ids(_ expression: String) throws -> [String] {
    try ViewQueryFixture.ids(expression, in: layout)
  }

  @Test("FoundationXML's XPath runs here")
  func available() {
    #expect(ViewQuery.isXPathAvailable)
  }

  @Test("XPath selects view elements, in document order")
  func selections() throws {
    #expect(try ViewQuery("//Button").form == .xpath)
    #expect(try ids("//Button[@title='Save']") == ["save", "promo"])
    #expect(try ids("//*[@id='card']//Button") == ["save", "cancel"])
    #expect(try ids("//View[@userInteractionEnabled='false']") == ["banner"])
    #expect(try ids("(//Button)[last()]") == ["promo"])
    #expect(try ids("//Button[@id='promo'] | //Switch") == ["toggle", "promo"])
    #expect(try ids("//*[gestureRecognizers/TapGestureRecognizer[@id='homeTap']]") == ["home"])
    #expect(try ids("//*[contains(@classes, 'Control')][@enabled='false']") == ["cancel"])
    #expect(try ids("/Application/Window[@windowLevel > 0]") == ["status"])
    #expect(try ids("//Label[@text=concat('It', \"'\", 's \"quoted\"')]") == ["heading"])
    #expect(try ids("//Slider") == [])
  }

  @Test("//* is every view: the elements that are not views (Application) are left out and named")
  func everything() throws {
    var leftOut: [String] = []
    let all = try ViewQuery("//*").views(in: layout, leftOut: &leftOut)
    #expect(all.count == HierarchyDescription.documentOrder(of: layout.application).count)
    #expect(leftOut.first == "Application application")
    #expect(try ids("//*") == ViewQueryFixture.ids("//*[@index]", in: layout))
  }

  @Test("Elements that are not views, and nothing else, are an error that names them")
  func notViews() {
    let error = #expect(throws: ViewQueryError.self) { try ids("//TapGestureRecognizer") }
    #expect(error?.kind == .notViews)
    #expect(
      error?.description
        == "query: '//TapGestureRecognizer' selects 1 node that is not a view (TapGestureRecognizer homeTap); "
        + "views are the elements with an index attribute, as in //*[@index]")
    #expect(throws: ViewQueryError.self) { try ids("//Button/@id") }
  }

  @Test(
    "Expressions libxml2 refuses, or that give no node-set, fail with a message instead of crashing",
    arguments: [
      ("//Button[", ViewQueryError.Kind.syntax),
      ("//Button]", .syntax),
      ("/", .notViews),
      ("//", .syntax),
      ("//Button[@title=$title]", .type),
      ("//Button[foo()]", .type),
      ("//svg:rect", .type),
      ("count(//Button)", .syntax),
      ("(count(//Button))", .type),
      ("(1)[1]", .type),
      ("('a')/b", .type),
      ("(//a) | 1", .type),
      ("//Button[count(1)]", .type),
      ("//Button[substring()]", .type),
      ("//Button[@title='Save]", .syntax),
      ("//Button[@title != ]", .syntax),
      ("//bogus::Button", .syntax),
      ("//Button[position() ! 1]", .syntax),
      ("(" + String(repeating: "(", count: 200) + "//Button" + String(repeating: ")", count: 201), .syntax),
      ("//Button[1 mod]", .syntax),
      ("//Button[1 and]", .syntax),
    ])
  func rejected(expression: String, kind: ViewQueryError.Kind) {
    let error = #expect(throws: ViewQueryError.self) { try ids(expression) }
    #expect(error?.kind == kind, "\(error?.description ?? "")")
  }

  @Test("Error messages for XPath say what and where")
  func messages() {
    func message(_ expression: String) -> String? {
      do {
        _ = try ids(expression)
        return nil
      } catch {
        return String(describing: error)
      }
    }
    #expect(message("//Button[") == "query: the expression ends too early at column 10 of '//Button['")
    #expect(
      message("//Button[@title=\"Save]")
        == "query: the string starting here has no closing \" at column 17 of '//Button[@title=\"Save]'")
    #expect(
      message("(count(//Button))")
        == "query: '(count(//Button))' gives a number, not views; select elements, as in //Button")
    #expect(
      message("//Button[@title=$t]")
        == "query: no variables are defined, so '$t' has no value in '//Button[@title=$t]'")
    #expect(
      message("//*[contians(@id, 'a')]")
        == "query: unknown function 'contians()'; did you mean 'contains'? in '//*[contians(@id, 'a')]'")
  }

  @Test("Valid XPath the checker must not refuse")
  func accepted() throws {
    for expression in [
      "//*[@index]", "/Application/*", "//Button[not(@enabled='false')]", "//*[@alpha < 1 or @hidden='true']",
      "//Button[string-length(@title) > 3]", "//*[starts-with(@id, 'sa')]", "//Window/descendant::Label",
      "//Label/ancestor::*[@id='card']", "//Button[. = '']", "//*[@index mod 2 = 0]", "//Button[-1 < 0]",
      "//*[self::Button or self::Switch]", "//Button[@title = 'Save'][1]", "//*[local-name() = 'Switch']",
      "//node()[@id='save']", "//Button[1.5 * 2 = 3]", "//Button[.5 < 1]", "//*[id('x')]",
      "//Button[and]",  // a name test: an element called `and` (XPath 1.0 §3.7)
    ] {
      #expect(throws: Never.self, "\(expression)") { try ids(expression) }
    }
  }

  @Test("Every short form selects what its XPath translation selects, on every gallery layout")
  func shortFormMatchesXPath() throws {
    let queries = [
      "*", "Button", "View", "Label", "Window", "kindOf(Control)", "#save", "#card Button", "#home > *",
      "Button[title=Save]", "[userInteractionEnabled=false]", "[hidden=true]", "View View", "* > Label",
      "[alpha!=1]", "ScrollView Button[enabled=true]",
    ]
    for (name, layout) in try ViewQueryFixture.galleryLayouts() + [("fixture", layout)] {
      for expression in queries {
        let query = try ViewQuery(expression)
        let short = try? query.views(in: layout).map(\.traceID)
        let viaXPath = try? ViewQuery(query.xpath).views(in: layout).map(\.traceID)
        #expect(short == viaXPath, "\(name): \(expression) vs \(query.xpath)")
      }
    }
  }

  @Test("The XML of every gallery layout is well-formed, with one index per view")
  func xmlParsesBack() throws {
    let layouts = try ViewQueryFixture.galleryLayouts()
    #expect(layouts.count >= 20)
    for (name, layout) in layouts {
      let description = HierarchyDescription(application: layout.application)
      let document = try XMLDocument(xmlString: description.xml(), options: [])
      let indexed = try document.nodes(forXPath: "//*[@index]")
      #expect(indexed.count == HierarchyDescription.documentOrder(of: layout.application).count, "\(name)")
    }
  }

  @Test("Hostile text survives the round trip: what XML holds is what the layout said")
  func hostileText() throws {
    let text = "a&b<c>\"d\" 'e'\tf\u{202E}g\u{85}h"
    let layout = try LayoutLoader.load(
      yaml: """
        windows:
          - id: main
            views:
              - {id: odd, class: Label, frame: [0, 0, 10, 10], text: "a&b<c>\\"d\\" 'e'\\tf\\u202Eg\\x85h"}
        """, source: "odd.yaml")
    let xml = HierarchyDescription(application: layout.application).xml()
    #expect(!xml.contains("\u{202E}"))
    let document = try XMLDocument(xmlString: xml, options: [])
    let label = try #require(try document.nodes(forXPath: "//Label").first as? XMLElement)
    #expect(label.attribute(forName: "text")?.stringValue == text)
  }
}
