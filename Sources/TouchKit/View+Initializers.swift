import Foundation

extension View {
  /// A view with a zero frame, to be placed later: UIKit's `UIView()`, which calls
  /// `init(frame: .zero)`. Code from iOS projects declares subviews this way
  /// (`private let badge = UIView()`).
  ///
  /// A convenience initializer, so a subclass that overrides `init(frame:)` inherits it and
  /// its override runs, as in UIKit.
  public convenience init() {
    self.init(frame: .zero)
  }
}
