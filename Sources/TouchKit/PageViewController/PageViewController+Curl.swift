import Foundation

/// The page-curl style: the pages are in the page view controller's view, and its two
/// recognizers (Apple, `gestureRecognizers`: "initially attached to a view in the page view
/// controller's hierarchy") turn them. TouchLab draws no curl: a turn replaces the page.
///
/// - The pan: a drag along the navigation axis begins a turn that way (forward toward the
///   axis's start, as a page is pulled from its edge), the pending pages behind the shown
///   ones; lifting the finger past ``PageViewController/turnFraction`` of the page, or
///   flicking, completes it, else it is cancelled (PageViewController+Turn.swift).
/// - The tap: a tap near the trailing edge (the last ``curlTapEdgeFraction`` of the page along
///   the axis) turns forward, near the leading edge back; elsewhere it does nothing.
extension PageViewController {
  /// UNSOURCED: how much of the page, from each edge along the axis, a tap turns the page
  /// in (Apple says only that the recognizers are the page view controller's; taps near a
  /// page's edges turning it is the community's account, and why buttons there need a
  /// recognizer delegate).
  public static let curlTapEdgeFraction: CGFloat = 0.2

  /// Attaches the pan and tap to `content`, targeting it (it forwards to this controller).
  func attachCurlRecognizers(to content: PageViewControllerContentView) {
    curlPan.addTarget(content, action: PageViewControllerContentView.curlPanAction)
    curlTap.addTarget(content, action: PageViewControllerContentView.curlTapAction)
    content.addGestureRecognizer(curlPan)
    content.addGestureRecognizer(curlTap)
  }

  /// The shown pages fill the view (two side by side, or one above the other, for a spine in
  /// the middle); a turn's pending pages wait behind them at the same places. Of a double-sided
  /// pair at the edge, the front shows (the back is for the curl, which is not drawn).
  func arrangeCurlPages(in container: View) {
    let shown = spineLocation == .mid ? pages : Array(pages.prefix(1))
    let waiting =
      spineLocation == .mid ? (pendingTurn?.pending ?? []) : Array((pendingTurn?.pending ?? []).prefix(1))
    for (index, page) in waiting.enumerated() {
      place(page, at: index, of: waiting.count, in: container)
      container.sendSubviewToBack(page.view)
    }
    for (index, page) in shown.enumerated() {
      place(page, at: index, of: shown.count, in: container)
      container.bringSubviewToFront(page.view)
    }
    for page in pages.dropFirst(shown.count) { page.viewIfLoaded?.removeFromSuperview() }
  }

  /// Puts `page`'s view in `container`, in slot `index` of `count` along the axis.
  private func place(_ page: ViewController, at index: Int, of count: Int, in container: View) {
    let bounds = container.bounds
    let share = CGFloat(max(1, count))
    page.view.frame =
      navigationOrientation == .horizontal
      ? CGRect(
        x: bounds.width / share * CGFloat(index), y: 0, width: bounds.width / share, height: bounds.height)
      : CGRect(
        x: 0, y: bounds.height / share * CGFloat(index), width: bounds.width, height: bounds.height / share)
    if page.view.superview !== container { container.addSubview(page.view) }
  }

  /// The curl pan's action: begins a turn the way it drags, completes or cancels it at its end.
  func curlPanned(_ pan: PanGestureRecognizer) {
    guard let container = viewIfLoaded else { return }
    switch pan.state {
    case .began:
      guard let direction = direction(ofDrag: pan.translation(in: container)), beginTurn(direction) else {
        return
      }
      arrangePages()
    case .ended, .cancelled:
      guard let turn = pendingTurn else { return }
      let sign: CGFloat = turn.direction == .forward ? -1 : 1
      let horizontal = navigationOrientation == .horizontal
      let translation = pan.translation(in: container)
      let velocity = pan.velocity(in: container)
      let distance = sign * (horizontal ? translation.x : translation.y)
      let speed = sign * (horizontal ? velocity.x : velocity.y)
      let length = horizontal ? container.bounds.width : container.bounds.height
      finishTurn(
        completed: pan.state == .ended && Self.completes(distance: distance, velocity: speed, length: length))
    default:
      return
    }
  }

  /// The curl tap's action: a tap near an edge turns the page that way.
  func curlTapped(_ tap: TapGestureRecognizer) {
    guard let container = viewIfLoaded, tap.state == .ended else { return }
    let point = tap.location(in: container)
    let horizontal = navigationOrientation == .horizontal
    let along = horizontal ? point.x : point.y
    let length = horizontal ? container.bounds.width : container.bounds.height
    if along >= length * (1 - Self.curlTapEdgeFraction) {
      turnPage(.forward)
    } else if along <= length * Self.curlTapEdgeFraction {
      turnPage(.reverse)
    }
  }
}
