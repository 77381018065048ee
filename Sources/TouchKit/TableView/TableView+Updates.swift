import Foundation

/// Changes to the rows: reloading, inserting, deleting, batches, and scrolling to a row.
///
/// TouchLab does not animate: each change is done at once, and the rows shown are asked for
/// again at the next layout (or at the end of a batch).
extension TableView {
  /// Asks for everything again: counts, heights and the visible cells, whose old cells go to
  /// the reuse queue. The selection is cleared, as UIKit's `reloadData` does.
  public func reloadData() {
    selectedRows.removeAll()
    touchedRow = nil
    for indexPath in visible.keys.sorted() {
      if let cell = visible[indexPath] { retire(cell, from: indexPath) }
    }
    reloadLayout()
  }

  /// Counts and heights are asked again at the next layout; the cells stay.
  func reloadLayout() {
    needsReload = true
    setNeedsLayout()
  }

  /// Rows inserted at `indexPaths` (in the new numbering); the rows after them move down.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    for inserted in indexPaths.sorted() {
      renumber {
        $0.section == inserted.section && $0.row >= inserted.row
          ? IndexPath(row: $0.row + 1, section: $0.section) : $0
      }
    }
    rowsChanged()
  }

  /// Rows deleted at `indexPaths` (in the old numbering): their cells are queued, their
  /// selection dropped, and the rows after them move up.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    for deleted in indexPaths.sorted().reversed() {
      if let cell = visible[deleted] { retire(cell, from: deleted) }
      selectedRows.removeAll { $0 == deleted }
      renumber {
        $0.section == deleted.section && $0.row > deleted.row
          ? IndexPath(row: $0.row - 1, section: $0.section) : $0
      }
    }
    rowsChanged()
  }

  /// Rows asked for again: their cells are queued and the data source is asked for new ones.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    for indexPath in indexPaths {
      if let cell = visible[indexPath] { retire(cell, from: indexPath) }
    }
    rowsChanged()
  }

  /// Runs `updates` (inserts, deletes, reloads) as one change, then lays out once and calls
  /// `completion` with true (nothing animates).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    batchDepth += 1
    updates?()
    batchDepth -= 1
    rowsChanged()
    completion?(true)
  }

  /// UIKit's older form of a batch: changes between the two calls are one change.
  public func beginUpdates() { batchDepth += 1 }

  public func endUpdates() {
    batchDepth = max(0, batchDepth - 1)
    rowsChanged()
  }

  /// Moves every visible cell, the selection and the touched row to their paths after a change.
  private func renumber(_ map: (IndexPath) -> IndexPath) {
    var moved: [IndexPath: TableViewCell] = [:]
    for (indexPath, cell) in visible {
      let new = map(indexPath)
      cell.shownIndexPath = new
      moved[new] = cell
    }
    visible = moved
    selectedRows = selectedRows.map(map)
    if let touched = touchedRow { touchedRow = (map(touched.indexPath), touched.touch) }
  }

  /// After a change: counts and heights again, and (outside a batch) the cells now.
  private func rowsChanged() {
    reloadLayout()
    guard batchDepth == 0 else { return }
    tileCells()
  }

  /// Scrolls so that row `indexPath` is at `position` (`.none`: the least move that shows it),
  /// within the content, and shows its cell.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    reloadIfNeeded()
    guard geometry.contains(indexPath) else { return }
    let row = rectForRow(at: indexPath)
    let height = bounds.height
    var y: CGFloat
    switch position {
    case .top: y = row.minY
    case .middle: y = row.midY - height / 2
    case .bottom: y = row.maxY - height
    case .none:
      y = contentOffset.y
      if row.minY < y { y = row.minY } else if row.maxY > y + height { y = row.maxY - height }
    }
    contentSize = CGSize(width: bounds.width, height: geometry.height)
    y = min(max(0, y), maximumContentOffset.y)
    guard y != contentOffset.y else { return }
    contentOffset = CGPoint(x: contentOffset.x, y: y)
    window?.application?.trace?.record(.scroll(scrollView: traceID, contentOffset: contentOffset))
    tileCells()
  }
}
