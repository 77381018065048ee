import Foundation

/// One view of the hierarchy, in document order: a row of the tree pane (`t`) and a stop of
/// Tab / Shift-Tab.
public struct HierarchyRow: Equatable, Sendable {
  public var id: String
  public var className: String
  /// 0 for a window, 1 for its views, and so on.
  public var depth: Int
  /// Whether the view or an ancestor is hidden: hidden views are not drawn, so the tree is the
  /// one place they can be found and selected.
  public var isHidden: Bool
  public var isUserInteractionEnabled: Bool
  public var alpha: CGFloat
  public var recognizerCount: Int
}

extension Scene {
  /// Every view in document order: windows front to back (the order hit testing asks them),
  /// each depth first in subview order, as `touchlab describe` lists them. Derived from the
  /// snapshot, whose children are in drawing order, by each node's ``SceneNode/subviewIndex``
  /// (zPosition changes drawing, never the hierarchy).
  public var hierarchy: [HierarchyRow] {
    var rows: [HierarchyRow] = []
    for window in windows.sorted(by: { $0.subviewIndex < $1.subviewIndex }) {
      Self.append(window, depth: 0, hiddenAbove: false, to: &rows)
    }
    return rows
  }

  private static func append(_ node: SceneNode, depth: Int, hiddenAbove: Bool, to rows: inout [HierarchyRow])
  {
    let hidden = hiddenAbove || node.isHidden
    rows.append(
      HierarchyRow(
        id: node.id, className: node.className, depth: depth, isHidden: hidden,
        isUserInteractionEnabled: node.isUserInteractionEnabled, alpha: node.alpha,
        recognizerCount: node.recognizers.count))
    for child in node.children.sorted(by: { $0.subviewIndex < $1.subviewIndex }) {
      append(child, depth: depth + 1, hiddenAbove: hidden, to: &rows)
    }
  }

  /// The view whose box is drawn on top at `cell`: the last box the renderer draws there
  /// (``LayoutRenderer``), so what a person sees under the pointer, whatever hit testing says.
  /// Hidden views are not drawn; a clipping view's subviews exist only inside it, and its
  /// outline is drawn again over them. Nil outside every box.
  public func drawnNode(at cell: CellPosition, scaling: Scaling) -> DrawnNode? {
    var found: DrawnNode?
    var path: [Int] = []
    for window in windows {
      Self.find(cell, in: window, scaling: scaling, clip: scaling.area, path: &path, found: &found)
    }
    return found
  }

  private static func find(
    _ cell: CellPosition, in node: SceneNode, scaling: Scaling, clip: CellRect, path: inout [Int],
    found: inout DrawnNode?
  ) {
    guard !node.isHidden else { return }
    path.append(node.subviewIndex)
    defer { path.removeLast() }
    let rect = scaling.cellRect(for: node.frame)
    let visible = rect.intersection(clip)
    let isInside = visible.contains(column: cell.column, row: cell.row)
    if isInside { found = DrawnNode(id: node.id, path: path) }
    let inner = node.clipsToBounds ? visible : clip
    for child in node.children {
      find(cell, in: child, scaling: scaling, clip: inner, path: &path, found: &found)
    }
    let onEdge =
      cell.row == rect.row || cell.row == rect.endRow - 1 || cell.column == rect.column
      || cell.column == rect.endColumn - 1
    if node.clipsToBounds, !node.children.isEmpty, isInside, onEdge {
      found = DrawnNode(id: node.id, path: path)
    }
  }

  /// The position in ``hierarchy`` of the node at `path` (``DrawnNode/path``).
  public func hierarchyIndex(ofPath path: [Int]) -> Int? {
    guard !path.isEmpty else { return nil }
    var index = 0
    var level = windows
    var node: SceneNode?
    for (depth, subviewIndex) in path.enumerated() {
      guard let next = level.first(where: { $0.subviewIndex == subviewIndex }) else { return nil }
      // Before it in document order: its superview, and its earlier siblings' whole subtrees.
      if depth > 0 { index += 1 }
      for sibling in level where sibling.subviewIndex < subviewIndex { index += Self.count(sibling) }
      node = next
      level = next.children
    }
    return node == nil ? nil : index
  }

  /// Nodes in a subtree, the node included.
  private static func count(_ node: SceneNode) -> Int {
    node.children.reduce(1) { $0 + count($1) }
  }
}

/// The view drawn on top at a cell: its trace id and its path of ``SceneNode/subviewIndex``es
/// from its window, which tells it apart from other views of the same id.
public struct DrawnNode: Equatable, Sendable {
  public var id: String
  public var path: [Int]
}
