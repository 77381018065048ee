import Foundation

/// Why a window kept a touch from its view (reference §3).
public enum WithholdReason: Equatable, Sendable {
  /// The view is not `isMultipleTouchEnabled` and already has the sequence's first touch.
  case multipleTouchDisabled(firstTouch: Int)
  /// `exclusiveView` is `isExclusiveTouch`, and `trackingView` was already tracking a touch
  /// (or the exclusive view is, and another view asks).
  case exclusiveTouch(exclusiveView: String, trackingView: String)
  /// A recognizer holding the touch recognized and cancels its touches in views (§3).
  case cancelledByRecognizer(String)
  /// The touch's touchesBegan is delayed by a recognizer; moves are not delivered meanwhile.
  case touchesBeganDelayed
  /// The enclosing scroll view's `touchesShouldBegin(_:with:in:)` said false (§7).
  case scrollViewDeclined(scrollView: String)
}

extension WithholdReason {
  /// Why, in a sentence's words.
  public var explanation: String {
    switch self {
    case .multipleTouchDisabled(let first):
      "isMultipleTouchEnabled is false and it already has touch \(first)"
    case .exclusiveTouch(let exclusive, let tracking) where exclusive == tracking:
      "\(exclusive) isExclusiveTouch and is tracking a touch"
    case .exclusiveTouch(let exclusive, let tracking):
      "\(exclusive) isExclusiveTouch and \(tracking) is tracking a touch"
    case .cancelledByRecognizer(let recognizer):
      "\(recognizer) recognized and cancelled it in the view (cancelsTouchesInView)"
    case .touchesBeganDelayed:
      "its touchesBegan is still delayed by a recognizer"
    case .scrollViewDeclined(let scrollView):
      "\(scrollView).touchesShouldBegin said false"
    }
  }

  /// The `withhold` record's fields for this reason.
  public var traceFields: TraceFields {
    switch self {
    case .multipleTouchDisabled(let first):
      ["reason": .string("multipleTouchDisabled"), "firstTouch": .int(first)]
    case .exclusiveTouch(let exclusive, let tracking):
      [
        "reason": .string("exclusiveTouch"), "exclusiveView": .string(exclusive),
        "trackingView": .string(tracking),
      ]
    case .cancelledByRecognizer(let recognizer):
      ["reason": .string("cancelledByRecognizer"), "recognizer": .string(recognizer)]
    case .touchesBeganDelayed: ["reason": .string("touchesBeganDelayed")]
    case .scrollViewDeclined(let scrollView):
      ["reason": .string("scrollViewDeclined"), "scrollView": .string(scrollView)]
    }
  }
}
