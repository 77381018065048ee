import Foundation

/// A control that picks a value from a continuous range (UIKit's `UISlider`).
///
/// TouchLab draws no thumb, so the value follows the touch's horizontal position across the
/// bounds while the slider tracks, from touch down to touch up: the left edge is
/// ``minimumValue``, the right edge ``maximumValue``, and positions beyond them clamp. A
/// ``isContinuous`` slider sends `valueChanged` on every change; otherwise it sends it once, when
/// tracking ends (or is cancelled) with a value other than the one it began with.
open class Slider: Control {
  /// Kept between ``minimumValue`` and ``maximumValue``, as UIKit does.
  public var value: Float = 0 {
    didSet { value = clamped(value) }
  }
  public var minimumValue: Float = 0 {
    didSet { value = clamped(value) }
  }
  public var maximumValue: Float = 1 {
    didSet { value = clamped(value) }
  }
  public var isContinuous = true

  /// The value when tracking began: what a non-continuous slider compares against at the end.
  private var valueAtBegin: Float = 0

  public func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// The value at `point` (in the slider's coordinates): its horizontal fraction of the bounds.
  public func value(at point: CGPoint) -> Float {
    guard bounds.width > 0 else { return minimumValue }
    let fraction = Float(min(max((point.x - bounds.minX) / bounds.width, 0), 1))
    return clamped(minimumValue + fraction * (maximumValue - minimumValue))
  }

  override func didTrack(_ step: ControlTrackingStep, _ touch: Touch?, with event: TouchKit.Event?) {
    if step == .begin { valueAtBegin = value }
    if let touch, step != .cancel {
      let new = value(at: touch.location(in: self))
      if new != value {
        value = new
        traceRecorder(for: event)?.record(
          .controlValue(control: traceID, value: Format.number(CGFloat(value))))
        if isContinuous { sendActions(for: .valueChanged, with: event) }
      }
    }
    if !isContinuous, step == .end || step == .cancel, value != valueAtBegin {
      sendActions(for: .valueChanged, with: event)
    }
  }

  private func clamped(_ value: Float) -> Float {
    min(max(value, minimumValue), max(minimumValue, maximumValue))
  }

  /// iOS 6 rule (§5): a swipe on another view does not begin over a slider. UIKit limits this
  /// to swipes along the travel that start in the thumb; TouchLab's slider has no thumb, so it
  /// applies to the whole slider.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !defaultActionWins(over: gestureRecognizer, protecting: [.swipe])
  }
}
