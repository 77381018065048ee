import Foundation

extension View {
  /// ``convertToSuperview(_:)`` as a transform: undo the bounds' origin and the anchor, apply
  /// the transform, move to the centre. Composed down a hierarchy, it maps each view to the
  /// screen with one composition a view instead of a walk up its ancestors (the explorer's
  /// scene and `describe`'s screen frames). An untransformed view's is a translation.
  public var toSuperviewTransform: CGAffineTransform {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    if transform.isIdentity {
      return CGAffineTransform(translationX: center.x - anchor.x, y: center.y - anchor.y)
    }
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }

  /// The anchor point as an offset from the bounds' top-left corner, in points.
  var anchorOffset: CGPoint {
    CGPoint(x: anchorPoint.x * bounds.width, y: anchorPoint.y * bounds.height)
  }

  /// A point in the superview's coordinates converted into this view's:
  /// `T⁻¹(p − center) + bounds.origin + anchor·bounds.size` (§1). With a transform that has
  /// no inverse the result is NaN, so the view contains no point and is never hit.
  public func convertFromSuperview(_ point: CGPoint) -> CGPoint {
    var offset = CGPoint(x: point.x - center.x, y: point.y - center.y)
    if !hasIdentityTransform {
      // A flattened view has no point for the input: NaN, which no rectangle contains.
      guard let inverseTransform else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
      offset = offset.applying(inverseTransform)
    }
    let anchor = anchorOffset
    return CGPoint(x: offset.x + bounds.minX + anchor.x, y: offset.y + bounds.minY + anchor.y)
  }

  /// A point in this view's coordinates converted into its superview's.
  public func convertToSuperview(_ point: CGPoint) -> CGPoint {
    let anchor = anchorOffset
    var offset = CGPoint(x: point.x - bounds.minX - anchor.x, y: point.y - bounds.minY - anchor.y)
    if !hasIdentityTransform { offset = offset.applying(transform) }
    return CGPoint(x: offset.x + center.x, y: offset.y + center.y)
  }

  /// Converts `point` from `view`'s coordinates into this view's; nil means this view's
  /// window. Views in different windows meet in screen coordinates (the windows' frames).
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    guard let source = view ?? window else { return point }
    let common = nearestCommonAncestor(with: source)
    var result = point
    var up: View? = source
    while let current = up, current !== common {
      result = current.convertToSuperview(result)
      up = current.superview
    }
    for descendant in pathFromAncestor(common) {
      result = descendant.convertFromSuperview(result)
    }
    return result
  }

  /// Converts `point` from this view's coordinates into `view`'s; nil means this view's window.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    guard let target = view ?? window else { return point }
    return target.convert(point, from: self)
  }

  /// Converts a rectangle from this view's coordinates into `view`'s (the bounding box of its
  /// converted corners, as UIKit returns for transformed views).
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { convert($0, to: view) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return rect
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The deepest view that is an ancestor of (or is) both; nil when they share no root, in
  /// which case conversion goes through screen coordinates (and a constraint cannot be
  /// activated: LayoutConstraint.swift).
  package func nearestCommonAncestor(with other: View) -> View? {
    // The usual cases first (a stack view activates one constraint per arranged subview and
    // edge: a subview and the stack, or two siblings), each a weak `superview` read or two;
    // then both brought to the same depth and up together until they meet.
    if other === self { return self }
    let parent = superview
    if parent === other { return other }
    let otherParent = other.superview
    if otherParent === self { return self }
    if let parent, parent === otherParent { return parent }
    func depth(_ view: View) -> Int {
      var depth = 0
      var current = view.superview
      while let view = current {
        depth += 1
        current = view.superview
      }
      return depth
    }
    var (first, second): (View?, View?) = (self, other)
    var (firstDepth, secondDepth) = (depth(self), depth(other))
    while firstDepth > secondDepth {
      first = first?.superview
      firstDepth -= 1
    }
    while secondDepth > firstDepth {
      second = second?.superview
      secondDepth -= 1
    }
    while let one = first, let two = second, one !== two {
      first = one.superview
      second = two.superview
    }
    return first
  }

  /// The views from just below `ancestor` down to this view (every ancestor when nil).
  private func pathFromAncestor(_ ancestor: View?) -> [View] {
    var path: [View] = []
    var current: View? = self
    while let view = current, view !== ancestor {
      path.append(view)
      current = view.superview
    }
    return path.reversed()
  }
}
