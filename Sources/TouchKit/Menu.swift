import Foundation

/// A menu (UIKit's `UIMenu`, iOS 13): a title and children, each an action, a submenu or a
/// deferred element. A button's `menu` or a context menu's action provider gives one, and the
/// application shows it in a window of its own (``MenuWindow``).
///
/// How its children are shown (docs/menus.md): a `.displayInline` submenu's children are rows
/// of the menu it is in; another submenu is one row that, chosen, shows its children in place;
/// a hidden action is left out.
open class Menu: MenuElement {
  /// `UIMenu.Identifier`: kept.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// `UIMenu.Options`.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// "Show children inline in parent, instead of hierarchically" (UIMenu.h).
    public static let displayInline = Options(rawValue: 1 << 0)
    /// "Indicates whether the menu should be rendered with a destructive appearance": kept.
    public static let destructive = Options(rawValue: 1 << 1)
    /// "Indicates whether the menu (and any submenus) should only allow a single 'on' menu item"
    /// (iOS 15): choosing an action turns it on and its siblings off.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// Kept (iOS 16).
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  public let identifier: Identifier
  public let options: Options
  public private(set) var children: [MenuElement]

  /// UIKit's initializer. The image is kept and not drawn; without an identifier one is made
  /// that no other menu has (never traced).
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [MenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// UIKit's `menuByReplacingChildren(_:)`: a copy with other children.
  public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
    Menu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }

  /// How a trace names the menu: its title in quotes, or `menu` without one.
  public var traceName: String { title.isEmpty ? "menu" : "menu \"\(title)\"" }
}
