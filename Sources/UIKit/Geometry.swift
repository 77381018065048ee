// UIKit's geometry names. `CGPoint`, `CGSize`, `CGRect` and `CGFloat` come from Foundation
// and `CGAffineTransform` from TouchKit (Foundation on Linux lacks it), both re-exported by
// this module.

/// Distances inward from each edge; negative values grow a rectangle, so
/// `bounds.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10))` is the
/// classic larger tap area.
public typealias UIEdgeInsets = EdgeInsets
