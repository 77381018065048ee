import Foundation
import TouchKit

/// The line a control shows inside its box (or in its title when the box is too short): a
/// switch's state, a slider's track and value, a segmented control's segments with the
/// selected one in brackets. Plain characters carry it, so `capture-pane -p` and
/// `touchlab render` show it too.
enum ControlFace {
  /// The face of `value` in at most `width` columns; nil for controls without a value.
  static func text(_ value: ControlSnapshot.Value, width: Int) -> String? {
    switch value {
    case .none: nil
    case .toggle(let isOn): isOn ? "● on" : "○ off"
    case .slider(let value, let minimum, let maximum, _): slider(value, minimum, maximum, width: width)
    case .segments(let titles, let selected):
      titles.enumerated().map { $0.offset == selected ? "[\($0.element)]" : " \($0.element) " }
        .joined(separator: "│")
    }
  }

  /// `━━━━●──── 0.4`: the filled part of the track, the thumb at the value's fraction, the rest,
  /// then the number; just the number when there is no room for a track.
  static func slider(_ value: Float, _ minimum: Float, _ maximum: Float, width: Int) -> String {
    let number = Format.number(CGFloat(value))
    let track = width - TextWidth.width(of: number) - 1
    guard track >= 3 else { return number }
    let span = maximum - minimum
    let fraction = span > 0 ? min(max((value - minimum) / span, 0), 1) : 0
    // Saturating: a NaN value (a touch through a squashed transform) is the left end, no trap.
    let thumb = Int(
      saturating: fraction * Float(track - 1), rounding: .toNearestOrAwayFromZero, within: 0...(track - 1))
    return String(repeating: "━", count: thumb) + "●" + String(repeating: "─", count: track - 1 - thumb) + " "
      + number
  }
}
