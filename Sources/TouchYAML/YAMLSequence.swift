import Foundation

/// A list: its items in file order.
package struct YAMLSequence: RandomAccessCollection {
  package var nodes: [YAMLNode]
  package var mark: YAMLMark
  package var tag: YAMLTag

  package init(nodes: [YAMLNode], tag: YAMLTag, mark: YAMLMark) {
    self.nodes = nodes
    self.mark = mark
    self.tag = tag
  }

  package var startIndex: Int { nodes.startIndex }
  package var endIndex: Int { nodes.endIndex }
  package subscript(position: Int) -> YAMLNode { nodes[position] }
}
