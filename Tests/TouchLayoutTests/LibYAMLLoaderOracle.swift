import Foundation
import LibYAML
import TouchFoundation

@testable import TouchLayout
@testable import TouchYAML

/// libyaml's own composer (`yaml_parser_load`: the document API, events into a node tree, in
/// C), the oracle `YAMLComposerTests` holds the loader's composer against now that Yams, which
/// it was compared with before, is no longer linked.
///
/// libyaml's tree has what a builder reads — kinds, texts, styles, marks, tags as written — but
/// does not resolve a plain scalar's type: those are resolved here by the schema, which
/// `YAMLScalarSchemaTests` holds against Yams' recorded answers. It checks no duplicate key and
/// no nesting limit, so those errors of the composer are checked against its tree separately.
enum LibYAMLLoaderOracle {
  enum Outcome {
    /// The lines of `YAMLComposerTests.describe`, or of its error.
    case lines([String])
    /// A document libyaml loaded, for checks of the errors it does not find.
    case tree(lines: [String], duplicateKeys: Bool, depth: Int)

    /// A tree with a mapping whose keys repeat, or an error of libyaml's past `position`.
    func has(duplicateKeys: Bool, orErrorAfter position: TextPosition) -> Bool {
      switch self {
      case .tree(_, let duplicates, _): duplicates == duplicateKeys
      case .lines(let lines): Self.errorComes(lines, after: position)
      }
    }

    /// A tree deeper than `limit`, or an error of libyaml's past `position`.
    func has(depthOver limit: Int, orErrorAfter position: TextPosition) -> Bool {
      switch self {
      case .tree(_, _, let depth): depth > limit
      case .lines(let lines): Self.errorComes(lines, after: position)
      }
    }

    /// Whether `lines` are an error whose last `line:column` is past `position`.
    private static func errorComes(_ lines: [String], after position: TextPosition) -> Bool {
      guard lines.count == 1, lines[0].hasPrefix("error: "),
        let mark = lines[0].split(separator: " ").last?.split(separator: ":"), mark.count == 2,
        let line = Int(mark[0]), let column = Int(mark[1])
      else { return false }
      return (line, column) > (position.line, position.column)
    }
  }

  /// `text` loaded by libyaml: the tree's lines (with its duplicate keys and depth), the error,
  /// or "a single document" error where a second document follows, as the composer words it.
  static func load(_ text: String) -> Outcome {
    // A terminating zero keeps the buffer's address non-null for an empty text.
    (Array(text.utf8) + [0]).withUnsafeBufferPointer {
      load(text, bytes: UnsafeBufferPointer(rebasing: $0.dropLast()))
    }
  }

  private static func load(_ text: String, bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return .lines(["error: memory"]) }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    var document = yaml_document_t()
    guard yaml_parser_load(&parser, &document) == 1 else { return failure(parser, text) }
    defer { yaml_document_delete(&document) }
    guard let root = yaml_document_get_root_node(&document) else { return .lines(["no document"]) }
    var walk = Walk(document: &document, characters: Array(text.unicodeScalars))
    walk.describe(root)
    var next = yaml_document_t()
    guard yaml_parser_load(&parser, &next) == 1 else { return failure(parser, text) }
    defer { yaml_document_delete(&next) }
    if yaml_document_get_root_node(&next) != nil {
      let start = TextPosition(line: next.start_mark.line + 1, column: next.start_mark.column + 1)
      let error = YAMLParseError.syntax(
        stage: .composer,
        context: .init(text: "expected a single document in the stream", position: .init(line: 1, column: 1)),
        problem: "but found another document", at: start)
      return .lines(["error: " + YAMLComposerTests.describe(error)])
    }
    return .tree(lines: walk.lines, duplicateKeys: walk.duplicateKeys, depth: walk.deepest)
  }

  private static func failure(_ parser: yaml_parser_t, _ text: String) -> Outcome {
    .lines(["error: " + YAMLComposerTests.describe(YAMLParseError(parser: parser, text: text))])
  }

  /// A depth-first walk of libyaml's tree, in `describe`'s order and words.
  private struct Walk {
    let document: UnsafeMutablePointer<yaml_document_t>
    let characters: [Unicode.Scalar]
    var lines: [String] = []
    var duplicateKeys = false
    var deepest = 0

    init(document: UnsafeMutablePointer<yaml_document_t>, characters: [Unicode.Scalar]) {
      self.document = document
      self.characters = characters
    }

    mutating func describe(_ root: UnsafeMutablePointer<yaml_node_t>) {
      var pending: [(UnsafeMutablePointer<yaml_node_t>, Int)] = [(root, 0)]
      while let (node, depth) = pending.popLast() {
        let mark = "\(node.pointee.start_mark.line + 1):\(node.pointee.start_mark.column + 1)"
        let indent = String(repeating: " ", count: depth)
        let written = node.pointee.tag.map { String(cString: $0) } ?? ""
        switch node.pointee.type {
        case YAML_SCALAR_NODE:
          let scalar = node.pointee.data.scalar
          let string = String(
            decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
          let tag =
            isTagged(node.pointee.start_mark)
            ? written
            : scalar.style == YAML_PLAIN_SCALAR_STYLE
              ? YAMLScalarSchema.tag(of: string).name : YAMLTag.str.name
          lines.append("\(indent)scalar \(string.debugDescription) \(tag) \(scalar.style.rawValue) \(mark)")
        case YAML_SEQUENCE_NODE:
          deepest = max(deepest, depth + 1)
          lines.append("\(indent)sequence \(written) \(mark)")
          let items = node.pointee.data.sequence.items
          for item in UnsafeBufferPointer(start: items.start, count: items.top - items.start).reversed() {
            if let child = yaml_document_get_node(document, item) { pending.append((child, depth + 1)) }
          }
        case YAML_MAPPING_NODE:
          deepest = max(deepest, depth + 1)
          lines.append("\(indent)mapping \(written) \(mark)")
          let pairs = node.pointee.data.mapping.pairs
          let all = UnsafeBufferPointer(start: pairs.start, count: pairs.top - pairs.start)
          var keys = Set<[String]>()
          for pair in all {
            if let key = yaml_document_get_node(document, pair.key), !keys.insert(content(key)).inserted {
              duplicateKeys = true
            }
          }
          for pair in all.reversed() {
            if let value = yaml_document_get_node(document, pair.value) { pending.append((value, depth + 1)) }
            if let key = yaml_document_get_node(document, pair.key) { pending.append((key, depth + 1)) }
          }
        default:
          lines.append("\(indent)empty node \(mark)")
        }
      }
    }

    /// A key's lines without marks or styles: two keys YAML calls equal have the same.
    private func content(_ node: UnsafeMutablePointer<yaml_node_t>) -> [String] {
      var walk = Walk(document: document, characters: characters)
      walk.describe(node)
      return walk.lines.map { line in
        var words = line.split(separator: " ", omittingEmptySubsequences: false)
        words.removeLast()  // the mark
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("scalar") { words.removeLast() }  // the style
        return words.joined(separator: " ")
      }
    }

    /// Whether the node at `mark` is written with a tag (`!…`), perhaps after an anchor: libyaml
    /// gives an untagged scalar the default tag, which a plain one does not keep.
    private func isTagged(_ mark: yaml_mark_t) -> Bool {
      var index = mark.index
      guard index < characters.count else { return false }
      if characters[index] == "&" {
        while index < characters.count, !" \t\n\r".unicodeScalars.contains(characters[index]) { index += 1 }
        while index < characters.count, " \t\n\r".unicodeScalars.contains(characters[index]) { index += 1 }
      }
      return index < characters.count && characters[index] == "!"
    }
  }
}
