import Foundation

/// The Auto Layout API of `UIView`, so that views that build their subviews with constraints
/// compile. Nothing is solved: frames come from the layout, an imported dump or
/// `layoutSubviews`. Turning constraints on (`translatesAutoresizingMaskIntoConstraints =
/// false`, activating one, `addConstraint`) reports the Auto Layout notice once per run.
extension View {
  /// True by default; setting false tells the Auto Layout notice.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { extras?.appearance?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      if extras?.appearance != nil || !newValue {
        appearance.translatesAutoresizingMaskIntoConstraints = newValue
      }
      if !newValue { notice(.autoLayout) }
    }
  }

  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

  /// The constraints added to this view: none are kept (nothing solves them).
  public var constraints: [LayoutConstraint] { [] }

  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }

  public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }

  public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }

  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints)
  }

  /// The whole bounds: TouchLab's screen has no notch, status bar or home indicator.
  public var safeAreaLayoutGuide: LayoutGuide { guide(insets: .zero) }

  public var layoutMarginsGuide: LayoutGuide { guide(insets: layoutMargins) }

  /// Zero: no system bars here.
  public var safeAreaInsets: EdgeInsets { .zero }

  /// 8 points on each side by default, as in UIKit; kept, used only by `layoutMarginsGuide`.
  public var layoutMargins: EdgeInsets {
    get { extras?.appearance?.layoutMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    set { appearance.layoutMargins = newValue }
  }

  public func addLayoutGuide(_ layoutGuide: LayoutGuide) { layoutGuide.owningView = self }

  public func removeLayoutGuide(_ layoutGuide: LayoutGuide) {
    if layoutGuide.owningView === self { layoutGuide.owningView = nil }
  }

  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {}

  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {}

  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority { .defaultLow }

  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    .defaultHigh
  }

  public func setNeedsUpdateConstraints() {}
  public func updateConstraintsIfNeeded() {}
  public func invalidateIntrinsicContentSize() {}

  /// The current size: nothing is solved.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

  private func guide(insets: EdgeInsets) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.owningView = self
    guide.insets = insets
    return guide
  }
}
