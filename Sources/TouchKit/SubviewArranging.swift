/// A view that arranges its subviews itself and must hear when one of them changes in a way
/// that moves the arrangement: UIStackView, which stops arranging a view removed from its
/// subviews ("if you call removeFromSuperview on a view in arrangedSubviews, the stack view
/// removes it from arrangedSubviews") and arranges again when an arranged view is hidden or its
/// intrinsic size changes.
///
/// The core (`isHidden`), the layout pass (a removal) and Auto Layout
/// (`invalidateIntrinsicContentSize()`) tell the superview through this protocol rather than by
/// casting to `StackView`: the stack view is built on Auto Layout's constraints, so naming it
/// from below would close a loop among the engine's folders (docs/architecture.md).
protocol SubviewArranging: View {
  /// `view`, a subview, was removed from this view.
  func noteSubviewRemoved(_ view: View)
  /// `view`'s `isHidden` changed.
  func noteArrangedSubviewChanged(_ view: View)
  /// `view`'s intrinsic content size changed (``View/invalidateIntrinsicContentSize()``).
  func noteIntrinsicContentSizeChanged(of view: View)
}
