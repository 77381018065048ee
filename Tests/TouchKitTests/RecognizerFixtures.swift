import Foundation

@testable import TouchKit

/// A delegate whose answers a test sets, recording nothing: the trace records the questions.
final class ScriptedDelegate: GestureRecognizerDelegate {
  var shouldReceive = true
  var shouldBegin = true
  var simultaneous = false

  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    shouldReceive
  }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { simultaneous }
}

/// A recognizer that does what the test says, to exercise the environment's rules directly.
final class ManualRecognizer: GestureRecognizer {
  var continuous = false
  var onBegan: ((ManualRecognizer) -> Void)?
  var onEnded: ((ManualRecognizer) -> Void)?
  override var isContinuous: Bool { continuous }
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) { onBegan?(self) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) { onEnded?(self) }
}

extension Stage {
  /// State changes as `(recognizer, to)` pairs, in order.
  var transitions: [String] {
    steps.compactMap {
      if case .stateChange(let recognizer, _, let to, _) = $0 { "\(recognizer):\(to.rawValue)" } else { nil }
    }
  }

  /// Adds a tap recognizer with `id` to `view`.
  @discardableResult
  func tap(on view: View, id: String, taps: Int = 1) -> TapGestureRecognizer {
    let recognizer = TapGestureRecognizer(id: id)
    recognizer.numberOfTapsRequired = taps
    view.addGestureRecognizer(recognizer)
    return recognizer
  }

  /// Lets pending timers fire.
  func settle() { synthesizer.runUntilIdle() }
}
