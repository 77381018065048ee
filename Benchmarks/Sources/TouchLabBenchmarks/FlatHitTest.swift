import TouchKit

/// Issue 42's floor for hit testing a ``PeerTree``: §1's checks (hidden, alpha below 0.01,
/// interaction off, then the point inside the bounds, subviews front to back) as a recursive
/// loop over one flat array of plain values — frame, bounds origin, flags and child range per
/// view — with no objects, no dynamic dispatch, no bounds checks and no trace. What any
/// engine built on views cannot beat.
struct FlatHitTest {
  private struct Node {
    var minX: Double
    var minY: Double
    var width: Double
    var height: Double
    var boundsX = 0.0
    var boundsY = 0.0
    var alpha = 1.0
    var isHidden = false
    var isInteractive = true
    /// The node's children are `childStart..<childEnd`, back to front.
    var childStart = 0
    var childEnd = 0
  }

  private var nodes: [Node] = []

  init(_ tree: PeerTree) {
    for (index, node) in tree.nodes.enumerated() {
      let frame = node.frame
      nodes.append(Node(minX: frame.minX, minY: frame.minY, width: frame.width, height: frame.height))
      guard node.parent >= 0 else { continue }
      if nodes[node.parent].childEnd == 0 { nodes[node.parent].childStart = index }
      nodes[node.parent].childEnd = index + 1
    }
  }

  /// The index of the node a tap at (`x`, `y`) in the window's coordinates hits, or -1.
  func hit(_ x: Double, _ y: Double) -> Int {
    nodes.withUnsafeBufferPointer { nodes in
      Self.hit(nodes, 0, x + nodes[0].boundsX, y + nodes[0].boundsY)
    }
  }

  /// `x`, `y` in node `index`'s own (bounds) coordinates.
  private static func hit(_ nodes: UnsafeBufferPointer<Node>, _ index: Int, _ x: Double, _ y: Double) -> Int {
    let node = nodes[index]
    if node.isHidden || node.alpha < 0.01 || !node.isInteractive { return -1 }
    guard x >= node.boundsX, y >= node.boundsY, x < node.boundsX + node.width, y < node.boundsY + node.height
    else { return -1 }
    var child = node.childEnd - 1
    while child >= node.childStart {
      let frame = nodes[child]
      let found = hit(nodes, child, x - frame.minX + frame.boundsX, y - frame.minY + frame.boundsY)
      if found >= 0 { return found }
      child -= 1
    }
    return index
  }
}
