import Foundation
import Testing

@testable import TouchLayout
@testable import TouchQuery

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The one kept `XMLDocument` of XPath queries (`XPathDocuments`): FoundationXML on Linux never
/// frees a document, so queries on an unchanged layout must not parse (and leak) a new one
/// each time; a changed description must get its own.
@Suite(.serialized) struct XPathDocumentTests {
  #if canImport(FoundationXML) || os(macOS)
    let documents = XPathDocuments()

    func document(_ xml: String, _ expression: String = "//*") throws -> (XMLDocument?, Int) {
      try documents.withNodes(matching: expression, in: xml) { nodes in
        (nodes.first?.rootDocument, nodes.count)
      }
    }

    @Test("The same description is queried in the same document; another gets a new one")
    func keptWhileUnchanged() throws {
      let first = "<Application><View index=\"0\"/><View index=\"1\"/></Application>"
      let second = "<Application><View index=\"0\"/></Application>"
      let (a, countA) = try document(first)
      let (b, countB) = try document(first, "//View")
      let (c, countC) = try document(second)
      #expect(countA == 3 && countB == 2 && countC == 2)
      #expect(a != nil && a === b)
      #expect(c !== a)
    }

    @Test("A layout that changed between two queries is queried as it is now, not as it was")
    func changedLayout() throws {
      let layout = try ViewQueryFixture.layout()
      #expect(try ViewQueryFixture.ids("//*[@hidden='true']", in: layout).isEmpty)
      layout.application.view(withID: "save")?.isHidden = true
      #expect(try ViewQueryFixture.ids("//*[@hidden='true']", in: layout) == ["save"])
      #expect(try ViewQueryFixture.ids("//*[@id='save']", in: layout) == ["save"])
    }
  #endif
}
