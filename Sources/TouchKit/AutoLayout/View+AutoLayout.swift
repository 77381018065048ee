import Foundation

/// The Auto Layout API of `UIView`. Constraints are solved in the layout pass
/// (``AutoLayoutEngine``); what here only marks the hierarchy for that pass says so.
extension View {
  /// True by default: the view's frame holds as autoresizing-mask constraints. False: its
  /// constraints decide its frame (UIKit's `translatesAutoresizingMaskIntoConstraints`).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { extras?.appearance?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      if extras?.appearance != nil || !newValue {
        appearance.translatesAutoresizingMaskIntoConstraints = newValue
      }
      if !newValue { noteHoldsConstraints() }
      if holdsConstraints { (superview ?? self).setNeedsConstraintSolve() }
    }
  }

  public var firstBaselineAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

  /// The active constraints installed on this view (the nearest common ancestor of their
  /// items), in activation order.
  public var constraints: [LayoutConstraint] { extras?.autoLayout?.constraints ?? [] }

  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }

  public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }

  public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }

  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.deactivate(constraints)
  }

  /// The guide the view's Auto Layout box keeps at `slot`, made of `kind` on first use: UIKit
  /// gives the same guide every time, and anchors (which hold their item weakly) and
  /// constraints made from them must refer to one that lives as long as the view.
  func keptGuide(_ slot: ReferenceWritableKeyPath<ViewAutoLayout, LayoutGuide?>, _ kind: LayoutGuide.Kind)
    -> LayoutGuide
  {
    let box = autoLayoutBox
    if let guide = box[keyPath: slot] { return guide }
    let guide = LayoutGuide(kind: kind, owningView: self)
    box[keyPath: slot] = guide
    return guide
  }

  /// The bounds less ``safeAreaInsets``; the same guide every time, as UIKit's.
  public var safeAreaLayoutGuide: LayoutGuide { keptGuide(\.safeAreaLayoutGuide, .safeArea) }

  /// The bounds less ``layoutMargins``; the same guide every time, as UIKit's.
  public var layoutMarginsGuide: LayoutGuide { keptGuide(\.layoutMarginsGuide, .margins) }

  /// The margins' rectangle narrowed, centred, to a width that is comfortable to read
  /// (UIKit's `readableContentGuide`); the same guide every time. UIKit's width follows the
  /// Dynamic Type size and is not published: TouchLab's is at most
  /// ``LayoutGuide/readableWidth`` (UNSOURCED).
  public var readableContentGuide: LayoutGuide { keptGuide(\.readableContentGuide, .readable) }

  /// 8 points on each side by default, as in UIKit: the `layoutMarginsGuide` and the margin
  /// attributes (`leadingMargin`, …) are this far inside the bounds.
  public var layoutMargins: EdgeInsets {
    get { extras?.appearance?.layoutMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    set {
      appearance.layoutMargins = newValue
      if holdsConstraints { setNeedsConstraintSolve() }
    }
  }

  /// ``layoutMargins`` by leading and trailing edge (UIKit's `directionalLayoutMargins`, which
  /// "respects the current language direction"): TouchLab lays out left to right, so leading
  /// is left and trailing is right. The two are one value, as in UIKit, where setting either
  /// changes both.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return DirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set { layoutMargins = newValue.edgeInsets }
  }

  /// The guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [LayoutGuide] { extras?.autoLayout?.layoutGuides ?? [] }

  public func addLayoutGuide(_ layoutGuide: LayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    autoLayoutBox.layoutGuides.append(layoutGuide)
  }

  public func removeLayoutGuide(_ layoutGuide: LayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    layoutGuide.owningView = nil
    extras?.autoLayout?.layoutGuides.removeAll { $0 === layoutGuide }
  }

  /// How strongly the view resists growing past its intrinsic size (250 by default): the
  /// priority of its `width <= intrinsic` (or height) content-size constraint.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    if axis == .horizontal {
      autoLayoutBox.hugging.horizontal = priority
    } else {
      autoLayoutBox.hugging.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// How strongly the view resists shrinking below its intrinsic size (750 by default).
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      autoLayoutBox.compressionResistance.horizontal = priority
    } else {
      autoLayoutBox.compressionResistance.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    let hugging = extras?.autoLayout?.hugging
    return (axis == .horizontal ? hugging?.horizontal : hugging?.vertical) ?? .defaultLow
  }

  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    let resistance = extras?.autoLayout?.compressionResistance
    return (axis == .horizontal ? resistance?.horizontal : resistance?.vertical) ?? .defaultHigh
  }

  /// `updateConstraints()` runs before the next solve (the layout pass, or
  /// ``updateConstraintsIfNeeded()``).
  public func setNeedsUpdateConstraints() {
    autoLayoutBox.needsUpdateConstraints = true
    noteHoldsConstraints()
    setNeedsConstraintSolve()
  }

  public func needsUpdateConstraints() -> Bool { extras?.autoLayout?.needsUpdateConstraints ?? false }

  /// Runs the pending `updateConstraints()` of this view's subtree now, subviews first.
  public func updateConstraintsIfNeeded() {
    for view in AutoLayoutEngine.HierarchyWalk(top: self).needingConstraintUpdate.reversed() {
      view.extras?.autoLayout?.needsUpdateConstraints = false
      view.updateConstraints()
    }
  }

  /// The intrinsic size changed: the next layout pass reads it again.
  public func invalidateIntrinsicContentSize() {
    if holdsConstraints || superview?.holdsConstraints == true {
      (superview ?? self).setNeedsConstraintSolve()
    }
    // A stack view's `fillProportionally` shares its length by intrinsic lengths.
    (superview as? any SubviewArranging)?.noteIntrinsicContentSizeChanged(of: self)
  }

  /// UIKit's `layoutFittingCompressedSize`: "the smallest possible size", (0, 0).
  public static let layoutFittingCompressedSize = CGSize.zero
  /// UIKit's `layoutFittingExpandedSize`: "the largest possible size". Apple documents the
  /// constant, not its value: UNSOURCED, 10,000,000 points each way, far beyond any screen.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` at
  /// `.fittingSizeLevel` both ways, as UIKit's is.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
    )
  }

  /// The fitting solve (AutoLayoutEngine+Fitting.swift); the current size if the solver gave up.
  func fittingSize(_ target: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority) -> CGSize {
    AutoLayoutEngine.fittingSize(of: self, target: target, horizontal: horizontal, vertical: vertical)
      ?? bounds.size
  }
}
