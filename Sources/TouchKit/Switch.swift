import Foundation

/// An on/off control (UIKit's `UISwitch`).
///
/// A touch up inside toggles it and sends `valueChanged` and `primaryActionTriggered`, after the
/// `touchUpInside` its tracking sends. Setting ``isOn`` in code sends nothing, as in UIKit.
open class Switch: Control {
  /// The insets from a switch's frame to its alignment rectangle, which constraints place
  /// (`alignmentRectInsets`). Apple publishes none. Community-measured: none at the leading
  /// edge, and the same above as below (in the storyboard quoted in resoul/songsurprise's
  /// `sap_examples.swift`, a switch 36 pt after a label's trailing edge is stored exactly
  /// there, 51 × 31, centred on the label it is centred with). The trailing edge and the
  /// amount above and below: UNSOURCED, none, which the same frames are consistent with.
  public static let standardAlignmentRectInsets = EdgeInsets.zero

  open override var alignmentRectInsets: EdgeInsets { Switch.standardAlignmentRectInsets }

  public var isOn = false {
    didSet { noteDrawnChange() }
  }

  open override var controlValue: ControlValue { .toggle(isOn: isOn) }

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
