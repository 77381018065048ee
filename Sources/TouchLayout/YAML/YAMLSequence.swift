import Foundation

/// A list: its items in file order.
struct YAMLSequence: RandomAccessCollection {
  var nodes: [YAMLNode]
  var tag: YAMLTag
  var mark: YAMLMark

  var startIndex: Int { nodes.startIndex }
  var endIndex: Int { nodes.endIndex }
  subscript(position: Int) -> YAMLNode { nodes[position] }
}
