import Foundation
import TouchKit

extension Scene {
  /// A control's highlight and value (the control's own ``ControlValue``), read while the
  /// snapshot is taken so that drawing a highlighted button or a slider's value stays a pure
  /// function of the state.
  static func snapshot(of control: Control) -> ControlSnapshot {
    ControlSnapshot(
      isEnabled: control.isEnabled, isHighlighted: control.isHighlighted, isTracking: control.isTracking,
      value: control.controlValue)
  }
}
