import Foundation

/// A view's intrinsic size given as a value instead of computed by its class: what a layout's
/// `intrinsicContentSize:` declares, as an `override var intrinsicContentSize` would.
///
/// An Interface Builder file needs it: a label's or a button's stored frame was sized by Apple's
/// text measurement (San Francisco, which TouchLab does not have: ``TextMetrics``), so the file
/// is solved with the stored size as the content's size, as Xcode's canvas solved it; the views
/// placed against that content then land where iOS puts them. Interface Builder's own
/// "Intrinsic Size: Placeholder" (`placeholderIntrinsicWidth`) is the same idea for a custom view.
extension View {
  /// The declared size, or nil for the class's own ``intrinsicContentSize``.
  public var declaredIntrinsicContentSize: CGSize? {
    get { extras?.autoLayout?.declaredIntrinsicSize }
    set {
      guard newValue != nil || extras?.autoLayout != nil else { return }
      autoLayoutBox.declaredIntrinsicSize = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The size Auto Layout and stack views take as the view's content: the declared one, else
  /// the class's.
  var layoutIntrinsicContentSize: CGSize {
    extras?.autoLayout?.declaredIntrinsicSize ?? intrinsicContentSize
  }
}
