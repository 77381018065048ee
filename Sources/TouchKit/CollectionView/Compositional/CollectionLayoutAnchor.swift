import Foundation

/// Where a supplementary item is attached to the item it decorates (UIKit's
/// `NSCollectionLayoutAnchor`): the item's edges, and an offset.
///
/// Apple: "By default, the supplementary item is anchored within the specified edges of the
/// item it's attached to"; two adjacent edges name a corner. An absolute offset is in points;
/// a fractional one is "expressed as a fraction of its supplementary item's dimension" (Apple's
/// `isFractionalOffset`), so `fractionalOffset: (0.5, -0.5)` on `[.top, .trailing]` centres a
/// badge on the item's top trailing corner, half of it outside the item. Along an axis no
/// named edge covers, the item is centred (UNSOURCED, what iOS shows).
public final class CollectionLayoutAnchor {
  public let edges: DirectionalRectEdge
  public let offset: CGPoint
  public let isAbsoluteOffset: Bool
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  private init(edges: DirectionalRectEdge, offset: CGPoint, absolute: Bool) {
    self.edges = edges
    self.offset = offset
    isAbsoluteOffset = absolute
  }

  public convenience init(edges: DirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, absolute: true)
  }

  public convenience init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, absolute: true)
  }

  public convenience init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, absolute: false)
  }

  /// The offset in points for a supplementary item of `size`.
  func points(for size: CGSize) -> CGPoint {
    let point = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    return CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
  }

  /// Where along each axis of `rect` the anchor's edges point: 0 the leading (top) edge, 1 the
  /// trailing (bottom) one, ½ the middle when neither or both are named. Left to right.
  var fractions: CGPoint {
    func along(_ low: DirectionalRectEdge, _ high: DirectionalRectEdge) -> CGFloat {
      switch (edges.contains(low), edges.contains(high)) {
      case (true, false): 0
      case (false, true): 1
      default: 0.5
      }
    }
    return CGPoint(x: along(.leading, .trailing), y: along(.top, .bottom))
  }

  /// The frame of a supplementary item of `size` anchored by this anchor (the container's) to
  /// `item`, with `itemAnchor` naming the point of the supplementary item that meets it.
  ///
  /// Without an item anchor the supplementary item lies inside the named edges (Apple, above).
  /// With one, the point of the item the container anchor names meets the point of the
  /// supplementary item the item anchor names: `[.top, .trailing]` with `[.bottom, .leading]`
  /// puts the badge's bottom leading corner on the item's top trailing corner (UNSOURCED:
  /// Apple's pages say only "the anchor between the supplementary item and the item it's
  /// attached to"). Both anchors' offsets are added.
  func frame(of size: CGSize, on item: CGRect, itemAnchor: CollectionLayoutAnchor?) -> CGRect {
    let mine = fractions
    let theirs = itemAnchor?.fractions ?? mine
    let x = item.minX + item.width * mine.x - size.width * theirs.x
    let y = item.minY + item.height * mine.y - size.height * theirs.y
    let shift = points(for: size)
    let extra = itemAnchor?.points(for: size) ?? .zero
    return CGRect(x: x + shift.x + extra.x, y: y + shift.y + extra.y, width: size.width, height: size.height)
  }
}
