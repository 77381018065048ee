import Foundation

/// A pointer (mouse, scripted finger) going down, moving, going up, or being interrupted.
///
/// This is the one input the engine takes. The terminal decoder and the headless commands both
/// produce it; ``TouchSynthesizer`` turns a stream of them into UIKit touches. Locations are in
/// screen points (the coordinate space windows' frames are in).
public struct PointerEvent: Equatable, Sendable {
  public enum Kind: String, Equatable, Sendable, Codable {
    case down, move, up
    /// A system interruption: every touch in flight is cancelled (like an incoming call).
    case cancel
  }

  public var kind: Kind
  /// Which finger: pointers with different ids are different touches of one multi-touch event.
  public var pointer: Int
  public var location: CGPoint
  /// Seconds, from the injected clock.
  public var timestamp: TimeInterval

  public init(_ kind: Kind, at location: CGPoint, time timestamp: TimeInterval, pointer: Int = 0) {
    self.kind = kind
    self.pointer = pointer
    self.location = location
    self.timestamp = timestamp
  }
}
