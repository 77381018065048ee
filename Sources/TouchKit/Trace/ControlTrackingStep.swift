import Foundation

/// The four tracking methods of `Control`, as named in UIKit.
public enum ControlTrackingStep: String, Equatable, Sendable, CaseIterable {
  case begin, `continue`, end, cancel

  /// The method's UIKit name.
  public var methodName: String { rawValue + "Tracking" }
}
