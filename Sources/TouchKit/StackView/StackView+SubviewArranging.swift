/// The stack view hears of its subviews' changes through ``SubviewArranging``, so the core and
/// Auto Layout, which it is built on, do not name it.
extension StackView: SubviewArranging {
  /// `fillProportionally` shares the stack's length by intrinsic lengths, so only it arranges
  /// again when one changes; the other distributions read the size through constraints.
  func noteIntrinsicContentSizeChanged(of view: View) {
    if distribution == .fillProportionally { noteArrangedSubviewChanged(view) }
  }
}
