import Foundation

extension GestureRecognizer {
  /// UIKit's `UIGestureRecognizer.State` (§4), declared beside the trace records that carry it.
  public typealias State = GestureRecognizerState

  /// Whether the state machine allows `from → to` (§4): discrete `possible → recognized |
  /// failed`; continuous `possible → began → changed* → ended | cancelled`, or `possible →
  /// failed`. Returning to possible is `reset()`'s job, never a transition. `continuous` nil:
  /// either machine, chosen by the first transition out of possible (a subclass of
  /// `UIGestureRecognizer` itself is discrete or continuous by the states it sets).
  public static func isValidTransition(from: State, to: State, continuous: Bool?) -> Bool {
    switch (from, to) {
    case (.possible, .failed): true
    case (.possible, .ended): continuous != true
    case (.possible, .began): continuous != false
    case (.began, .changed), (.began, .ended), (.began, .cancelled): continuous != false
    case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): continuous != false
    default: false
    }
  }
}

extension GestureRecognizer {
  /// The machine transitions are checked against: ``isContinuous`` for TouchKit's recognizers
  /// and their subclasses; nil (either) for a person's subclass of the base class itself, which
  /// UIKit lets be discrete or continuous by the states it sets.
  var stateMachine: Bool? {
    subclassesBaseDirectly ? nil : isContinuous
  }
}
