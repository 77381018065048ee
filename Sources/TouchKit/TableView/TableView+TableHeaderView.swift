import Foundation

/// The table's own header and footer views (UIKit's `tableHeaderView` and `tableFooterView`):
/// the header "is the first item to appear in the table's view's scrolling content, and it's
/// separate from the header views you add to individual sections"; the footer is the last.
///
/// Apple: "The table view respects only the height of your view's frame rectangle; it adjusts
/// the width of your header view automatically to match the table view's width." The height is
/// the one the frame had when the view was set: iOS developers change it by setting the frame
/// and assigning the view again (community-observed; a later change of the frame alone leaves
/// the rows where they were). They are subviews of the table, behind its cells, so they scroll
/// with the content and are hit tested as any view; unnamed, a trace calls them
/// `list.tableHeaderView` and `list.tableFooterView`.
extension TableView {
  /// Takes `old` out of the table and puts `new` in, recording its height.
  func replaceEndView(_ old: View?, with new: View?, isFooter: Bool) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    let height = new.map { usableHeight($0.frame.height) } ?? 0
    if isFooter {
      geometry.footerViewHeight = height
    } else {
      geometry.setHeaderViewHeight(height)
    }
    if let new, new.superview !== self { insertSubview(new, at: 0) }
    if dataSource != nil { contentSize = CGSize(width: bounds.width, height: geometry.height) }
    setNeedsLayout()
  }

  /// Places the header view at the top of the content and the footer view under the last
  /// section, as wide as the table, each keeping its frame's height (a height changed without
  /// setting the view again moves no row; UNSOURCED whether iOS then draws it over them).
  /// Called after the rows are tiled.
  func layOutEndViews() {
    for (view, isFooter) in [(tableHeaderView, false), (tableFooterView, true)] {
      guard let view else { continue }
      if view.id.isEmpty { view.id = traceID + (isFooter ? ".tableFooterView" : ".tableHeaderView") }
      let top = isFooter ? geometry.height - geometry.footerViewHeight : 0
      let frame = CGRect(x: 0, y: top, width: bounds.width, height: view.frame.height)
      if view.frame != frame { view.frame = frame }
    }
  }

  /// A finite height of at least 0; anything else is 0 (UIKit's behaviour for one is
  /// undocumented).
  private func usableHeight(_ height: CGFloat) -> CGFloat {
    height.isFinite && height > 0 ? height : 0
  }
}
