import Foundation

/// Why a control did nothing with a touch method (reference §5).
public enum ControlIgnoredReason: Equatable, Sendable {
  /// `isEnabled` is false. The control still is the hit view and does not forward the touch:
  /// ``Tunables/disabledControlKeepsTouches`` (UNSOURCED).
  case disabled
}
