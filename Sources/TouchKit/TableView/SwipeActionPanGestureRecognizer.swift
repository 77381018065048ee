import Foundation

/// The pan a table swipes its rows' actions open with: UIKit's private
/// `_UISwipeActionPanGestureRecognizer`, a recognizer of the table itself whose action is
/// `_swipeRecognizerDidRecognize:` (its name as iOS's debugger lists the table's recognizers,
/// community-sourced).
///
/// A pan: the table decides in `gestureRecognizerShouldBegin(_:)` whether it may begin (a
/// mostly horizontal move on a row that has actions for that edge), and moves the row by its
/// translation (``SwipeActionController``). It hears each sample before the table's scroll pan,
/// so a sideways drag on a row with actions swipes and an upward one scrolls. A horizontal
/// scroll view inside the cell is nearer the touch and hears it first: if it can scroll, it
/// begins and prevents this pan, and the row does not swipe, as on iOS (§4: the first to begin
/// wins).
///
/// While a row is open, a touch that goes down outside its buttons begins this pan at once: its
/// recognition cancels the touch in the views (§3), and the table closes the row. A touch on the
/// buttons fails it, and the buttons take the touch.
public final class SwipeActionPanGestureRecognizer: PanGestureRecognizer {
  /// Whether this touch sequence began the pan to close an open row, and does nothing more.
  var closesOpenRow = false

  public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, !closesOpenRow, let table = view as? TableView,
      let open = table.swipeActions.openPullView
    else { return }
    if touches.contains(where: { $0.view?.isDescendant(of: open) == true }) {
      requestState(.failed, reason: .onSwipeActions)
    } else {
      closesOpenRow = true
      requestState(.began, reason: .closesSwipeActions)
    }
  }

  public override func reset() {
    super.reset()
    closesOpenRow = false
  }
}
