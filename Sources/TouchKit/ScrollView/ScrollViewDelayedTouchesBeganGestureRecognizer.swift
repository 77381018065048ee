import Foundation

/// How `delaysContentTouches` works (§7): UIKit's private
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`. It only delays touchesBegan on the
/// content, and never recognizes: it fails after ``Tunables/scrollViewTouchDelay`` (150 ms),
/// or when the finger lifts first, and the withheld touchesBegan goes to the content then. If
/// the scroll view's pan begins first, the pan's recognition discards it instead.
final class ScrollViewDelayedTouchesBeganGestureRecognizer: GestureRecognizer {
  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    delaysTouchesBegan = true
    delaysTouchesEnded = false
    cancelsTouchesInView = false
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard timers.isEmpty else { return }
    schedule(after: Tunables.scrollViewTouchDelay, purpose: "delaysContentTouches") { [unowned self] in
      requestState(.failed, reason: .delayElapsed(delay: Tunables.scrollViewTouchDelay))
    }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if trackedTouches.allSatisfy({ touches.contains($0) }) { requestState(.failed, reason: .touchesEnded) }
  }
}
