import Foundation

/// Where a scroll view's content may be scrolled to, and where it rests: UIKit's
/// `contentInset` widened by the safe area (`adjustedContentInset`), so a table filling a
/// navigation controller's screen starts below the bar, and a drag stops with its last row
/// above the tab bar, as on iOS.
///
/// Sources: Apple's `UIScrollView.adjustedContentInset` ("the insets derived from the content
/// insets and the safe area of the scroll view"), `contentInsetAdjustmentBehavior` (default
/// `.automatic`) and its cases (quoted on ``ContentInsetAdjustmentBehavior``), and
/// `adjustedContentInsetDidChange()` ("Called when the adjusted content insets of the scroll
/// view change"). How the offset follows a change of the adjusted inset is not documented: see
/// ``noteAdjustedContentInset()``.
extension ScrollView {
  /// How the safe area widens the content inset (UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable {
    /// Apple: "Content is always adjusted vertically when the scroll view is the content view
    /// of a view controller that is currently displayed by a navigation or tab bar controller.
    /// If the scroll view is horizontally scrollable, the horizontal content offset is also
    /// adjusted when there are nonzero safe area insets." Elsewhere, as `scrollableAxes`.
    case automatic
    /// Apple: "The top and bottom insets include the safe area inset values when the vertical
    /// content size is greater than the height of the scroll view itself. The top and bottom
    /// insets are also adjusted when the alwaysBounceVertical property is true. Similarly, the
    /// left and right insets include the safe area insets when the horizontal content size is
    /// greater than the width of the scroll view." (`alwaysBounceHorizontal` counts for the
    /// horizontal axis as its twin does for the vertical: UNSOURCED.)
    case scrollableAxes
    /// Apple: "Do not adjust the scroll view insets."
    case never
    /// Apple: "Always include the safe area insets in the content adjustment."
    case always

    /// Each case by UIKit's name for it, as layouts and Interface Builder files write it.
    public static let named = Dictionary(uniqueKeysWithValues: allCases.map { (String(describing: $0), $0) })
  }

  /// `contentInset` plus the safe-area insets on the axes ``contentInsetAdjustmentBehavior``
  /// adjusts.
  public var adjustedContentInset: EdgeInsets {
    let (vertical, horizontal) = adjustedAxes
    guard vertical || horizontal else { return contentInset }
    let safe = safeAreaInsets
    return EdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Which axes take the safe area, by the behaviour's documented rule.
  private var adjustedAxes: (vertical: Bool, horizontal: Bool) {
    let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
    let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
    case .automatic: return (scrollsVertically || isContentViewOfBarController, scrollsHorizontally)
    }
  }

  /// The smallest offset on each axis: the content's top-left edge below the top and left
  /// insets.
  public var minimumContentOffset: CGPoint {
    let inset = adjustedContentInset
    // `0 -`, not a minus sign: no inset is an offset of 0, never -0, which traces would print.
    return CGPoint(x: 0 - inset.left, y: 0 - inset.top)
  }

  /// The largest offset on each axis: the content's far edge above the bottom and right
  /// insets, never below the smallest.
  public var maximumContentOffset: CGPoint {
    let inset = adjustedContentInset
    return CGPoint(
      x: max(0 - inset.left, contentSize.width + inset.right - bounds.width),
      y: max(0 - inset.top, contentSize.height + inset.bottom - bounds.height))
  }

  /// `offset` within the scrollable range.
  public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return CGPoint(x: min(max(low.x, offset.x), high.x), y: min(max(low.y, offset.y), high.y))
  }

  /// The part of the bounds the insets leave uncovered: where the content is seen.
  var unobscuredBounds: CGRect { bounds.inset(by: adjustedContentInset) }

  /// Compares the adjusted inset with the one the last layout saw; on a change, calls
  /// `adjustedContentInsetDidChange()`, and an offset resting at the old top or left edge follows
  /// it, so a table that appears under a navigation bar shows its first row below the bar (its
  /// offset becomes minus the new top inset). Apple documents no rule for the offset; this is
  /// what iOS is seen to do (community-observed, UNSOURCED): at the first layout, and when the
  /// safe area moves, content at rest at its edge stays at the edge; content scrolled away keeps
  /// its offset, and a `contentInset` code sets on a scroll view already laid out moves nothing.
  func noteAdjustedContentInset() {
    let inset = adjustedContentInset
    let noted = notedInsets
    notedInsets = (inset, contentInset)
    // Before the first layout the scroll view had no insets but its own.
    let previous = noted?.adjusted ?? contentInset
    guard inset != previous else { return }
    if noted == nil || noted?.content == contentInset {
      var offset = contentOffset
      if offset.y == 0 - previous.top { offset.y = 0 - inset.top }
      if offset.x == 0 - previous.left { offset.x = 0 - inset.left }
      if offset != contentOffset { contentOffset = offset }
    }
    adjustedContentInsetDidChange()
  }
}

extension ScrollView {
  /// Where a span of the content is brought to by a `scrollTo…` call.
  enum ScrollAlignment { case start, center, end, nearest }

  /// The offset on one axis that shows the content from `low` to `high` at `alignment` in
  /// the part of the bounds the adjusted insets leave uncovered (a row scrolled to the top
  /// lies below the navigation bar, as on iOS); `.nearest` moves the least that shows it.
  /// Not yet clamped to the scrollable range.
  func scrollTarget(from low: CGFloat, to high: CGFloat, alignment: ScrollAlignment, vertical: Bool)
    -> CGFloat
  {
    let inset = adjustedContentInset
    let (offset, size) = vertical ? (contentOffset.y, bounds.height) : (contentOffset.x, bounds.width)
    let (lead, trail) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
    switch alignment {
    case .start: return low - lead
    case .center: return (low + high) / 2 - (lead + (size - lead - trail) / 2)
    case .end: return high - (size - trail)
    case .nearest:
      if low < offset + lead { return low - lead }
      if high > offset + size - trail { return high - (size - trail) }
      return offset
    }
  }
}
