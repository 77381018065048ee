import Foundation

/// A view that arranges its arranged subviews in a row or a column (UIKit's `UIStackView`).
///
/// As in UIKit, the arrangement is made of constraints the stack view adds to the hierarchy's
/// Auto Layout engine (StackView+Arrangement.swift), named with UIKit's identifiers
/// (`UISV-canvas-connection`, `UISV-spacing`, …), so the trace and the inspector show them as
/// UIKit's console shows its own. They are made again in ``updateConstraints()`` after anything
/// that changes the arrangement: the arranged list, ``axis``, ``distribution``, ``alignment``,
/// spacing, margins, an arranged subview's `isHidden` or intrinsic size (UIKit: "The stack view
/// automatically updates its layout whenever views are added, removed or inserted into the
/// arrangedSubviews array, or whenever one of the arranged subviews's isHidden property
/// changes", `UIStackView` documentation).
///
/// A stack view draws nothing of its own and is a plain view to hit testing: a point outside
/// every arranged subview hits the stack view itself (or passes through, as any view's would).
open class StackView: View {
  /// UIKit's `UIStackView.Distribution`, with its raw values.
  public enum Distribution: Int, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// UIKit's `UIStackView.Alignment`, with its raw values; `top` and `bottom` are `leading`
  /// and `trailing` under other names, as in UIKit.
  public enum Alignment: Int, Sendable, CaseIterable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }

  /// UIKit's `UIStackView.spacingUseDefault`: given to `setCustomSpacing(_:after:)`, the
  /// stack view's ``spacing`` is used after that view; `customSpacing(after:)` answers it for a
  /// view with no custom spacing.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// UIKit's `UIStackView.spacingUseSystem`: the system spacing between siblings, 8 points
  /// here (the standard spacing of the Auto Layout Guide's visual format, `[a]-[b]`).
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude
  /// What ``spacingUseSystem`` stands for.
  static let systemSpacing: CGFloat = 8

  /// The views the stack arranges, in order. Each is also a subview.
  public private(set) var arrangedSubviews: [View] = []
  public var axis: LayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangement() } }
  }
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangement() } }
  }
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangement() } }
  }
  /// Between adjacent arranged subviews (a minimum for `equalSpacing` and `equalCentering`).
  /// A value that is not a finite number is refused and the spacing stays as it was: UIKit
  /// would hand it to its engine, which cannot solve it.
  public var spacing: CGFloat = 0 {
    didSet {
      if !spacing.isFinite { spacing = oldValue }
      if spacing != oldValue { setNeedsArrangement() }
    }
  }
  /// Whether the arrangement is inside the stack view's `layoutMargins` instead of its edges.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
  }
  /// Whether, in a vertical stack, the spacing runs from one view's last baseline to the next
  /// one's first baseline instead of between their edges.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// `setCustomSpacing(_:after:)`'s values, by view.
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// Whether the constraints must be made again at the next `updateConstraints()`.
  var needsArrangement = false
  /// The constraints the stack view made, in the order they were made.
  var arrangementConstraints: [LayoutConstraint] = []
  /// UIKit's `_UIOLAGapGuide`s of `equalSpacing` and `equalCentering`, and its
  /// `UISV-alignment-spanner`: kept across arrangements, so the same guides are reused.
  var gapGuides: [LayoutGuide] = []
  var spanner: LayoutGuide?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A stack view with `views` arranged in order, and a zero frame, as UIKit's.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Arranges `view` last, adding it as a subview if it is not one: its
  /// `translatesAutoresizingMaskIntoConstraints` becomes false, as UIKit's documentation says.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Arranges `view` at `stackIndex` (a view already arranged moves there). UIKit raises an
  /// exception for an index past the end; here it is clamped to the end, as bad input never
  /// crashes.
  public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsArrangement()
  }

  /// Stops arranging `view`; it stays a subview, where its last frame left it (UIKit: "the
  /// stack view doesn't remove it from its subviews array").
  public func removeArrangedSubview(_ view: View) {
    let count = arrangedSubviews.count
    arrangedSubviews.removeAll { $0 === view }
    if arrangedSubviews.count != count {
      customSpacings[ObjectIdentifier(view)] = nil
      setNeedsArrangement()
    }
  }

  /// The spacing after `arrangedSubview`, instead of ``spacing``; ``spacingUseDefault`` goes
  /// back to ``spacing``. A value that is not a finite number is refused, as for ``spacing``.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    guard spacing.isFinite else { return }
    let id = ObjectIdentifier(arrangedSubview)
    let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
    guard customSpacings[id] != value else { return }
    customSpacings[id] = value
    setNeedsArrangement()
  }

  /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` if it has none.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Makes the arrangement's constraints again if something changed, then the superclass's.
  open override func updateConstraints() {
    if needsArrangement {
      needsArrangement = false
      arrange()
    }
    super.updateConstraints()
  }

  /// Something the arrangement depends on changed: its constraints are made again before the
  /// next solve.
  func setNeedsArrangement() {
    needsArrangement = true
    setNeedsUpdateConstraints()
  }

  /// `view`, a subview, was removed from this stack view: UIKit stops arranging it too ("if you
  /// call removeFromSuperview on a view in arrangedSubviews, the stack view removes it from
  /// arrangedSubviews").
  func noteSubviewRemoved(_ view: View) {
    removeArrangedSubview(view)
  }

  /// An arranged subview's `isHidden` or intrinsic size changed.
  func noteArrangedSubviewChanged(_ view: View) {
    if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
  }
}
