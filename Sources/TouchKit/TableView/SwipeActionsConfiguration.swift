import Foundation

/// The actions a row shows when swiped from one edge (UIKit's `UISwipeActionsConfiguration`,
/// iOS 11), returned by the delegate's `leadingSwipeActionsConfigurationForRowAt` or
/// `trailingSwipeActionsConfigurationForRowAt`.
///
/// The first action sits nearest the edge the row was swiped from (Apple: actions are "displayed
/// in the order you specify" starting at that edge; for trailing actions the first is rightmost,
/// as iOS shows it).
public final class SwipeActionsConfiguration {
  /// The actions, the first nearest the edge.
  public let actions: [ContextualAction]
  /// Whether a swipe all the way across runs the first action (Apple: "The default value of
  /// this property is true").
  public var performsFirstActionWithFullSwipe = true

  /// UIKit's `init(actions:)`.
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}
