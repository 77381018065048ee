import Foundation

/// What a menu holds (UIKit's `UIMenuElement`): an action, a submenu, or a deferred element
/// that fetches its items when the menu opens. TouchLab keeps the title, subtitle and image a
/// menu's row would show; it draws the title only (docs/menus.md).
open class MenuElement {
  /// `UIMenuElement.Attributes`: a disabled action's row does nothing when chosen, a hidden
  /// one is left out of the menu; destructive and keepsMenuPresented are kept.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// `UIMenuElement.State`: an action shown checked (`on`) or not; a `.singleSelection` menu
  /// keeps one child on.
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  public var title: String
  public var subtitle: String?
  /// Kept, not drawn.
  public var image: Image?

  init(title: String, subtitle: String? = nil, image: Image? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
}
