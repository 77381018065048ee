import Foundation

/// UIKit's `UIGestureRecognizerDelegate`: the questions a recognizer asks before receiving a
/// touch, beginning, or deciding how it relates to another recognizer (§3, §4).
///
/// Every method has UIKit's default answer, so a delegate implements only what it changes.
/// The engine records each answer a delegate gives, so the trace shows which question decided.
public protocol GestureRecognizerDelegate: AnyObject {
  /// Asked before the recognizer's `touchesBegan`; false keeps the touch from it (§3).
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  /// Asked when the recognizer tries to leave possible; false makes it fail (§4).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// Asked when either recognizer would prevent the other; true lets both recognize (§4).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool
  /// True makes the recognizer wait for `other` to fail, as `require(toFail:)` does (§4).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  ) -> Bool
  /// True makes `other` wait for the recognizer to fail (§4).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    true
  }
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool { false }
}
