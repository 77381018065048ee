import Foundation

/// The open menu (MenuWindow.swift): one at a time, opened from a button or a context menu
/// interaction and closed by a choice, a tap outside, or code; each a trace record.
extension Application {
  /// The open menu's window, while a menu is open.
  public var menuWindow: MenuWindow? {
    windows.lazy.compactMap { $0 as? MenuWindow }.first
  }

  /// Opens `menu` beside `source`, whose actions are sent from `sender`: its window is added
  /// over the screen and its rows made (a deferred element's provider is called now). A menu
  /// already open closes first (UNSOURCED: iOS shows one menu at a time).
  public func presentMenu(_ menu: Menu, from source: View, sender: AnyObject?, event: Event?) {
    if menuWindow != nil { closeMenu(reason: .replaced, event: event) }
    let window = MenuWindow(menu: menu, source: source, sender: sender, screen: screen.size)
    window.arrange(beside: Self.screenFrame(of: source))
    addWindow(window)
    (event?.trace ?? trace)?.record(
      .menuOpened(menu: menu.traceName, source: source.traceID, items: window.rowTitles))
  }

  /// Closes the open menu, if one is, saying why.
  public func closeMenu(reason: MenuCloseReason, event: Event?) {
    guard let window = menuWindow else { return }
    removeWindow(window)
    (event?.trace ?? trace)?.record(.menuClosed(menu: window.menu.traceName, reason: reason))
  }

  /// `view`'s bounds on the screen: in its window's coordinates, moved by the window's origin.
  static func screenFrame(of view: View) -> CGRect {
    let inWindow = view.convert(view.bounds, to: nil)
    guard let window = view.window else { return inWindow }
    return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
  }
}
