import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The last XML description parsed into an `XMLDocument`, kept for the next query of the same
/// layout: each ``Layout`` owns one (``Layout/xpathDocuments``), so its copies share it; which
/// is why the type lives beside ``Layout`` and not with the queries (TouchQuery) that use it.
///
/// Why: on Linux, FoundationXML never frees an `XMLDocument`: about 74 KB for a 50-view
/// description, every document, whatever is done with its nodes (measured with the toolchain
/// this project builds with; docs/reliability.md, "Fuzz findings").
/// A run of queries on a layout that does not change (a script's steps between events, the
/// query picker, `FuzzQuery`'s ten million) now parses and keeps one document; only a changed
/// description costs another. Measured and tested in `XPathDocumentTests`; docs/reliability.md.
/// `@unchecked Sendable`: the entry, and every use of its document (wrapping libxml2's nodes
/// in Swift objects writes to them), are under `lock` only.
public final class XPathDocuments: @unchecked Sendable {
  public init() {}

  #if canImport(FoundationXML) || os(macOS)
    private let lock = NSLock()
    private var last: (xml: String, document: XMLDocument)?

    /// What `body` makes of the nodes `expression` selects in the document of `xml` (the kept
    /// one when `xml` is the same text), with the document to itself.
    package func withNodes<Result>(matching expression: String, in xml: String, _ body: ([XMLNode]) -> Result)
      throws -> Result
    {
      lock.lock()
      defer { lock.unlock() }
      let document: XMLDocument
      if let last, last.xml == xml {
        document = last.document
      } else {
        document = try XMLDocument(xmlString: xml, options: [])
        last = (xml, document)
      }
      return body(try document.nodes(forXPath: expression))
    }
  #endif
}
