/// UIKit's `UIGestureRecognizer.State` (§4, ``GestureRecognizer/State``).
///
/// A plain value declared here, beside the trace records that carry it (a recognizer's
/// transitions, its skip reasons), so the record table names no folder that records into it:
/// the trace's folder is a leaf the engine's parts write to, and no loop runs through it
/// (issue 35).
public enum GestureRecognizerState: String, CaseIterable, Equatable, Sendable, Codable {
  case possible, began, changed, ended, cancelled, failed

  /// A discrete recognizer's success: the same state as `ended`, as in UIKit.
  public static let recognized = GestureRecognizerState.ended

  /// Ended, cancelled and failed last until the sequence ends and the recognizer resets.
  public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

  /// Began, changed or ended: the recognizer has recognized its gesture.
  public var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
}
