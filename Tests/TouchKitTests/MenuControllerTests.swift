import Foundation
import Testing

@testable import TouchKit

/// `UIMenuController` (Apple: UIMenuController, `shared`, `menuItems`, `showMenu(from:rect:)`,
/// `hideMenu()`, `isMenuVisible`; UIMenuItem `init(title:action:)`): deprecated in iOS 16, kept
/// here so files compile; no menu is drawn, and showing one is a notice, once per run.
@Suite("Menu controller")
struct MenuControllerTests {
  @Test("shared is the application's; its items and visibility are kept; the first show is a notice, once")
  func keptAndNoticedOnce() throws {
    let application = Application()
    let recorder = TraceRecorder()
    application.trace = recorder
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    application.addWindow(window)
    let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(view)
    let menu = MenuController.shared
    #expect(menu === application.menuController)
    menu.menuItems = [MenuControllerItem(title: "Shout", action: Selector("shout"))]
    #expect(!menu.isMenuVisible)
    menu.showMenu(from: view, rect: view.bounds)
    #expect(menu.isMenuVisible)
    menu.hideMenu()
    #expect(!menu.isMenuVisible)
    menu.showMenu(from: view, rect: view.bounds)
    #expect(menu.menuItems?.map(\.title) == ["Shout"])
    let notices = recorder.trace.records.map(\.step).filter {
      if case .notice(api: "UIMenuController", _) = $0 { true } else { false }
    }
    #expect(notices.count == 1)
    #expect(Application().menuController !== menu, "another application, another menu controller")
  }
}
