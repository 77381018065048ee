import Foundation
import TouchKit

extension Scene {
  /// A control's highlight and value (the control's own ``ControlValue``), and a slider's
  /// thumb in screen points (`toScreen` maps the control's coordinates there), read while the
  /// snapshot is taken so that drawing a highlighted button or a slider's thumb stays a pure
  /// function of the state.
  static func snapshot(of control: Control, toScreen: CGAffineTransform) -> ControlSnapshot {
    let slider = control as? Slider
    return ControlSnapshot(
      isEnabled: control.isEnabled, isHighlighted: control.isHighlighted, isTracking: control.isTracking,
      value: control.controlValue,
      thumb: slider.map { $0.thumbRect(for: $0.value).applying(toScreen).clampedToFinite },
      thumbTouchArea: slider?.thumbTouchArea.applying(toScreen).clampedToFinite)
  }
}
