// UIKit's geometry names. `CGPoint`, `CGSize`, `CGRect` and `CGFloat` come from Foundation
// and `CGAffineTransform` from TouchKit (Foundation on Linux lacks it), both re-exported by
// this module.

/// Distances inward from each edge; negative values grow a rectangle, so
/// `bounds.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10))` is the
/// classic larger tap area.
public typealias UIEdgeInsets = EdgeInsets

// Core Graphics' geometry prints itself on Apple systems (`point.debugDescription`, in a
// `print` of a hit test's point); Foundation on Linux's does not conform. The same text as
// Apple's: the fields in parentheses.
extension CGPoint: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
