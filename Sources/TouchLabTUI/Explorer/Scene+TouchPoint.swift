import Foundation
import TouchKit

extension Scene {
  /// The point a click at `cell` touches: the cell's centre, unless the view drawn on top there
  /// does not contain it, then the middle of that view on each axis the centre misses. A view
  /// smaller than a cell is still drawn a cell wide and tall (``Scaling/cellRect(for:)``, the
  /// cell its middle is in), and a click on it must land in it: what is drawn is what is hit.
  /// A click on a slider's drawn thumb touches its thumb (``SliderThumb``).
  /// Zoomed (`viewport`), the point is still a point of the whole screen.
  public func touchPoint(at cell: CellPosition, scaling: Scaling, viewport: Viewport = Viewport()) -> CGPoint
  {
    let centre = scaling.point(forColumn: cell.column, row: cell.row)
    guard let drawn = drawnNode(at: cell, scaling: scaling, viewport: viewport),
      let node = node(atPath: drawn.path)
    else {
      return centre
    }
    if let thumb = SliderThumb.cells(of: node, in: scaling.cellRect(for: node.frame), scaling: scaling),
      thumb.row == cell.row, thumb.columns.contains(cell.column),
      let point = SliderThumb.touchPoint(centre, cell: cell, on: node, scaling: scaling)
    {
      return point
    }
    let frame = node.frame
    guard !frame.contains(centre), frame.midX.isFinite, frame.midY.isFinite else { return centre }
    return CGPoint(
      x: frame.minX <= centre.x && centre.x < frame.maxX ? centre.x : frame.midX,
      y: frame.minY <= centre.y && centre.y < frame.maxY ? centre.y : frame.midY)
  }

  /// The node at a ``DrawnNode/path``: its window, then a subview index per level.
  public func node(atPath path: [Int]) -> SceneNode? {
    var level = windows
    var node: SceneNode?
    for index in path {
      guard let next = level.first(where: { $0.subviewIndex == index }) else { return nil }
      node = next
      level = next.children
    }
    return node
  }
}
