import Foundation

/// The scroll style's paging scroll view (UIKit's private `_UIQueuingScrollView`, a
/// `UIScrollView` subclass with paging on): three page slots along the navigation axis, the
/// shown page in the middle one and the offset on it, so a drag either way shows the next or
/// the previous page beside it.
///
/// How UIKit's queuing scroll view asks its data source is not documented; TouchLab's choice,
/// one rule for both styles: the page that way is asked for when the drag begins
/// (PageViewController+Turn.swift) and placed in its slot; with none the content does not move
/// (iOS bounces it back, TouchLab draws no bounce). The drag moves the content toward the
/// pending page only, up to it; when the finger lifts, the turn completes if the page moved
/// ``PageViewController/turnFraction`` of a page or was flicked, and the offset settles on the
/// page shown (no deceleration is drawn). Its pan is its own, as any scroll view's, so a page's
/// buttons keep their touches as §7 says.
final class QueuingScrollView: ScrollView {
  weak var owner: PageViewController?

  init(owner: PageViewController) {
    self.owner = owner
    super.init(frame: .zero)
    id = "UIQueuingScrollView"
    isPagingEnabled = true
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
  }

  required init?(coder: NSCoder) { nil }

  private var horizontal: Bool { owner?.navigationOrientation != .vertical }
  /// A page's length along the axis, and the distance from one slot to the next.
  private var length: CGFloat { horizontal ? bounds.width : bounds.height }
  private var pitch: CGFloat { length + (owner?.interPageSpacing ?? 0) }

  /// The origin of slot `index` (0 before, 1 shown, 2 after).
  private func slot(_ index: Int) -> CGPoint {
    horizontal ? CGPoint(x: pitch * CGFloat(index), y: 0) : CGPoint(x: 0, y: pitch * CGFloat(index))
  }

  /// Lays the shown page in the middle slot and a pending one beside it, and, unless a drag is
  /// under way, puts the offset on the shown page.
  func arrange() {
    guard let owner else { return }
    contentSize =
      horizontal
      ? CGSize(width: pitch * 3 - (owner.interPageSpacing), height: bounds.height)
      : CGSize(width: bounds.width, height: pitch * 3 - (owner.interPageSpacing))
    place(owner.pages.first, in: 1)
    if let turn = owner.pendingTurn {
      place(turn.pending.first, in: turn.direction == .forward ? 2 : 0)
    } else {
      contentOffset = slot(1)
    }
  }

  private func place(_ page: ViewController?, in index: Int) {
    guard let page else { return }
    let origin = slot(index)
    page.view.frame = CGRect(origin: origin, size: bounds.size)
    if page.view.superview !== self { addSubview(page.view) }
  }

  /// Its pan begins only where a gesture can turn a page: a data source and a page shown.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    if gestureRecognizer === panGestureRecognizer, owner?.dataSource == nil || owner?.pages.isEmpty != false {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  override func perform(_ action: String, sender: AnyObject?) {
    guard action == Self.panAction, let pan = sender as? PanGestureRecognizer, let owner else {
      return super.perform(action, sender: sender)
    }
    let translation = pan.translation(in: self)
    switch pan.state {
    case .began:
      guard let direction = owner.direction(ofDrag: translation), owner.beginTurn(direction) else { return }
      owner.arrangePages()
      follow(translation)
    case .changed:
      follow(translation)
    case .ended, .cancelled:
      guard let turn = owner.pendingTurn else { return }
      let sign: CGFloat = turn.direction == .forward ? 1 : -1
      let moved = sign * (horizontal ? contentOffset.x - slot(1).x : contentOffset.y - slot(1).y)
      let velocity = pan.velocity(in: self)
      let speed = -sign * (horizontal ? velocity.x : velocity.y)
      owner.finishTurn(
        completed: pan.state == .ended
          && PageViewController.completes(distance: moved, velocity: speed, length: pitch))
      settle()
    default:
      return
    }
  }

  /// Follows the finger toward the pending page, no further than it and never the other way.
  private func follow(_ translation: CGPoint) {
    guard let turn = owner?.pendingTurn else { return }
    let toward: CGFloat = turn.direction == .forward ? 1 : -1
    let along = horizontal ? -translation.x : -translation.y
    let moved = min(max(0, along * toward), pitch) * toward
    let target = horizontal ? CGPoint(x: slot(1).x + moved, y: 0) : CGPoint(x: 0, y: slot(1).y + moved)
    guard target != contentOffset else { return }
    contentOffset = target
    window?.application?.trace?.record(.scroll(scrollView: traceID, contentOffset: target))
  }

  /// The offset back on the shown page's slot, traced if it moved.
  private func settle() {
    let target = slot(1)
    guard target != contentOffset else { return }
    contentOffset = target
    window?.application?.trace?.record(.scroll(scrollView: traceID, contentOffset: target))
  }
}
