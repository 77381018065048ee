import Foundation

/// A mapping: its keys and values in file order. Duplicate keys never reach one
/// (``YAMLDuplicateKeys``).
package struct YAMLMapping: RandomAccessCollection {
  package typealias Element = (key: YAMLNode, value: YAMLNode)

  var pairs: [Element]
  package var mark: YAMLMark
  package var tag: YAMLTag

  package init(pairs: [Element], tag: YAMLTag, mark: YAMLMark) {
    self.pairs = pairs
    self.mark = mark
    self.tag = tag
  }

  package var startIndex: Int { pairs.startIndex }
  package var endIndex: Int { pairs.endIndex }
  package subscript(position: Int) -> Element { pairs[position] }

  /// The value of the string key `key` (a key written `key`, `'key'` or `"key"`), as Yams'
  /// `Mapping[String]` found it.
  package subscript(key: String) -> YAMLNode? {
    pairs.last { pair in
      guard case .scalar(let scalar) = pair.key else { return false }
      return scalar.tag == .str && scalar.string == key
    }?.value
  }
}
