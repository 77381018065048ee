import Foundation

/// A control that performs its action on a tap (UIKit's `UIButton`).
///
/// Its tracking is UIControl's. Like UIButton since iOS 14, a touch up inside sends
/// `primaryActionTriggered` together with `touchUpInside`, so a target can listen for either.
open class Button: Control {
  public var title = ""

  override func touchUpEvents(inside: Bool) -> Control.Event {
    inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside
  }

  /// iOS 6 rule (§5): see Control+GestureRecognizers.swift.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !defaultActionWins(over: gestureRecognizer, protecting: [.singleTap])
  }
}
