import Foundation
import TouchKit

/// What a control shows as text: a switch's state; a segmented control's segments with the
/// selected one in brackets, for a box too short to place them (``SegmentFace`` places them
/// otherwise); a control's face of its own (a stepper's value); and after a slider's title its
/// value (its thumb is drawn by ``SliderThumb``).
/// Plain characters carry it, so `capture-pane -p` and `touchlab render` show it too.
enum ControlFace {
  /// The text of `value` inside the box (or in its title when the box is too short); nil for
  /// controls drawn otherwise or without a value.
  static func text(_ value: ControlSnapshot.Value) -> String? {
    switch value {
    case .none, .slider: nil
    case .toggle(let isOn): isOn ? "● on" : "○ off"
    case .segments(let titles, let selected):
      titles.enumerated().map { $0.offset == selected ? "[\($0.element)]" : " \($0.element) " }
        .joined(separator: "│")
    case .number(_, _, let face), .text(_, let face): face
    }
  }

  /// What follows the control's name in its title: ` = 0.4` for a slider, whose track shows
  /// where the value is but not what it is.
  static func titleNote(_ value: ControlSnapshot.Value) -> String {
    guard case .slider(let value, _, _, _) = value else { return "" }
    return " = " + Format.number(CGFloat(value))
  }
}
