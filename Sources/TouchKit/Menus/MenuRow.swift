import Foundation

/// A row of an open menu: a label that takes touches, and chooses its item when a touch ends
/// inside it (a tap on a menu's row; MenuWindow.swift).
final class MenuRow: Label {
  let item: MenuItem

  init(item: MenuItem, index: Int, frame: CGRect) {
    self.item = item
    super.init(frame: frame)
    id = "menuItem\(index)"
    text = item.text
    isUserInteractionEnabled = true
    handledTouchMethods = Set(TouchMethod.allCases)
  }

  required init?(coder: NSCoder) { nil }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    super.touchesEnded(touches, with: event)
    guard let touch = touches.min(by: { $0.id < $1.id }), bounds.contains(touch.location(in: self)),
      let window = window as? MenuWindow
    else { return }
    window.choose(item, event: event)
  }
}

/// What lies under an open menu and around it, over the whole screen: it takes every touch
/// outside the menu's rows, so that touch never reaches the app, and closes the menu when the
/// touch ends (UNSOURCED: observed, a tap outside an open menu only dismisses it).
final class MenuBackdrop: View {
  override init(frame: CGRect) {
    super.init(frame: frame)
    id = "menuBackdrop"
    handledTouchMethods = Set(TouchMethod.allCases)
  }

  required init?(coder: NSCoder) { nil }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    super.touchesEnded(touches, with: event)
    window?.application?.closeMenu(reason: .tappedOutside, event: event)
  }
}
