/// The canvas rows a scene's views can draw on (the rows of their boxes, before any
/// clipping): each subtree's, for every node in drawing order, and each id's. What lets
/// ``LayoutLayer`` find the rows a change of marks touches without a walk of the views, and
/// ``LayoutRenderer`` pass over a subtree that the patched rows do not meet, in one step.
///
/// Worked out once for a scene and scaling, in one walk with an explicit stack; a node's
/// subtree is the nodes from its index to its index plus ``size(_:)``, as drawing order is the
/// hierarchy's pre-order.
struct SceneRows {
  private var low: [Int32] = []
  private var high: [Int32] = []
  private var sizes: [Int32] = []
  /// The rows of the boxes of the views with each id (ids are unique in a loaded layout; views
  /// built in code may share one, and then share its marks).
  private var rowsByID: [String: Range<Int32>] = [:]

  init(_ scene: Scene, scaling: Scaling) {
    low.reserveCapacity(1024)
    // Each level: its nodes, the next to visit, and the index of the node they are subviews of.
    var stack: [(nodes: [SceneNode], next: Int, owner: Int)] = [(scene.windows, 0, -1)]
    while let top = stack.indices.last {
      guard stack[top].next < stack[top].nodes.count else {
        let owner = stack.removeLast().owner
        if owner >= 0 {
          sizes[owner] = Int32(low.count - owner)
          finish(owner, in: stack)
        }
        continue
      }
      let index = low.count
      let next = stack[top].next
      stack[top].next += 1
      let rect = scaling.cellRect(for: stack[top].nodes[next].frame)
      let rows = Int32(clamping: rect.row)..<max(Int32(clamping: rect.row), Int32(clamping: rect.endRow))
      low.append(rows.lowerBound)
      high.append(rows.upperBound)
      sizes.append(1)
      let id = stack[top].nodes[next].id
      if let known = rowsByID[id] {
        rowsByID[id] = min(known.lowerBound, rows.lowerBound)..<max(known.upperBound, rows.upperBound)
      } else {
        rowsByID[id] = rows
      }
      let children = stack[top].nodes[next].children
      if children.isEmpty {
        finish(index, in: stack)
      } else {
        stack.append((children, 0, index))
      }
    }
  }

  /// Adds the finished subtree at `index` to the rows of the node it is a subview of.
  private mutating func finish(_ index: Int, in stack: [(nodes: [SceneNode], next: Int, owner: Int)]) {
    guard let owner = stack.last?.owner, owner >= 0 else { return }
    low[owner] = min(low[owner], low[index])
    high[owner] = max(high[owner], high[index])
  }

  /// The rows of the views with `id` (nil: no view has it).
  func rows(of id: String) -> Range<Int>? {
    rowsByID[id].map { Int($0.lowerBound)..<Int($0.upperBound) }
  }

  /// The number of nodes in the subtree at `index`, itself included.
  func size(_ index: Int) -> Int { index < sizes.count ? Int(sizes[index]) : 1 }

  /// Whether the subtree at `index` has a row in `band` (true for an index it does not know).
  func subtree(_ index: Int, meets band: Range<Int>) -> Bool {
    guard index < low.count else { return true }
    return Int(low[index]) < band.upperBound && Int(high[index]) > band.lowerBound
  }
}
