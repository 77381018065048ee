import Foundation

/// Tiling: the visible rows' cells, asked for as they come into view and queued for reuse as
/// they leave it, in the layout pass (UIKit lays out its visible cells in `layoutSubviews`).
extension TableView {
  /// Shows the rows in the bounds and only those: the cells of rows that left are queued,
  /// the rows that came are asked of the data source, and every visible cell is placed.
  func tileCells() {
    // A table with no data source (a dump's, whose cells are plain subviews) keeps the
    // content size it was given.
    guard dataSource != nil else { return }
    reloadIfNeeded()
    tileRows()
    // Self-sizing rows, headers and footers move the rows below them as they are measured
    // (TableView+SelfSizingHeaders.swift): tiled again until no displayed one is left to measure (a bounded number of rounds; the rest wait for the
    // next pass).
    var rounds = 1
    while rounds < Self.maximumSizingRounds {
      let rowsMoved = sizeDisplayedRows()
      let headersMoved = sizeDisplayedHeaderFooters()
      guard rowsMoved || headersMoved else { break }
      tileRows()
      rounds += 1
    }
    tileHeaderFooters()
    swipeActions.layOut()
  }

  /// The rows' part of ``tileCells()``: the content size, then the cells of the rows in the
  /// bounds, shown or placed, and the others queued.
  private func tileRows() {
    contentSize = CGSize(width: bounds.width, height: geometry.height)
    let wanted = geometry.indexPaths(from: bounds.minY, to: bounds.maxY, limit: Self.maximumVisibleCells)
    let wantedSet = Set(wanted)
    for indexPath in visible.keys.sorted() where !wantedSet.contains(indexPath) {
      if let cell = visible[indexPath] { retire(cell, from: indexPath) }
    }
    for indexPath in wanted {
      if let cell = visible[indexPath] {
        place(cell, at: indexPath)
      } else {
        show(indexPath)
      }
    }
  }

  /// Asks the data source for `indexPath`'s cell and shows it.
  private func show(_ indexPath: IndexPath) {
    if let cell = askCell(for: indexPath) { display(cell, at: indexPath) }
  }

  /// The data source's cell for `indexPath`.
  func askCell(for indexPath: IndexPath) -> TableViewCell? {
    guard let dataSource else { return nil }
    return UserCode.run(.cellForRowAt, of: dataSource) {
      dataSource.tableView(self, cellForRowAt: indexPath)
    }
  }

  /// Shows `cell`, which the data source gave, at `indexPath`: checked to be this table's,
  /// placed, selected as its row is, and announced (`willDisplay`).
  func display(_ cell: TableViewCell, at indexPath: IndexPath) {
    guard let dataSource else { return }
    if let owner = cell.owningTable, owner !== self {
      UserCode.run(.cellForRowAt, of: dataSource) { TableViewFault.cellFromAnotherTable(indexPath).raise() }
    }
    if cell.owningTable == nil { adopt(cell) }
    if let shown = cell.shownIndexPath, visible[shown] === cell { visible[shown] = nil }
    // UIKit makes the content view by first display at the latest (TableViewCell's comment).
    _ = cell.contentView
    cell.shownIndexPath = indexPath
    visible[indexPath] = cell
    place(cell, at: indexPath)
    let selected = selectedRows.contains(indexPath)
    if cell.isSelected != selected {
      UserCode.run(.setSelected, of: cell) { cell.setSelected(selected, animated: false) }
    }
    if cell.superview !== self { addSubview(cell) }
    if let delegate {
      UserCode.run(.willDisplayCell, of: delegate) {
        delegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
    }
  }

  /// Puts `cell` at `indexPath`'s rectangle, named for it (the table's own name may have come
  /// since: a person's property names it in the layout pass).
  private func place(_ cell: TableViewCell, at indexPath: IndexPath) {
    // A static cell is made once and keeps its storyboard name (its outlet's, or IB id).
    if staticSections == nil { cell.name(traceID + indexPath.tableDescription) }
    let frame = rectForRow(at: indexPath).offsetBy(dx: swipeActions.offset(of: indexPath), dy: 0)
    if cell.frame != frame { cell.frame = frame }
  }

  /// Takes `cell` off the screen: out of the hierarchy, and into the queue of its identifier.
  func retire(_ cell: TableViewCell, from indexPath: IndexPath) {
    visible[indexPath] = nil
    cell.shownIndexPath = nil
    cell.removeFromSuperview()
    if let identifier = cell.reuseIdentifier { reuseQueue.enqueue(cell, for: identifier) }
    if let delegate {
      UserCode.run(.didEndDisplayingCell, of: delegate) {
        delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      }
    }
  }

  /// Asks the data source and delegate for counts and heights again, if something said they
  /// changed.
  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    geometry = measuredGeometry()
  }

  /// The sections as the data source and delegate give them now.
  private func measuredGeometry() -> TableGeometry {
    guard let dataSource else { return TableGeometry() }
    let sectionCount = UserCode.run(.numberOfSections, of: dataSource) {
      dataSource.numberOfSections(in: self)
    }
    guard (0...Self.maximumSections).contains(sectionCount) else {
      UserCode.run(.numberOfSections, of: dataSource) { TableViewFault.sectionCount(sectionCount).raise() }
    }
    var result = TableGeometry()
    result.sections.reserveCapacity(sectionCount)
    result.headerViewHeight = geometry.headerViewHeight
    result.footerViewHeight = geometry.footerViewHeight
    var top = result.headerViewHeight
    delegateHasRowHeights = delegate != nil
    var headerFooters = HeaderFooterHeights(table: self)
    for index in 0..<sectionCount {
      let rowCount = UserCode.run(.numberOfRowsInSection, of: dataSource) {
        dataSource.tableView(self, numberOfRowsInSection: index)
      }
      guard (0...Self.maximumRowsInSection).contains(rowCount) else {
        UserCode.run(.numberOfRowsInSection, of: dataSource) {
          TableViewFault.rowCount(rowCount, section: index).raise()
        }
      }
      let header = headerFooters.height(of: HeaderFooterKey(section: index, isFooter: false), dataSource)
      let footer = headerFooters.height(of: HeaderFooterKey(section: index, isFooter: true), dataSource)
      let rows = rowHeights(index, rowCount)
      let section = TableGeometry.Section(
        top: top, headerHeight: header.height, footerHeight: footer.height, rowCount: rowCount,
        rows: rows.heights, pendingHeader: header.pending, pendingFooter: footer.pending,
        automaticRows: rows.automatic)
      top = section.bottom
      result.sections.append(section)
    }
    return result
  }

  /// A section's rows' heights: one height when the delegate gives none (found by asking its
  /// first row: the default says so), else each row's, asked of every row, as UIKit does; and
  /// the rows it answered `automaticDimension` for, placed at the estimate until they self-size
  /// (Apple's `automaticDimension`: "Return this value from your table view's delegate methods
  /// when you want the table view to choose a default value").
  private func rowHeights(_ section: Int, _ rowCount: Int) -> (
    heights: TableGeometry.RowHeights, automatic: Set<Int>
  ) {
    guard let delegate, delegateHasRowHeights, rowCount > 0 else { return (.uniform(uniformRowHeight), []) }
    var automatic: Set<Int> = []
    var bottoms: [CGFloat] = []
    bottoms.reserveCapacity(rowCount)
    var bottom: CGFloat = 0
    for row in 0..<rowCount {
      let indexPath = IndexPath(row: row, section: section)
      let height = UserCode.run(.heightForRowAt, of: delegate) {
        delegate.tableView(self, heightForRowAt: indexPath)
      }
      guard delegateHasRowHeights else { return (.uniform(uniformRowHeight), []) }
      if height == Self.automaticDimension { automatic.insert(row) }
      bottom += usable(height, else: uniformRowHeight)
      bottoms.append(bottom)
    }
    return (.each(bottoms), automatic)
  }

  /// `height` if it is a finite height, else `fallback`: a NaN or negative height from a
  /// delegate is not laid out (UIKit's behaviour for one is undocumented).
  func usable(_ height: CGFloat, else fallback: CGFloat) -> CGFloat {
    height.isFinite && height >= 0 ? height : fallback
  }
}
