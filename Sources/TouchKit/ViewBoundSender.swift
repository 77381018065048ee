/// A sender of actions that is no responder but acts for a view: a gesture recognizer. UIKit
/// insists on a target for a recognizer's action; TouchLab starts a nil-target action's walk at
/// the sender's view (``Application/sendAction(_:to:from:for:)``).
///
/// A protocol, so that target-action, which recognizers are built on, does not name them: that
/// would close a loop among the engine's folders (docs/architecture.md).
protocol ViewBoundSender: AnyObject {
  /// The view the sender acts for, where a nil-target walk starts.
  var view: View? { get }
}
