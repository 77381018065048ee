import Foundation

/// Who is first when one sample decides two recognizers (§4 "the first to leave possible
/// wins"; §8 #12, a pan and a swipe on one view: the swipe never fires, [S A-coord]).
///
/// A device samples a finger many times a second, so the motion that completes a discrete
/// gesture (a swipe's 50 pt) has long since crossed a continuous one's start (a pan's 10 pt):
/// Apple's example, "pan beats swipe because continuous pan begins first". When one sample
/// crosses both (a fast flick, a coarse report, a lift that lands far away), the recognizers
/// still receive it one after the other, and whichever was added first decided who won.
///
/// The rule here: a discrete recognizer that recognizes on a sample that moved its touches
/// waits until every continuous recognizer sharing those touches has had the same sample. It
/// then leaves possible as it asked, unless one of them began and prevented it. Within one
/// sample, a gesture's beginning comes before another gesture's completion, whatever order
/// the recognizers were added in. A recognizer that recognizes without motion (a tap lifted
/// where it went down) or with no continuous recognizer left to hear the sample is not held,
/// so such traces read as before. The order within one sample is UIKit's private business
/// (UNSOURCED); what the rule guarantees is §8 #12's outcome for every sampling.
extension GestureEnvironment {
  /// Whether a discrete recognition `recognizer` asks for while receiving `touches` waits for
  /// `later`, the recognizers still to receive this phase: when the touches moved in this
  /// sample and a continuous one among `later`, still possible, shares them.
  func defersRecognition(
    of recognizer: GestureRecognizer, moving touches: [Touch], before later: ArraySlice<GestureRecognizer>
  ) -> Bool {
    // The cheap questions first: this runs for every recognizer on every move.
    guard !later.isEmpty, recognizer.storedState == .possible,
      touches.contains(where: { $0.locationInWindow != $0.previousLocationInWindow }),
      recognizer.stateMachine != true
    else { return false }
    return later.contains { other in
      other.storedState == .possible && other.stateMachine == true && sharesTouches(recognizer, other)
    }
  }

  /// Holds `recognizer`'s recognition until the sample has reached every recognizer: its
  /// `pendingState` says it has decided, as while it waits for a required recognizer to fail.
  func deferRecognition(of recognizer: GestureRecognizer, reason: TransitionReason?) {
    recognizer.pendingState = (.recognized, reason)
    deferredRecognitions.append(recognizer)
  }

  /// Every recognizer has had the sample: the held recognitions leave possible in the order
  /// they were asked for, each checked as any other (a continuous recognizer that began on
  /// the same sample prevented it already, and it failed then).
  func settleDeferredRecognitions() {
    guard !deferredRecognitions.isEmpty else { return }
    let held = deferredRecognitions
    deferredRecognitions.removeAll()
    for recognizer in held where recognizer.storedState == .possible {
      guard let pending = recognizer.pendingState else { continue }
      recognizer.pendingState = nil
      leavePossible(recognizer, to: pending.state, reason: pending.reason)
    }
  }
}
