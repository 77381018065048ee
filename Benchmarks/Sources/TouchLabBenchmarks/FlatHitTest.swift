import TouchKit

/// Issue 42's floor for hit testing a ``PeerTree``: §1's checks (hidden, alpha below 0.01,
/// interaction off, then the point inside the bounds, subviews front to back) as a recursive
/// loop over flat arrays — frames, bounds origins, flags and child ranges — with no objects,
/// no dynamic dispatch and no trace. What any engine built on views cannot beat.
struct FlatHitTest {
  private var minX: [Double] = []
  private var minY: [Double] = []
  private var width: [Double] = []
  private var height: [Double] = []
  private var boundsX: [Double] = []
  private var boundsY: [Double] = []
  private var hidden: [Bool] = []
  private var alpha: [Double] = []
  private var interactive: [Bool] = []
  /// Node `i`'s children are `childStart[i]..<childEnd[i]`, back to front.
  private var childStart: [Int] = []
  private var childEnd: [Int] = []

  init(_ tree: PeerTree) {
    let count = tree.nodes.count
    childStart = Array(repeating: 0, count: count)
    childEnd = Array(repeating: 0, count: count)
    for (index, node) in tree.nodes.enumerated() {
      minX.append(node.frame.minX)
      minY.append(node.frame.minY)
      width.append(node.frame.width)
      height.append(node.frame.height)
      boundsX.append(0)
      boundsY.append(0)
      hidden.append(false)
      alpha.append(1)
      interactive.append(true)
      guard node.parent >= 0 else { continue }
      if childEnd[node.parent] == 0 { childStart[node.parent] = index }
      childEnd[node.parent] = index + 1
    }
  }

  /// The index of the node a tap at `point` (in the window's coordinates) hits, or -1.
  func hit(_ x: Double, _ y: Double) -> Int { hit(node: 0, x + boundsX[0], y + boundsY[0]) }

  /// `x`, `y` in the node's own (bounds) coordinates.
  @inline(never)
  private func hit(node: Int, _ x: Double, _ y: Double) -> Int {
    if hidden[node] || alpha[node] < 0.01 || !interactive[node] { return -1 }
    guard x >= boundsX[node], y >= boundsY[node], x < boundsX[node] + width[node],
      y < boundsY[node] + height[node]
    else { return -1 }
    var child = childEnd[node] - 1
    while child >= childStart[node] {
      let found = hit(node: child, x - minX[child] + boundsX[child], y - minY[child] + boundsY[child])
      if found >= 0 { return found }
      child -= 1
    }
    return node
  }
}
