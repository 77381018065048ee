import Foundation

/// Self-sizing rows: with `rowHeight` at `automaticDimension` (its default since iOS 11:
/// "causes the table view to choose an appropriate height based on your cell's content",
/// Apple's `rowHeight`) and no `tableView(_:heightForRowAt:)`, a row is placed at the estimate
/// until it is displayed, then sized from its cell: the cell's
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` at the
/// row's width with `.required` horizontal and `.fittingSizeLevel` vertical priority, which
/// UIKit's cell answers through its `contentView` (TableViewCell.swift). The rows below move by
/// what it changed, and a tap lands on the row as sized.
///
/// A cell whose constraints leave its height at zero (none pins the content view's top and
/// bottom) takes the standard height, as UIKit does and says: "Detected a case where
/// constraints ambiguously suggest a height of zero for a table view cell's content view. We're
/// considering the collapse unintentional and using standard height instead." UIKit prints it
/// once; TouchLab does not record it. The standard height is ``Metrics/standardRowHeight``.
///
/// A row the delegate's `tableView(_:heightForRowAt:)` answers `automaticDimension` for sizes
/// itself the same way, at the estimate until displayed, the delegate's other rows keeping
/// their heights (Apple's `automaticDimension`: the table "choose[s] a default value").
///
/// A row is measured once between reloads, and again when `reconfigureRows(at:)` gives its cell
/// new content (TableView+Reconfigure.swift; community: iOS re-sizes a reconfigured self-sizing
/// cell, Apple's reference does not say); a reload, `reloadRows(at:with:)` or any update counts
/// the rows afresh and measures them again as they show.
extension TableView {
  /// How many times one layout pass tiles again after measuring rows.
  static let maximumSizingRounds = 8

  /// Whether rows are sized by their cells: `rowHeight` is `automaticDimension` and the
  /// delegate gives no heights.
  var sizesRowsByContent: Bool {
    !(rowHeight >= 0 && rowHeight.isFinite) && !(delegate != nil && delegateHasRowHeights)
  }

  /// Measures the displayed self-sizing rows not measured yet; whether any row's height was
  /// recorded.
  func sizeDisplayedRows() -> Bool {
    let byContent = sizesRowsByContent
    var changed = false
    for indexPath in visible.keys.sorted()
    where (byContent || geometry.isAutomatic(indexPath)) && !geometry.isMeasured(indexPath) {
      if measureRow(indexPath) { changed = true }
    }
    return changed
  }

  /// Whether row `indexPath` sizes itself: every row when ``sizesRowsByContent``, else the
  /// rows the delegate answered `automaticDimension` for.
  func sizesItself(_ indexPath: IndexPath) -> Bool {
    sizesRowsByContent || geometry.isAutomatic(indexPath)
  }

  /// Measures row `indexPath`'s visible cell and records its height; whether it was recorded.
  @discardableResult
  func measureRow(_ indexPath: IndexPath) -> Bool {
    guard let cell = visible[indexPath] else { return false }
    let height = fittingHeight(of: cell, width: rectForRow(at: indexPath).width)
    return geometry.setMeasuredHeight(height, of: indexPath, estimate: uniformRowHeight)
  }

  /// The cell's height at `width`, as UIKit measures a self-sizing cell; the standard height
  /// for a cell whose constraints give none (see above).
  private func fittingHeight(of cell: TableViewCell, width: CGFloat) -> CGFloat {
    let size = UserCode.run(.systemLayoutSizeFitting, of: cell) {
      cell.systemLayoutSizeFitting(
        CGSize(width: width, height: View.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
    return size.height > 0 && size.height.isFinite ? size.height : Metrics.standardRowHeight
  }
}
