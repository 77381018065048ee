import Foundation
import TouchFoundation
import TouchKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an Interface Builder file's XML into a tree (``InterfaceBuilderElement``) with
/// Foundation's `XMLParser`, bounded so that no file can make it crash or hang: at most
/// ``maximumBytes``, elements nested at most ``maximumDepth`` deep, at most
/// ``maximumElements`` elements, and no DTD at all.
///
/// Xcode never writes a DTD, and a DTD is the way into both of XML's old traps (an entity that
/// expands to a billion characters, an external entity that reads another file or a URL), so a
/// `<!DOCTYPE` or `<!ENTITY` is refused before the parser sees the text, and external entities
/// are off besides. Every error names the file's `line:column`.
package enum InterfaceBuilderXML {
  /// The largest file read: 16 MiB (the bound; Xcode's largest storyboards are a few MiB).
  package static let maximumBytes = 16 * 1024 * 1024
  /// Deeper than any real hierarchy (UIKit itself struggles past a hundred levels).
  package static let maximumDepth = 256
  /// Every element counted (views, attributes' elements, constraints…).
  package static let maximumElements = 2_000_000

  /// The document's root element, or the first problem, at its `file:line:column`.
  package static func parse(_ text: String, source: String) -> Result<InterfaceBuilderElement, Diagnostic> {
    let size = text.utf8.count
    guard size <= maximumBytes else {
      return .failure(
        Diagnostic(
          file: source, line: 1, column: 1,
          message:
            "the Interface Builder file is \(size) bytes, over the limit of \(maximumBytes) bytes (16 MiB)"))
    }
    if let (line, column) = declarationPosition(in: text) {
      return .failure(
        Diagnostic(
          file: source, line: line, column: column,
          message:
            "a DTD (<!DOCTYPE or <!ENTITY) is not read: Interface Builder files have none, and its entities "
            + "could expand without bound or reach outside the file"))
    }
    let builder = TreeBuilder(text: text)
    let parser = XMLParser(data: Data(text.utf8))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = builder
    let parsed = parser.parse()
    if let (line, column, message) = builder.failure {
      return .failure(Diagnostic(file: source, line: line, column: column, message: message))
    }
    guard parsed, let root = builder.root else {
      let reason = parser.parserError.map { Self.reason($0) } ?? "the XML is not well formed"
      return .failure(
        Diagnostic(
          file: source, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
          message: "malformed XML: \(reason)"))
    }
    return .success(root)
  }

  /// Where the first `<!DOCTYPE` or `<!ENTITY` starts (1-based line and column), if anywhere.
  static func declarationPosition(in text: String) -> (Int, Int)? {
    let bytes = Array(text.utf8)
    let markers: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
    var line = 1
    var lineStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      } else if byte == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") {
        for marker in markers where bytes[index...].starts(with: marker) {
          return (line, index - lineStart + 1)
        }
      }
      index += 1
    }
    return nil
  }

  /// The parser's error in words: its domain's code alone says little.
  private static func reason(_ error: Error) -> String {
    let text = (error as NSError).localizedDescription
    return TerminalSafety.sanitized(text)
  }

  /// Builds the tree from the parser's callbacks, counting depth and elements as it goes and
  /// stopping the parser (``XMLParser/abortParsing()``) at the first bound passed.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [InterfaceBuilderElement] = []
    var root: InterfaceBuilderElement?
    var elementCount = 0
    /// The file's bytes and where each line starts: libxml2 reports where a start tag ends,
    /// and a message should point at its `<`.
    let bytes: [UInt8]
    let lineStarts: [Int]

    init(text: String) {
      bytes = Array(text.utf8)
      var starts = [0]
      for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
      lineStarts = starts
    }

    /// The line and column of the `<` that starts the tag ending at the parser's position
    /// (columns in bytes, as libxml2 counts them); the parser's own position if none is found.
    func tagStart(_ parser: XMLParser) -> (line: Int, column: Int) {
      let line = parser.lineNumber
      guard line >= 1, line <= lineStarts.count else { return (max(line, 1), max(parser.columnNumber, 1)) }
      var index = min(lineStarts[line - 1] + max(parser.columnNumber - 1, 0), bytes.count - 1)
      var startLine = line
      let floor = max(0, index - 65_536)
      while index > floor, bytes[index] != UInt8(ascii: "<") {
        index -= 1
        if startLine > 1, index < lineStarts[startLine - 1] { startLine -= 1 }
      }
      guard index >= 0, index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
        return (max(line, 1), max(parser.columnNumber, 1))
      }
      return (startLine, index - lineStarts[startLine - 1] + 1)
    }
    /// The first problem the builder found itself (a bound), or the parser's first error.
    var failure: (Int, Int, String)?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      guard failure == nil else { return }
      elementCount += 1
      if stack.count >= InterfaceBuilderXML.maximumDepth {
        stop(parser, "elements are nested more than \(InterfaceBuilderXML.maximumDepth) deep")
        return
      }
      if elementCount > InterfaceBuilderXML.maximumElements {
        stop(parser, "more than \(InterfaceBuilderXML.maximumElements) elements")
        return
      }
      let start = tagStart(parser)
      stack.append(
        InterfaceBuilderElement(
          name: elementName, attributes: attributeDict, line: start.line, column: start.column))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      guard failure == nil, let element = stack.popLast() else { return }
      if stack.isEmpty {
        root = element
      } else {
        stack[stack.count - 1].children.append(element)
      }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      guard failure == nil else { return }
      failure = (
        max(parser.lineNumber, 1), max(parser.columnNumber, 1),
        "malformed XML: \(InterfaceBuilderXML.reason(parseError))"
      )
    }

    func parser(
      _ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
      stop(parser, "a DTD notation is not read")
    }

    func parser(
      _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
      systemID: String?
    ) {
      stop(parser, "an external entity ('\(name)') is not read")
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
      stop(parser, "an entity declaration ('\(name)') is not read")
    }

    private func stop(_ parser: XMLParser, _ message: String) {
      guard failure == nil else { return }
      failure = (max(parser.lineNumber, 1), max(parser.columnNumber, 1), message)
      parser.abortParsing()
    }
  }
}
