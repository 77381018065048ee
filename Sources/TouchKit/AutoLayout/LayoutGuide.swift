import Foundation

/// A rectangle for constraints to refer to (UIKit's `UILayoutGuide`): `safeAreaLayoutGuide`,
/// `layoutMarginsGuide`, or one code adds. Its anchors make constraints that are kept, never
/// solved; its `layoutFrame` is what TouchLab knows without solving: the owning view's bounds,
/// inset by the guide's insets (the safe area's are zero: TouchLab's screen has no notch).
open class LayoutGuide {
  public internal(set) weak var owningView: View?
  public var identifier = ""
  /// How far inside the owning view's bounds the guide lies.
  var insets: EdgeInsets = .zero

  public init() {}

  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    return owningView.bounds.inset(by: insets)
  }

}
