// `UITouch.type`: what made a touch. Drawing code asks it to treat an Apple Pencil apart from a
// finger (`if touch.type == .pencil`). TouchLab's touches are a pointer's stand-ins for fingers
// on the screen (docs/explorer.md), so each is `.direct`, a finger's type; a pencil's or a
// trackpad pointer's (`.indirectPointer`) never comes.

extension Touch {
  /// UIKit's `UITouch.TouchType`, with its raw values.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct = 0
    /// A touch not on the screen (a remote's surface).
    case indirect = 1
    /// An Apple Pencil.
    case pencil = 2
    /// A pointer: a trackpad or mouse.
    case indirectPointer = 3

    /// The name `pencil` had before iOS 10.0 (UIKit keeps it).
    public static let stylus = TouchType.pencil
  }

  /// What made the touch: always a finger here (`.direct`), as a tap on an iPhone is.
  public var type: TouchType { .direct }
}
