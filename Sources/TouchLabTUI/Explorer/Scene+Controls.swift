import Foundation
import TouchKit

extension Scene {
  /// A control's highlight and value, read while the snapshot is taken so that drawing a
  /// highlighted button or a slider's value stays a pure function of the state.
  static func snapshot(of control: Control) -> ControlSnapshot {
    let value: ControlSnapshot.Value =
      switch control {
      case let toggle as Switch: .toggle(isOn: toggle.isOn)
      case let slider as Slider:
        .slider(value: slider.value, minimum: slider.minimumValue, maximum: slider.maximumValue)
      case let segmented as SegmentedControl:
        .segments(titles: segmented.segmentTitles, selected: segmented.selectedSegmentIndex)
      default: .none
      }
    return ControlSnapshot(
      isEnabled: control.isEnabled, isHighlighted: control.isHighlighted, isTracking: control.isTracking,
      value: value)
  }
}
