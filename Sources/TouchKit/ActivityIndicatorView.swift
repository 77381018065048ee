import Foundation

/// A spinner (UIKit's `UIActivityIndicatorView`), which apps lay over a button or a list while
/// they load.
///
/// What touches meet is its visibility: with `hidesWhenStopped` (the default) it is hidden while
/// not animating, so a stopped spinner over a button takes no touch and the button gets it
/// (§1), and a spinning one in front of the button takes it. UIKit documents that
/// `stopAnimating()` hides it; that a new one, not yet animating, starts hidden is
/// community-observed (the property's name and its use over buttons rely on it).
open class ActivityIndicatorView: View {
  /// UIKit's `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    case whiteLarge, white, gray
    case medium = 100, large = 101
  }

  public var style: Style {
    didSet {
      noteDrawnChange()
      if holdsConstraints { invalidateIntrinsicContentSize() }
    }
  }

  /// A square of ``ControlMetrics/mediumActivityIndicatorSide`` or, large,
  /// ``ControlMetrics/largeActivityIndicatorSide``.
  open override var intrinsicContentSize: CGSize {
    let side =
      [.large, .whiteLarge].contains(style)
      ? ControlMetrics.largeActivityIndicatorSide : ControlMetrics.mediumActivityIndicatorSide
    return CGSize(width: side, height: side)
  }
  /// Kept, not drawn.
  public var color: Color?
  public private(set) var isAnimating = false

  /// Whether it hides itself while stopped (true by default).
  public var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }

  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    isHidden = true
  }

  /// Spins, and shows itself.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops, and hides itself if ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// A layout's keys (its entry in the built-in class table): `hidesWhenStopped:` and
  /// `isAnimating:`, which an Interface Builder file stores as `hidesWhenStopped="YES"` and
  /// `animating="YES"`. Animating, it shows itself; stopped, it hides only if it hides when
  /// stopped (Apple, `hidesWhenStopped`).
  static let layoutKeys = [LayoutKey("hidesWhenStopped", .bool), LayoutKey("isAnimating", .bool)]

  static func apply(_ keys: [String: LayoutKey.Value], to spinner: ActivityIndicatorView) -> [LayoutKey
    .Problem]
  {
    if case .bool(let value) = keys["hidesWhenStopped"] { spinner.hidesWhenStopped = value }
    if case .bool(let value) = keys["isAnimating"] {
      if value { spinner.startAnimating() } else { spinner.stopAnimating() }
    }
    return []
  }
}
