import Foundation

/// UIKit's `UIContextMenuInteractionDelegate`: what menu a long press on the interaction's view
/// shows. `contextMenuInteraction(_:configurationForMenuAtLocation:)` is its one required
/// method, as in UIKit; returning nil shows no menu ("return nil if you do not want to
/// display a menu"). Its optional methods take animators and previews TouchLab does not have.
public protocol ContextMenuInteractionDelegate: AnyObject {
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> ContextMenuConfiguration?
}
