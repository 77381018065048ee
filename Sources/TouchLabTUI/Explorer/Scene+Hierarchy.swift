import Foundation
import TouchKit

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
  /// Why hit testing skips the view itself (the engine's answer), if it does.
  public var skipReason: HitTestSkipReason?
  public var recognizerCount: Int
}

extension Scene {
  /// Every view in document order: windows front to back (the order hit testing asks them),
  /// each depth first in subview order, as `touchlab describe` lists them. Derived from the
  /// snapshot, whose children are in drawing order, by each node's ``SceneNode/subviewIndex``
  /// (zPosition changes drawing, never the hierarchy).
  public var hierarchy: [HierarchyRow] {
    var rows: [HierarchyRow] = []
    for window in Self.documentOrder(windows) {
      Self.append(window, depth: 0, hiddenAbove: false, to: &rows)
    }
    return rows
  }

  /// Nodes by ``SceneNode/subviewIndex``; equal indices (a scene built by hand, which leaves
  /// them 0) keep their drawing order.
  static func documentOrder(_ nodes: [SceneNode]) -> [SceneNode] {
    nodes.enumerated().sorted { ($0.element.subviewIndex, $0.offset) < ($1.element.subviewIndex, $1.offset) }
      .map(\.element)
  }

  /// How many views ``hierarchy`` lists, without listing them.
  public var viewCount: Int { windows.reduce(0) { $0 + Self.count($1) } }

  /// A node's row and its subtree's, depth first in document order (an explicit stack: a
  /// subtree may be 10,000 deep).
  private static func append(_ node: SceneNode, depth: Int, hiddenAbove: Bool, to rows: inout [HierarchyRow])
  {
    var stack = [(node: node, depth: depth, hiddenAbove: hiddenAbove)]
    while let (node, depth, hiddenAbove) = stack.popLast() {
      let hidden = hiddenAbove || node.isHidden
      rows.append(
        HierarchyRow(
          id: node.id, className: node.className, depth: depth, isHidden: hidden,
          skipReason: node.skipReason,
          recognizerCount: node.recognizers.count))
      for child in Self.documentOrder(node.children).reversed() { stack.append((child, depth + 1, hidden)) }
    }
  }

  /// The view whose box is drawn on top at `cell`: the last box the renderer draws there
  /// (``LayoutRenderer``), so what a person sees under the pointer, whatever hit testing says.
  /// Hidden views are not drawn; a clipping view's subviews exist only inside it, and its
  /// outline is drawn again over them. Zoomed (`viewport`), only the zoomed subtree is drawn;
  /// a box drawn as an outline only (``Viewport/drawsOutlineOnly(_:)``) is drawn on its edge,
  /// and inside it what is behind shows. Nil outside every box. `rows`, the scene's at this
  /// scaling (``LayoutLayer`` keeps them), lets the search pass over subtrees off the cell's row.
  func drawnNode(at cell: CellPosition, scaling: Scaling, viewport: Viewport = Viewport(), rows: SceneRows?)
    -> DrawnNode?
  {
    guard scaling.area.contains(column: cell.column, row: cell.row) else { return nil }
    var found: DrawnNode?
    var path: [Int] = []
    // A box covers the cells whose centre point its frame contains (at least one cell): so a
    // frame grown by a cell on each side that misses the cell's centre cannot cover it. That
    // test spares computing the box of almost every view in a big layout.
    let centre = scaling.point(forColumn: cell.column, row: cell.row)
    // (Plus a point for the snapping of cell centres to whole points.)
    let reach = CGSize(width: 1 / scaling.columnsPerPoint + 1, height: 1 / scaling.rowsPerPoint + 1)
    let probe = Probe(cell: cell, centre: centre, reach: reach, scaling: scaling, viewport: viewport)
    guard let zoom = viewport.zoom else {
      var order = 0
      for window in windows {
        Self.find(
          probe, in: window, clip: scaling.area, path: &path, found: &found, rows: rows, order: &order)
      }
      return found
    }
    // Zoomed: the subtree only, cut by the ancestors that clip, as the renderer draws it.
    guard let chain = chain(toPath: zoom.path), let node = chain.last else { return nil }
    var clip = scaling.area
    for ancestor in chain.dropLast() {
      guard !ancestor.isHidden else { return nil }
      if ancestor.clipsToBounds { clip = clip.intersection(scaling.cellRect(for: ancestor.frame)) }
      path.append(ancestor.subviewIndex)
    }
    var order = 0
    Self.find(probe, in: node, clip: clip, path: &path, found: &found, rows: nil, order: &order)
    return found
  }

  public func drawnNode(at cell: CellPosition, scaling: Scaling, viewport: Viewport = Viewport())
    -> DrawnNode?
  {
    drawnNode(at: cell, scaling: scaling, viewport: viewport, rows: nil)
  }

  /// The cell looked for, and what the quick test needs.
  private struct Probe {
    let cell: CellPosition
    let centre: CGPoint
    let reach: CGSize
    let scaling: Scaling
    let viewport: Viewport

    func mayCover(_ frame: CGRect) -> Bool {
      frame.insetBy(dx: -reach.width, dy: -reach.height).contains(centre)
    }
  }

  /// A level of the search: siblings still to look at (in drawing order), the clip they are
  /// cut by, and their parent's end (its path component comes off, and a clipping view's edge,
  /// drawn again over its subviews, may be what is on top).
  private struct Level {
    let nodes: [SceneNode]
    var next = 0
    let clip: CellRect
    let parent: (id: String, coversEdge: Bool)?
  }

  /// Finds the box drawn last at the probe's cell in `node`'s subtree, in the renderer's
  /// order, with an explicit stack (a scene may be 10,000 deep). The stack holds each level's
  /// array of siblings and an index, not the nodes: copying every 160-byte node onto a stack
  /// and off again was most of a hover on 100,000 views (issue 17).
  /// With `rows`, `order` counts nodes in drawing order from the first window's, and a subtree
  /// none of whose boxes reaches the cell's row is passed over whole.
  private static func find(
    _ probe: Probe, in node: SceneNode, clip: CellRect, path: inout [Int], found: inout DrawnNode?,
    rows: SceneRows?, order: inout Int
  ) {
    let row = probe.cell.row..<(probe.cell.row + 1)
    var stack = [Level(nodes: [node], clip: clip, parent: nil)]
    while let top = stack.indices.last {
      guard stack[top].next < stack[top].nodes.count else {
        if let parent = stack.removeLast().parent {
          if parent.coversEdge { found = DrawnNode(id: parent.id, path: path) }
          path.removeLast()
        }
        continue
      }
      let nodes = stack[top].nodes
      let index = stack[top].next
      stack[top].next += 1
      if let rows, !rows.subtree(order, meets: row) {
        order += rows.size(order)
        continue
      }
      if let level = look(at: nodes[index], probe, clip: stack[top].clip, path: &path, found: &found) {
        stack.append(level)
        order += 1
      } else if let rows {
        order += rows.size(order)
      }
    }
  }

  /// Looks at one node: whether the probe's cell shows its box; returns the level of its
  /// subviews when they are to be searched (its path component then stays on until they are).
  private static func look(
    at node: SceneNode, _ probe: Probe, clip: CellRect, path: inout [Int], found: inout DrawnNode?
  ) -> Level? {
    guard !node.isHidden else { return nil }
    // A view with no area has no box (LayoutRenderer.drawBox); one that clips hides its subviews.
    if node.hasNoArea, node.clipsToBounds { return nil }
    let mayCover = !node.hasNoArea && probe.mayCover(node.frame)
    // Only a clipping view's box matters to its subviews (it cuts them); others' are skipped.
    guard mayCover || !node.clipsToBounds else { return nil }
    path.append(node.subviewIndex)
    var inner = clip
    var coversEdge = false
    if mayCover {
      let cell = probe.cell
      let rect = probe.scaling.cellRect(for: node.frame)
      let visible = rect.intersection(clip)
      let isInside = visible.contains(column: cell.column, row: cell.row)
      let onEdge =
        cell.row == rect.row || cell.row == rect.endRow - 1 || cell.column == rect.column
        || cell.column == rect.endColumn - 1
      if isInside, onEdge || !probe.viewport.drawsOutlineOnly(node) {
        found = DrawnNode(id: node.id, path: path)
      }
      if node.clipsToBounds { inner = visible }
      coversEdge = node.clipsToBounds && !node.children.isEmpty && isInside && onEdge
    }
    guard !node.children.isEmpty else {
      path.removeLast()
      return nil
    }
    return Level(nodes: node.children, clip: inner, parent: (node.id, coversEdge))
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

  /// Nodes in a subtree, the node included (an explicit stack: a subtree may be 10,000 deep).
  static func count(_ node: SceneNode) -> Int {
    var count = 0
    var stack = [node]
    while let next = stack.popLast() {
      count += 1
      stack.append(contentsOf: next.children)
    }
    return count
  }
}

/// The view drawn on top at a cell: its trace id and its path of ``SceneNode/subviewIndex``es
/// from its window, which tells it apart from other views of the same id.
public struct DrawnNode: Equatable, Sendable {
  public var id: String
  public var path: [Int]
}
