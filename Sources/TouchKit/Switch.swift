import Foundation

/// An on/off control (UIKit's `UISwitch`).
///
/// A touch up inside toggles it and sends `valueChanged` and `primaryActionTriggered`, after the
/// `touchUpInside` its tracking sends. Setting ``isOn`` in code sends nothing, as in UIKit.
open class Switch: Control {
  public var isOn = false {
    didSet { noteDrawnChange() }
  }

  open override var controlValue: ControlValue { .toggle(isOn: isOn) }

  /// UISwitch's 51-point frame reaches 2 points past the trailing edge its constraints place.
  /// UNSOURCED (Apple does not document UISwitch's `alignmentRectInsets`): measured from the
  /// frames Interface Builder stores for switches placed by constraints in real files (one
  /// arranged last in a 285-point stack view is stored at x 236, 51 wide; in the storyboard
  /// quoted in resoul/songsurprise's `sap_examples.swift`, one 36 pt after a label's trailing
  /// edge is stored exactly there, centred on the label: nothing at the leading edge, above or
  /// below).
  public static let standardAlignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

  /// ``standardAlignmentRectInsets``: Auto Layout places the alignment rectangle.
  open override var alignmentRectInsets: EdgeInsets { Switch.standardAlignmentRectInsets }

  /// A switch at `frame`'s origin, ``ControlMetrics/switchSize`` whatever `frame`'s size: "The
  /// size components of this rectangle are ignored" (Apple's `UISwitch.init(frame:)`), so a
  /// `UISwitch()` given only a position, or made a cell's `accessoryView`, is still tappable.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: ControlMetrics.switchSize))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// ``ControlMetrics/switchSize`` less the alignment insets.
  open override var intrinsicContentSize: CGSize { intrinsicSize(forFrame: ControlMetrics.switchSize) }

  /// Open, as UIKit's is: a custom switch overrides it to animate its own parts.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  override func didTouchUpInside(_ touch: Touch, with event: TouchKit.Event?) {
    isOn.toggle()
    traceRecorder(for: event)?.record(.controlValue(control: traceID, value: isOn ? "on" : "off"))
    sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
  }

  /// iOS 6 rule (§5): see Control+GestureRecognizers.swift.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !defaultActionWins(over: gestureRecognizer, protecting: [.singleTap, .pan])
  }
}
