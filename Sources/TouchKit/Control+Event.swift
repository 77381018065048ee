import Foundation

extension Control {
  /// What a control reports to its targets (UIKit's `UIControl.Event`), with UIKit's raw values
  /// (reference §5), so a mask read from UIKit code or a layout means the same thing here.
  public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch down with `tapCount` > 1, sent together with `touchDown`.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action: a button's tap, a switch's toggle (iOS 9+).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A text field became first responder (its editing began).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text was edited: typed, deleted or cleared by the person.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field let go of first responder (its editing ended).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return ended a text field's editing (its delegate's `textFieldShouldReturn` said yes).
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

    /// The single-bit events with their UIKit names, in bit order: how traces spell a mask.
    public static let named: [(event: Event, name: String)] = [
      (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
      (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
      (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
      (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
      (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
      (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
      (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
      (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// The names of the events in this mask, in bit order; bits without a name are left out.
    public var names: [String] {
      Self.named.filter { contains($0.event) }.map(\.name)
    }

    public var description: String { "[" + names.joined(separator: ", ") + "]" }
  }
}
