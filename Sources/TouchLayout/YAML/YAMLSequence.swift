import Foundation

/// A list: its items in file order.
struct YAMLSequence: RandomAccessCollection {
  var nodes: [YAMLNode]
  var mark: YAMLMark
  var tag: YAMLTag

  init(nodes: [YAMLNode], tag: YAMLTag, mark: YAMLMark) {
    self.nodes = nodes
    self.mark = mark
    self.tag = tag
  }

  var startIndex: Int { nodes.startIndex }
  var endIndex: Int { nodes.endIndex }
  subscript(position: Int) -> YAMLNode { nodes[position] }
}
