import Foundation
import TouchKit
import TouchLayout
import TouchTrace

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs a checked XPath expression over the XML description with Foundation's `XMLDocument`
/// (FoundationXML, libxml2, on Linux) and maps the selected elements back to views by their
/// `index` attribute.
enum XPathEvaluation {
  /// Whether this platform's Foundation has `XMLDocument`.
  static var isAvailable: Bool {
    #if canImport(FoundationXML) || os(macOS)
      true
    #else
      false
    #endif
  }

  /// The views `expression` (already through ``XPathChecker``, so libxml2 accepts it) selects.
  /// Nodes that are not views (the `Application` element, a recognizer's element) are left out
  /// and named in `leftOut` when views were selected too, so `//*` means every view; an
  /// expression that selects no view but such nodes is an error that names them.
  static func views(
    matching expression: String, in description: HierarchyDescription, documentOrder views: [View],
    documents: XPathDocuments, leftOut: inout [String]
  )
    throws(ViewQueryError) -> [View]
  {
    #if canImport(FoundationXML) || os(macOS)
      let found: (indexes: Set<Int>, strays: [String])
      do {
        found = try documents.withNodes(matching: expression, in: description.xml()) { nodes in
          var indexes = Set<Int>()
          var strays: [String] = []
          for node in nodes {
            if let element = node as? XMLElement, let text = element.attribute(forName: "index")?.stringValue,
              let index = Int(text), views.indices.contains(index)
            {
              indexes.insert(index)
            } else {
              strays.append(name(of: node))
            }
          }
          return (indexes, strays)
        }
      } catch {
        throw ViewQueryError(.type, "XPath could not evaluate \(ViewQueryError.quoted(expression)): \(error)")
      }
      let (indexes, strays) = found
      leftOut = strays
      guard strays.isEmpty || !indexes.isEmpty else {
        let listed = strays.prefix(5).joined(separator: ", ") + (strays.count > 5 ? ", …" : "")
        throw ViewQueryError(
          .notViews,
          "\(ViewQueryError.quoted(expression)) selects \(strays.count) node\(strays.count == 1 ? "" : "s") "
            + "that \(strays.count == 1 ? "is not a view" : "are not views") (\(listed)); views are the "
            + "elements with an index attribute, as in //*[@index]")
      }
      return indexes.sorted().map { views[$0] }
    #else
      throw ViewQueryError(
        .unavailable, "XPath needs Foundation's XMLDocument, which this platform lacks; use the short form")
    #endif
  }

  #if canImport(FoundationXML) || os(macOS)
    /// `TapGestureRecognizer cardTap`, `attribute id`, `text`: how a message names a node.
    private static func name(of node: XMLNode) -> String {
      let label = node.name ?? "\(node.kind)"
      if node.kind == .attribute { return "attribute \(label)" }
      guard let element = node as? XMLElement, let id = element.attribute(forName: "id")?.stringValue else {
        return label
      }
      return "\(label) \(id)"
    }
  #endif
}
