import Foundation
import TouchKit

extension Scene {
  /// The nodes from a window down to the node at `path` (``DrawnNode/path``), that node last;
  /// nil when the path leads nowhere (the hierarchy changed).
  public func chain(toPath path: [Int]) -> [SceneNode]? {
    var chain: [SceneNode] = []
    var level = windows
    for index in path {
      guard let next = level.first(where: { $0.subviewIndex == index }) else { return nil }
      chain.append(next)
      level = next.children
    }
    return chain.isEmpty ? nil : chain
  }

  /// The path of the view at `index` in ``hierarchy`` (the inverse of
  /// ``hierarchyIndex(ofPath:)``), or nil past the end.
  public func path(ofHierarchyIndex index: Int) -> [Int]? {
    var remaining = index
    var path: [Int] = []
    for window in Self.documentOrder(windows) {
      if Self.find(&remaining, in: window, path: &path) { return path }
    }
    return nil
  }

  /// Walks `node`'s subtree in document order, counting `remaining` down; true (with `path`
  /// leading to it) at the node where it reaches 0.
  private static func find(_ remaining: inout Int, in node: SceneNode, path: inout [Int]) -> Bool {
    path.append(node.subviewIndex)
    if remaining == 0 { return true }
    remaining -= 1
    let size = count(node)
    // A subtree that ends before the index is passed over whole.
    if remaining >= size - 1 {
      remaining -= size - 1
      path.removeLast()
      return false
    }
    for child in documentOrder(node.children) where find(&remaining, in: child, path: &path) { return true }
    path.removeLast()
    return false
  }
}
