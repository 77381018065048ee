import Foundation

/// How a navigation controller's top view controller changed (UIKit's
/// `UINavigationController.Operation`, without its `none`): a `push` brought a view controller
/// that was not on the stack to the top, a `pop` uncovered one that was. Apple's
/// `setViewControllers(_:animated:)` chooses between them the same way: "If the view controller
/// is not on the stack, this method uses a push transition", else a pop.
public enum NavigationOperation: String, Sendable {
  case push, pop
}
