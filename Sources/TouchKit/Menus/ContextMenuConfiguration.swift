import Foundation

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`, iOS 13): the delegate of a
/// ``ContextMenuInteraction`` returns one, or nil for no menu. The action provider is called
/// with the system's suggested actions (none here) when the menu opens; a nil menu from it
/// shows no menu, since TouchLab draws no preview. The preview provider is kept, not called.
open class ContextMenuConfiguration {
  public typealias PreviewProvider = () -> ViewController?
  public typealias ActionProvider = ([MenuElement]) -> Menu?

  public let identifier: AnyObject?
  public let previewProvider: PreviewProvider?
  public let actionProvider: ActionProvider?

  public init(
    identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
    actionProvider: ActionProvider? = nil
  ) {
    self.identifier = identifier.map { $0 as AnyObject }
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}
