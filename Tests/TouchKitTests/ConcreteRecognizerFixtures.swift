import Foundation

@testable import TouchKit

extension Stage {
  /// The record of `recognizer`'s first change to `state`, for its time and reason.
  func change(of recognizer: String, to state: GestureRecognizer.State) -> TraceRecord? {
    trace.records.first {
      if case .stateChange(recognizer, _, state, _) = $0.step { true } else { false }
    }
  }

  /// Why `recognizer` first changed to `state`.
  func reason(of recognizer: String, to state: GestureRecognizer.State) -> TransitionReason? {
    guard case .stateChange(_, _, _, let reason) = change(of: recognizer, to: state)?.step else { return nil }
    return reason
  }

  /// Adds `recognizer` to `view` under `id` and returns it.
  @discardableResult
  func attach<R: GestureRecognizer>(_ recognizer: R, to view: View, id: String) -> R {
    recognizer.id = id
    view.addGestureRecognizer(recognizer)
    return recognizer
  }
}
