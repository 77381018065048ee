import Foundation

/// The appearance API of `UIView` that real view files set: kept and read back, so the code
/// compiles and reasons about it as on iOS, but drawn as a box. What touches meet (`alpha`,
/// `isHidden`, `clipsToBounds` — which clips drawing, not touches, §1) is the view's own state.
extension View {
  /// The view's own tint, else its superview's, else the system blue, as UIKit inherits it.
  /// (UIKit's is implicitly unwrapped, and nil resets it to the inherited one; assigning a
  /// colour is what real code does.)
  public var tintColor: Color {
    get { extras?.appearance?.tintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      appearance.tintColor = newValue
      tintColorDidChange()
    }
  }

  /// Default true, as in UIKit; drawing only.
  public var isOpaque: Bool {
    get { extras?.appearance?.isOpaque ?? true }
    set { if extras?.appearance != nil || !newValue { appearance.isOpaque = newValue } }
  }

  public var tag: Int {
    get { extras?.appearance?.tag ?? 0 }
    set { if extras?.appearance != nil || newValue != 0 { appearance.tag = newValue } }
  }

  /// The first view with `tag` in this subtree, this view first, then depth first in subview
  /// order, as UIKit searches.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  public var contentMode: ContentMode {
    get { extras?.appearance?.contentMode ?? .scaleToFill }
    set { if extras?.appearance != nil || newValue != .scaleToFill { appearance.contentMode = newValue } }
  }

  public var accessibilityIdentifier: String? {
    get { extras?.appearance?.accessibilityIdentifier }
    set { if extras?.appearance != nil || newValue != nil { appearance.accessibilityIdentifier = newValue } }
  }

  /// UIKit's `autoresizingMask`: how the view follows its superview's size changes
  /// (AutoLayout/View+Autoresizing.swift).
  public var autoresizingMask: AutoresizingMask {
    get { extras?.appearance?.autoresizingMask ?? [] }
    set { if extras?.appearance != nil || !newValue.isEmpty { appearance.autoresizingMask = newValue } }
  }

  /// Does nothing here: nothing is drawn, and `draw(_:)` is never called. Noticed once.
  public func setNeedsDisplay() { notice(.setNeedsDisplay) }

  public func setNeedsDisplay(_ rect: CGRect) { notice(.setNeedsDisplay) }

  /// Keeps the frame: TouchLab measures no text or images. Noticed once.
  public func sizeToFit() { notice(.sizeToFit) }
}
