import Foundation

extension GestureRecognizer {
  /// Makes the recognizer recognize (or fail) now, without a gesture: its actions go to its
  /// targets synchronously, so an action handler can be checked without reproducing the
  /// gesture. UIKit has no such API; tests of iOS apps fake it by calling the action method.
  ///
  /// Recognizing takes a discrete recognizer to `.recognized` and a continuous one through
  /// `.began` to `.ended`; one already under way (began or changed) ends. Failing takes a
  /// possible recognizer to `.failed` (releasing those that required it to fail) and cancels one
  /// under way. Each transition is marked `forced` in the trace. With no finger down, the
  /// recognizer is reset to possible afterwards, as after any gesture; with fingers down, when
  /// their sequence ends (§4), whether or not it was receiving their touches. Returns false (and says
  /// so in the trace) when its state allows no such outcome or it is on no window.
  @discardableResult
  public func force(_ outcome: ForcedOutcome) -> Bool {
    guard let environment else { return false }
    return environment.force(self, outcome)
  }
}

extension Application {
  /// The recognizer with `id` (its trace name) on any view of any window: what a script's
  /// `force:` step and the explorer's `f` key name.
  public func gestureRecognizer(withID id: String) -> GestureRecognizer? {
    for window in windows {
      for view in window.allViews {
        if let found = view.attachedRecognizers.first(where: { $0.traceID == id }) { return found }
      }
    }
    return nil
  }
}

extension GestureEnvironment {
  func force(_ recognizer: GestureRecognizer, _ outcome: ForcedOutcome) -> Bool {
    let steps = forcedSteps(recognizer, outcome)
    trace?.record(.forced(recognizer: recognizer.traceID, outcome: outcome, applied: !steps.isEmpty))
    guard !steps.isEmpty else { return false }
    let wasPossible = recognizer.storedState == .possible
    trace.nested {
      for state in steps { apply(recognizer, state, reason: .forced) }
      // Recognized, it wins as a real recognition would: those that require it to fail, or
      // share its touches, fail (§4); left waiting, they would never decide nor reset.
      if wasPossible, outcome == .recognize { failLosers(to: recognizer) }
      settle()
      let inSequence = engaged.contains { $0 === recognizer }
      if liveTouchIDs.isEmpty, !inSequence {
        reset(recognizer)
      } else {
        // Forced while fingers are down, it joins their sequence: its terminal state lasts
        // until the sequence ends, and then it resets with the others (§4). Left out, nothing
        // would ever reset it, and it would skip every touch for the rest of the session.
        if !inSequence { engaged.append(recognizer) }
        resetIfIdle()
      }
    }
    return true
  }

  /// The transitions that take `recognizer` from where it is to `outcome`; none when it has
  /// already finished.
  private func forcedSteps(_ recognizer: GestureRecognizer, _ outcome: ForcedOutcome) -> [GestureRecognizer
    .State]
  {
    switch (recognizer.storedState, outcome) {
    case (.possible, .recognize): recognizer.isContinuous ? [.began, .ended] : [.recognized]
    case (.possible, .fail): [.failed]
    case (.began, .recognize), (.changed, .recognize): [.ended]
    case (.began, .fail), (.changed, .fail): [.cancelled]
    default: []
    }
  }
}
