import Foundation

/// The long press of a ``ContextMenuInteraction``: a ``LongPressGestureRecognizer`` with its
/// defaults (0.5 s, 10 points; how long iOS waits before a context menu is UNSOURCED), traced
/// as `contextMenu`. It is UIKit's private recognizer; a person's code reaches it only through
/// the view's `gestureRecognizers`, and arbitration treats it as any long press.
public final class ContextMenuGestureRecognizer: LongPressGestureRecognizer {
  /// The interaction it opens menus for.
  weak var interaction: ContextMenuInteraction?

  /// Opens, follows and closes the interaction's menu after the targets' actions.
  override func didSendActions(for state: State, event: Event?) {
    interaction?.recognizerDidChange(to: state, event: event)
  }
}
