import Foundation
import TouchKit
import TouchLabTUI

/// One random input to the engine: what a person does in the explorer, as the session sends it.
enum StreamOp: Equatable, CustomStringConvertible {
  /// A finger goes down, moves or lifts (at its last point), `gap` seconds after the last input.
  case down(finger: Int, x: Int, y: Int, gap: TimeInterval)
  case move(finger: Int, x: Int, y: Int, gap: TimeInterval)
  case up(finger: Int, gap: TimeInterval)
  /// Every touch is cancelled (Esc in the explorer; the system taking the touches).
  case cancel(gap: TimeInterval)
  /// No input for a while: timers (a long press, a double tap's wait) fire.
  case hold(TimeInterval)
  /// `f`/`F`: a recognizer forced, whether or not it is part of the touches down.
  case force(recognizer: String, ForcedOutcome)
  /// A property flipped on the live engine, as code may at any time.
  case toggle(PropertyToggle)
  /// A what-if re-run, as the session does: a fresh load with the toggle flipped (and the
  /// earlier what-ifs'), the inputs since the last fresh load replayed, and it goes on from there.
  case whatIf(PropertyToggle)
  /// The layout reloaded from its source, as hot reload does: a fresh engine, fingers dropped.
  case reload

  var description: String {
    switch self {
    case .down(let finger, let x, let y, let gap): "down finger \(finger) at (\(x), \(y)) after \(gap) s"
    case .move(let finger, let x, let y, let gap): "move finger \(finger) to (\(x), \(y)) after \(gap) s"
    case .up(let finger, let gap): "up finger \(finger) after \(gap) s"
    case .cancel(let gap): "cancel after \(gap) s"
    case .hold(let seconds): "hold \(seconds) s"
    case .force(let recognizer, let outcome): "force \(recognizer) to \(outcome.rawValue)"
    case .toggle(let toggle): "toggle \(toggle)"
    case .whatIf(let toggle): "what-if \(toggle)"
    case .reload: "reload"
    }
  }
}

/// A layout and the inputs sent to it: what one property check runs, twice.
struct TouchStream: CustomStringConvertible {
  var layout: StreamLayout
  var ops: [StreamOp]

  var description: String {
    (["layout: \(layout.name)"] + ops.enumerated().map { "  \($0.offset + 1). \($0.element)" })
      .joined(separator: "\n")
  }
}
