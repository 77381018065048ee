import Foundation
import TouchKit

/// The touch a person holds down from the explorer, with the mouse or the keyboard: how many
/// fingers it has and where they go as the pointer moves.
///
/// One mouse pointer drives up to two fingers, as in the iOS Simulator: with Alt (the
/// Simulator's Option) the second finger mirrors the first through the point where the press
/// began, for pinches and rotations; with Alt+Shift it keeps a fixed offset from the first, for
/// two-finger pans. The modifiers held at the press decide the placement for the whole touch.
/// Finger 1 is pointer 0, at the pointer; finger 2 is pointer 1.
public struct HeldTouch: Equatable, Sendable {
  public enum Placement: Equatable, Sendable {
    /// One finger, at the pointer.
    case oneFinger
    /// Alt-drag: finger 2 at finger 1 reflected through `centre`, where the press began.
    case mirrored(centre: CGPoint)
    /// Alt+Shift-drag: finger 2 at finger 1 plus `offset`, so both move together.
    case together(offset: CGPoint)
  }

  /// Which hand holds the touch: a hover report lifts a mouse's touch (its release was lost),
  /// never the keyboard's.
  public enum Source: Equatable, Sendable { case mouse, keyboard }

  public var placement: Placement
  public var source: Source
  /// Whether the fingers are on the screen. A mirrored pair waits for the pointer to leave the
  /// press point: both fingers would otherwise begin on the same spot, where the line between
  /// them (a rotation's angle) has no direction.
  public var isDown: Bool

  public init(_ placement: Placement, source: Source, isDown: Bool = true) {
    self.placement = placement
    self.source = source
    self.isDown = isDown
  }

  /// How far finger 2 sits from finger 1 in a two-finger pan (Alt+Shift-drag), in points: to
  /// the right, or to the left when the right would be off the screen. UNSOURCED: about two
  /// fingertips side by side (a fingertip is about 44 pt, Apple's minimum touch target).
  public static let panOffset: CGFloat = 40

  /// The placement the press's modifiers ask for at `point` on a screen of `size`.
  static func placement(for modifiers: MouseReport.Modifiers, at point: CGPoint, screen size: CGSize)
    -> Placement
  {
    guard modifiers.contains(.alt) else { return .oneFinger }
    guard modifiers.contains(.shift) else { return .mirrored(centre: point) }
    let fitsRight = point.x + panOffset <= size.width - 1
    return .together(offset: CGPoint(x: fitsRight ? panOffset : -panOffset, y: 0))
  }

  /// How many fingers the placement puts down.
  public var fingerCount: Int { placement == .oneFinger ? 1 : 2 }

  /// Where the fingers are when the pointer is at `pointer`, finger 1 first. Finger 1 is the
  /// pointer itself (as a one-finger drag, it may leave the screen); finger 2 is clamped to
  /// the screen (`0…width−1`, `0…height−1`, the last whole points inside it), so a mirror image
  /// or an offset past an edge stays on the glass and slides along the edge.
  public func fingers(at pointer: CGPoint, screen size: CGSize) -> [CGPoint] {
    switch placement {
    case .oneFinger:
      return [pointer]
    case .mirrored(let centre):
      let mirror = CGPoint(x: 2 * centre.x - pointer.x, y: 2 * centre.y - pointer.y)
      return [pointer, Self.clamped(mirror, to: size)]
    case .together(let offset):
      return [pointer, Self.clamped(CGPoint(x: pointer.x + offset.x, y: pointer.y + offset.y), to: size)]
    }
  }

  static func clamped(_ point: CGPoint, to size: CGSize) -> CGPoint {
    CGPoint(
      x: min(max(point.x, 0), max(0, size.width - 1)), y: min(max(point.y, 0), max(0, size.height - 1)))
  }

  /// What the status bar says while the touch is held: "touching", "2 fingers: pinch/rotate
  /// around (100, 65)", "2 fingers: pan".
  public var description: String {
    switch placement {
    case .oneFinger:
      return source == .keyboard ? "touching (d lifts)" : "touching"
    case .mirrored(let centre):
      let around = "pinch/rotate around \(Format.point(centre))"
      // Short: the status bar also names the pointer and the view under it.
      return isDown ? "2 fingers: " + around : around + ": drag away for 2 fingers"
    case .together:
      return "2 fingers: pan"
    }
  }

  /// ``description`` in a narrow status bar: how many fingers, or what to do for two.
  public var shortDescription: String {
    switch placement {
    case .oneFinger: "touching"
    case .mirrored: isDown ? "2 fingers" : "drag for 2 fingers"
    case .together: "2 fingers"
    }
  }
}
