import Foundation
import TouchKit

/// Issue 42's trees for hit testing against the floor and against a peer (Textual): wide (N−1
/// siblings on a grid), chain (N nested boxes) and balanced (fan-out 4), at 1k and 10k views,
/// the window included, in whole points so a terminal toolkit can build them cell for cell.
/// Named apart (`peer-…`) from the benchmarks' other layouts.
///
/// One definition: the views, the floor's flat arrays and the files the peer script reads
/// (``export(to:)``) are all made from ``nodes``.
struct PeerTree {
  /// One view: its parent's index (the window is node 0, its own parent -1) and its frame in
  /// its parent's coordinates. Nodes are in breadth-first order, so a node's children are
  /// contiguous.
  struct Node {
    let parent: Int
    let frame: CGRect
  }

  let name: String
  let size: CGSize
  let nodes: [Node]

  static func all() -> [PeerTree] {
    [1_000, 10_000].flatMap { count in [wide(count), chain(count), balanced(count)] }
  }

  private static func label(_ count: Int) -> String { "\(count / 1000)k" }

  /// N−1 1×1 siblings in rows of 40 (1k) or 100 (10k) on a window just large enough.
  static func wide(_ count: Int) -> PeerTree {
    let columns = count > 1_000 ? 100 : 40
    let rows = (count - 1 + columns - 1) / columns
    var nodes = [Node(parent: -1, frame: CGRect(x: 0, y: 0, width: CGFloat(columns), height: CGFloat(rows)))]
    for k in 0..<(count - 1) {
      nodes.append(
        Node(parent: 0, frame: CGRect(x: CGFloat(k % columns), y: CGFloat(k / columns), width: 1, height: 1)))
    }
    return PeerTree(
      name: "peer-wide-\(label(count))", size: CGSize(width: CGFloat(columns), height: CGFloat(rows)),
      nodes: nodes)
  }

  /// N boxes, each the whole 80×24 frame of its parent: every point descends all of them.
  static func chain(_ count: Int) -> PeerTree {
    let frame = CGRect(x: 0, y: 0, width: 80, height: 24)
    let nodes = (0..<count).map { Node(parent: $0 - 1, frame: frame) }
    return PeerTree(name: "peer-chain-\(label(count))", size: frame.size, nodes: nodes)
  }

  /// Each view split in 2×2 quadrants, breadth first, until N views, on a 256×256 window (the
  /// deepest quadrants of 10k are 2×2).
  static func balanced(_ count: Int) -> PeerTree {
    var nodes = [Node(parent: -1, frame: CGRect(x: 0, y: 0, width: 256, height: 256))]
    var next = 0
    while nodes.count < count {
      let half = CGSize(width: nodes[next].frame.width / 2, height: nodes[next].frame.height / 2)
      for quadrant in 0..<4 where nodes.count < count {
        let origin = CGPoint(x: CGFloat(quadrant % 2) * half.width, y: CGFloat(quadrant / 2) * half.height)
        nodes.append(Node(parent: next, frame: CGRect(origin: origin, size: half)))
      }
      next += 1
    }
    return PeerTree(
      name: "peer-balanced-\(label(count))", size: CGSize(width: 256, height: 256), nodes: nodes)
  }

  /// 10,000 seeded points at cell centres (x + 0.5, y + 0.5), the same for every run.
  func points(count: Int = 10_000, seed: UInt64 = 42) -> [CGPoint] {
    var state = seed
    func next() -> UInt64 {
      // SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
      // OOPSLA 2014): small and the same in the peer script.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    return (0..<count).map { _ in
      let x = next() % UInt64(size.width)
      let y = next() % UInt64(size.height)
      return CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
    }
  }

  /// The tree as engine views in an application, and each view's node index.
  func application() -> (Application, [ObjectIdentifier: Int]) {
    let window = Window(id: "window", frame: nodes[0].frame)
    var views: [View] = [window]
    var index = [ObjectIdentifier(window): 0]
    for (number, node) in nodes.enumerated().dropFirst() {
      let view = View(id: "n\(number)", frame: node.frame)
      views[node.parent].addSubview(view)
      views.append(view)
      index[ObjectIdentifier(view)] = number
    }
    let application = Application()
    application.addWindow(window)
    return (application, index)
  }

  /// Writes `<name>.tree` (`width height`, then `parent x y width height` per node after the
  /// window) and `<name>.points` (`x y` in whole cells) for the peer script.
  func export(to directory: URL) throws {
    var tree = "\(Int(size.width)) \(Int(size.height))\n"
    for node in nodes.dropFirst() {
      let frame = node.frame
      tree +=
        "\(node.parent) \(Int(frame.minX)) \(Int(frame.minY)) \(Int(frame.width)) \(Int(frame.height))\n"
    }
    try tree.write(to: directory.appendingPathComponent("\(name).tree"), atomically: true, encoding: .utf8)
    let cells = points().map { "\(Int($0.x)) \(Int($0.y))\n" }.joined()
    try cells.write(to: directory.appendingPathComponent("\(name).points"), atomically: true, encoding: .utf8)
  }
}
