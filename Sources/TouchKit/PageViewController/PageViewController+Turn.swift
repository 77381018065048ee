import Foundation

/// A page turn a gesture drives, as UIKit's page view controller does it: when the gesture
/// begins, the ``PageViewController/dataSource`` is asked for the page after (forward) or before
/// (reverse) the one shown (for two-page turns, twice: each after or before the last); nil
/// means there is no page that way, and the gesture turns nothing (no delegate call: no
/// transition began). Otherwise the delegate is told `willTransitionTo` the pending pages,
/// which become children; when the gesture ends the turn completes or is cancelled
/// (``PageViewController/finishTurn(completed:)``), and the delegate is told
/// `didFinishAnimating:previousViewControllers:transitionCompleted:` (Apple, both
/// `UIPageViewControllerDelegate`). Each turn, or a turn the data source had no page for, is a
/// `pageTurn` record.
extension PageViewController {
  /// A turn between its beginning and its end.
  struct PendingTurn {
    var direction: NavigationDirection
    /// The pages the turn shows if it completes.
    var pending: [ViewController]
    /// The pages shown when it began.
    var previous: [ViewController]
  }

  /// UNSOURCED: how far, as a fraction of a page, a drag must carry the page for the turn to
  /// complete when the finger lifts (a paging scroll view settles on the nearer page).
  public static let turnFraction: CGFloat = 0.5
  /// UNSOURCED: the speed along the turn (points a second) at which a shorter drag, a flick,
  /// still completes the turn, as a paging scroll view carries a flick to the next page.
  public static let flickVelocity: CGFloat = 500

  /// The direction a drag of `translation` along the navigation axis turns: toward the start
  /// of the axis (right to left, bottom to top) is forward. Nil for none along the axis.
  func direction(ofDrag translation: CGPoint) -> NavigationDirection? {
    let along = navigationOrientation == .horizontal ? translation.x : translation.y
    guard along != 0 else { return nil }
    return along < 0 ? .forward : .reverse
  }

  /// Whether a drag that moved `distance` along the turn (positive toward the pending page)
  /// and ended at `velocity` toward it completes the turn of a page `length` long.
  static func completes(distance: CGFloat, velocity: CGFloat, length: CGFloat) -> Bool {
    distance >= length * turnFraction || (distance > 0 && velocity >= flickVelocity)
  }

  /// The pages a turn in `direction` shows, from the data source; nil if it has none that way
  /// (or there is no data source or no page shown).
  func neighbours(_ direction: NavigationDirection) -> [ViewController]? {
    guard let dataSource, !pages.isEmpty else { return nil }
    var found: [ViewController] = []
    var from = direction == .forward ? pages[pages.count - 1] : pages[0]
    for _ in 0..<requiredPageCount {
      let next: ViewController?
      if direction == .forward {
        next = UserCode.run(.pageViewControllerViewControllerAfter, of: dataSource) {
          dataSource.pageViewController(self, viewControllerAfter: from)
        }
      } else {
        next = UserCode.run(.pageViewControllerViewControllerBefore, of: dataSource) {
          dataSource.pageViewController(self, viewControllerBefore: from)
        }
      }
      guard let next, next !== from, !pages.contains(where: { $0 === next }) else { return nil }
      found.append(next)
      from = next
    }
    return direction == .forward ? found : found.reversed()
  }

  /// Begins a turn: the data source asked, the delegate told, the pending pages made children.
  /// False, and traced, when there is no page that way.
  @discardableResult
  func beginTurn(_ direction: NavigationDirection) -> Bool {
    guard pendingTurn == nil, dataSource != nil, !pages.isEmpty else { return false }
    guard let pending = neighbours(direction) else {
      trace?.record(
        .pageTurn(
          controller: traceID, direction: direction.name, from: pages.map(\.traceID), to: [], completed: false
        ))
      return false
    }
    if let delegate {
      UserCode.run(.pageViewControllerWillTransition, of: delegate) {
        delegate.pageViewController(self, willTransitionTo: pending)
      }
    }
    for page in pending { addChild(page) }
    pendingTurn = PendingTurn(direction: direction, pending: pending, previous: pages)
    return true
  }

  /// Ends the turn under way: completed, the pending pages replace the shown ones and the page
  /// indicator moves one page; cancelled, the pending pages leave and the page stays. Then the
  /// delegate is told, with the pages shown before (Apple: `previousViewControllers`).
  func finishTurn(completed: Bool) {
    guard let turn = pendingTurn else { return }
    pendingTurn = nil
    if completed {
      replacePages(with: turn.pending)
      if !pageControl.isHidden {
        pageControl.currentPage += turn.direction == .forward ? 1 : -1
      }
    } else {
      for page in turn.pending {
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
      }
      arrangePages()
    }
    trace?.record(
      .pageTurn(
        controller: traceID, direction: turn.direction.name, from: turn.previous.map(\.traceID),
        to: turn.pending.map(\.traceID), completed: completed))
    if let delegate {
      UserCode.run(.pageViewControllerDidFinishAnimating, of: delegate) {
        delegate.pageViewController(
          self, didFinishAnimating: true, previousViewControllers: turn.previous,
          transitionCompleted: completed)
      }
    }
  }

  /// A turn with nothing to drag (a tap): begun and completed at once.
  func turnPage(_ direction: NavigationDirection) {
    guard beginTurn(direction) else { return }
    finishTurn(completed: true)
  }

  /// `setViewControllers` during a drag: the pending pages leave, untold (UIKit ends the
  /// gesture's transition without completing it).
  func cancelPendingTurn() {
    guard let turn = pendingTurn else { return }
    pendingTurn = nil
    for page in turn.pending where !turn.previous.contains(where: { $0 === page }) {
      page.willMove(toParent: nil)
      page.viewIfLoaded?.removeFromSuperview()
      page.removeFromParent()
    }
  }

  /// Asks the data source for the page indicator's count and index (Apple: the index is asked
  /// after `setViewControllers`; here both, then, when the data source is set and when the
  /// view loads); the indicator shows for the scroll style when both are implemented.
  func refreshPageControl() {
    guard transitionStyle == .scroll else { return }
    guard let dataSource else {
      pageControl.isHidden = true
      return
    }
    let count = UserCode.run(.presentationCount, of: dataSource) { dataSource.presentationCount(for: self) }
    let index = UserCode.run(.presentationIndex, of: dataSource) { dataSource.presentationIndex(for: self) }
    guard count != Self.notImplemented, index != Self.notImplemented else {
      pageControl.isHidden = true
      return
    }
    pageControl.numberOfPages = max(0, count)
    pageControl.currentPage = index
    pageControl.isHidden = false
  }

  /// A tap on the page indicator moved it one page: the pages turn that way, as a tap turns
  /// them (community-sourced: iOS's indicator in a page view controller pages on a tap); with
  /// no page that way the indicator goes back.
  func pageControlChanged() {
    let new = pageControl.currentPage
    let old = pageControl.pageBeforeChange
    guard new != old else { return }
    pageControl.currentPage = old
    turnPage(new > old ? .forward : .reverse)
  }
}
