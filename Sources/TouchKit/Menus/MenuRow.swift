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

  /// Whether choosing the row does something: not a disabled action, not a loading row.
  var isChoosable: Bool {
    switch item {
    case .loading: false
    case .submenu: true
    case .action(let action, _): !action.attributes.contains(.disabled)
    }
  }

  /// A touch on the row highlights it while it is inside, as a button's does.
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    super.touchesBegan(touches, with: event)
    follow(touches)
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    super.touchesMoved(touches, with: event)
    follow(touches)
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    super.touchesCancelled(touches, with: event)
    isHighlighted = false
  }

  private func follow(_ touches: Set<Touch>) {
    guard let touch = touches.min(by: { $0.id < $1.id }) else { return }
    isHighlighted = isChoosable && bounds.contains(touch.location(in: self))
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    super.touchesEnded(touches, with: event)
    isHighlighted = false
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
