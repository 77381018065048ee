import Foundation
import TouchKit

/// A layout's `contextMenu:` (docs/menus.md): a context menu interaction that is its own
/// delegate and always shows one menu, as a view controller that returns a
/// `UIContextMenuConfiguration` with a fixed action provider does. Its own delegate, because
/// the interaction holds its delegate weakly (as UIKit's does) and a layout has no controller
/// code to hold one.
final class LayoutContextMenuInteraction: ContextMenuInteraction, ContextMenuInteractionDelegate {
  let menu: Menu

  init(menu: Menu) {
    self.menu = menu
    super.init(delegate: Placeholder())
    delegate = self
  }

  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> ContextMenuConfiguration? {
    ContextMenuConfiguration(actionProvider: { [menu] _ in menu })
  }

  /// What the interaction is made with before it can name itself (`self` is not available to
  /// `super.init`): it offers no menu. A new one each time, gone once `delegate` names `self`;
  /// a shared one would keep a weak reference's side table for the life of the process.
  private final class Placeholder: ContextMenuInteractionDelegate {
    func contextMenuInteraction(
      _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration? { nil }
  }
}
