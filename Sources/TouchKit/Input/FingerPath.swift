import Foundation

/// Where one finger of a ``Gesture/fingers(_:duration:)`` gesture goes: pressed at `from`,
/// moved at steady speed in a straight line to `to` (the same point: it stays put), lifted
/// there.
public struct FingerPath: Equatable, Sendable {
  public var from: CGPoint
  public var to: CGPoint

  public init(from: CGPoint, to: CGPoint) {
    self.from = from
    self.to = to
  }

  /// Whether the finger moves at all.
  public var moves: Bool { from != to }
}
