import Foundation

/// A button's menu (UIKit's `UIButton.menu` and `showsMenuAsPrimaryAction`, iOS 14): "the
/// button displays the menu on a long press, or as the primary action when
/// showsMenuAsPrimaryAction is true" (UIKit documentation of both).
///
/// The long press is UIKit's own way: a button with a menu has a context menu interaction
/// (``contextMenuInteraction``) whose delegate is the button, and whose recognizer is off while
/// the menu is the primary action. As the primary action, the menu opens at touch down and the
/// touch is the menu's: the button does not track it as a control (no `touchDown`,
/// `touchUpInside` or highlight: UNSOURCED, observed), and lifting it over a row chooses that
/// row, as dragging to an item does on iOS.
extension Button: ContextMenuInteractionDelegate {
  /// The button's menu, as a context menu configuration: what its long press shows (UIKit's
  /// `UIControl` is its interaction's delegate too).
  public func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> ContextMenuConfiguration? {
    guard let menu else { return nil }
    return ContextMenuConfiguration(actionProvider: { _ in menu })
  }

  /// The interaction that opens the menu on a long press, while the button has a menu (UIKit's
  /// `UIControl.contextMenuInteraction`): the one among the button's interactions whose
  /// delegate is the button, which ``updateMenuInteraction()`` adds. Found there rather than
  /// stored, so the core's `Button` names no menu type (docs/architecture.md, "Folder loops").
  public var contextMenuInteraction: ContextMenuInteraction? {
    for case let interaction as ContextMenuInteraction in interactions where interaction.delegate === self {
      return interaction
    }
    return nil
  }

  /// Adds the interaction when the button gets a menu, removes it when it has none, and turns
  /// its long press off while the menu is the primary action.
  func updateMenuInteraction() {
    guard menu != nil else {
      if let interaction = contextMenuInteraction { removeInteraction(interaction) }
      return
    }
    let interaction: ContextMenuInteraction
    if let existing = contextMenuInteraction {
      interaction = existing
    } else {
      interaction = ContextMenuInteraction(delegate: self)
      addInteraction(interaction)
    }
    interaction.gestureRecognizer.isEnabled = !showsMenuAsPrimaryAction
  }

  /// At touch down, a primary-action menu opens and the touch becomes the menu's: true when it
  /// did (the button's touch handling is skipped).
  func opensMenu(for touches: Set<Touch>, with event: TouchKit.Event?) -> Bool {
    guard showsMenuAsPrimaryAction, isEnabled, let menu, let application = window?.application,
      let touch = touches.min(by: { $0.id < $1.id })
    else { return false }
    menuTouchID = touch.id
    let trace = event?.trace
    trace?.record(.handle(responder: traceID, method: .touchesBegan, touches: touches.sortedIDs))
    let open = { application.presentMenu(menu, from: self, sender: self, event: event) }
    if let trace { trace.nested(open) } else { open() }
    return true
  }

  /// The later phases of the touch that opened the menu: kept by the button, and at its end,
  /// over a row, the row is chosen. True when `touches` holds that touch.
  func followsMenuTouch(_ method: TouchMethod, _ touches: Set<Touch>, with event: TouchKit.Event?) -> Bool {
    guard let id = menuTouchID, let touch = touches.first(where: { $0.id == id }) else { return false }
    let trace = event?.trace
    trace?.record(.handle(responder: traceID, method: method, touches: touches.sortedIDs))
    if method == .touchesMoved, let window, let menuWindow = window.application?.menuWindow {
      menuWindow.highlightRow(at: window.convertToSuperview(touch.location(in: nil)))
    }
    guard method == .touchesEnded || method == .touchesCancelled else { return true }
    menuTouchID = nil
    guard method == .touchesEnded, let window, let menuWindow = window.application?.menuWindow else {
      return true
    }
    let point = window.convertToSuperview(touch.location(in: nil))
    let release = { menuWindow.release(at: point, event: event) }
    if let trace { trace.nested(release) } else { release() }
    return true
  }

  /// A layout's typed keys (the class table's `applyKeys`): `showsMenuAsPrimaryAction`.
  static func apply(_ values: [String: LayoutKey.Value], to button: Button) -> [LayoutKey.Problem] {
    if case .bool(let primary) = values["showsMenuAsPrimaryAction"] {
      button.showsMenuAsPrimaryAction = primary
    }
    return []
  }
}
