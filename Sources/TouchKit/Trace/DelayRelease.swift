import Foundation

/// Why a held touch method goes to its view now (§3): what became of the recognizer that
/// held it last, so the trace says why the view gets it late.
public enum DelayRelease: Equatable, Sendable {
  /// The recognizer failed: the view gets the call as if no recognizer had looked.
  case failed(recognizer: String)
  /// The recognizer was cancelled (a continuous gesture that had begun).
  case cancelled(recognizer: String)
  /// The recognizer recognized, but does not cancel the touch in its view (its
  /// `cancelsTouchesInView` is false), so the view gets the call after all.
  case recognizedWithoutCancelling(recognizer: String)
  /// The recognizer holds the call no more: it was reset, ignores the touch, or its delay
  /// property was turned off.
  case stoppedDelaying(recognizer: String)
  /// The call waited behind the touch's delayed touchesBegan, which has just gone to the view.
  case followsBegan
}

extension DelayRelease {
  /// Why, in a sentence's words.
  public var explanation: String {
    switch self {
    case .failed(let recognizer): "\(recognizer), which delayed it, failed"
    case .cancelled(let recognizer): "\(recognizer), which delayed it, was cancelled"
    case .recognizedWithoutCancelling(let recognizer):
      "\(recognizer) recognized, but does not cancel touches in the view (cancelsTouchesInView is false)"
    case .stoppedDelaying(let recognizer): "\(recognizer) no longer delays it"
    case .followsBegan: "it follows its touchesBegan, which has just gone"
    }
  }

  /// The `sendDelayed` record's fields for this reason.
  public var traceFields: TraceFields {
    switch self {
    case .failed(let recognizer): ["reason": .string("failed"), "recognizer": .string(recognizer)]
    case .cancelled(let recognizer): ["reason": .string("cancelled"), "recognizer": .string(recognizer)]
    case .recognizedWithoutCancelling(let recognizer):
      ["reason": .string("recognizedWithoutCancelling"), "recognizer": .string(recognizer)]
    case .stoppedDelaying(let recognizer):
      ["reason": .string("stoppedDelaying"), "recognizer": .string(recognizer)]
    case .followsBegan: ["reason": .string("followsBegan")]
    }
  }
}
