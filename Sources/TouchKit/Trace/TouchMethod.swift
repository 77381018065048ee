import Foundation

/// The four touch-handling methods of `Responder`, as named in UIKit.
public enum TouchMethod: String, CaseIterable, Equatable, Sendable, Codable {
  case touchesBegan, touchesMoved, touchesEnded, touchesCancelled

  /// The method that delivers touches in `phase`; nil for stationary touches, which are not
  /// delivered.
  public init?(phase: TouchPhase) {
    switch phase {
    case .began: self = .touchesBegan
    case .moved: self = .touchesMoved
    case .ended: self = .touchesEnded
    case .cancelled: self = .touchesCancelled
    case .stationary: return nil
    }
  }
}
