import Foundation

/// Where a table's sections, headers, rows and footers are, top to bottom, in the table's
/// content: what `contentSize`, tiling, `rectForRow(at:)` and `indexPathForRow(at:)` read.
///
/// A section whose rows all have one height (`rowHeight`, or an estimate) stores only that
/// height, so a million rows cost no more than one: a row's place is its index times the
/// height. Only a section whose heights the delegate gives row by row (`heightForRowAt`, which
/// UIKit asks of every row when there is no estimate) stores each row's bottom.
struct TableGeometry {
  /// How a section's rows are tall.
  enum RowHeights {
    /// Every row the same height.
    case uniform(CGFloat)
    /// Each row's bottom, from the section's first row's top (ascending).
    case each([CGFloat])
    /// Self-sizing rows: those displayed at their measured heights, the rest at an estimate.
    case measured(MeasuredRowHeights)
  }

  struct Section {
    /// The top of the section's header, in the content.
    var top: CGFloat
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    var rowCount: Int
    var rows: RowHeights
    /// Whether the header (footer) is a self-sizing view not measured yet, at its estimate
    /// (TableView+SelfSizingHeaders.swift).
    var pendingHeader = false
    var pendingFooter = false
    /// The rows of a section sized row by row (``RowHeights/each(_:)``) whose delegate
    /// answered `automaticDimension`: they self-size (TableView+SelfSizing.swift); and those
    /// of them measured since the rows were last counted.
    var automaticRows: Set<Int> = []
    var measuredAutomaticRows: Set<Int> = []

    /// The top of the first row.
    var rowsTop: CGFloat { top + headerHeight }

    /// The height of all rows.
    var rowsHeight: CGFloat {
      switch rows {
      case .uniform(let height): CGFloat(rowCount) * height
      case .each(let bottoms): bottoms.last ?? 0
      case .measured(let measured): CGFloat(rowCount) * measured.estimate + measured.totalExcess
      }
    }

    /// The bottom of the footer.
    var bottom: CGFloat { rowsTop + rowsHeight + footerHeight }

    /// Row `row`'s top and height, from the section's first row.
    func row(_ row: Int) -> (top: CGFloat, height: CGFloat) {
      switch rows {
      case .uniform(let height):
        return (CGFloat(row) * height, height)
      case .each(let bottoms):
        let top = row == 0 ? 0 : bottoms[row - 1]
        return (top, bottoms[row] - top)
      case .measured(let measured):
        return measured.span(of: row)
      }
    }

    /// The row whose span holds `y` (from the first row's top), clamped to the rows.
    func row(atOffset y: CGFloat) -> Int {
      switch rows {
      case .uniform(let height):
        guard height > 0 else { return 0 }
        return min(max(0, Int((y / height).rounded(.down))), rowCount - 1)
      case .each(let bottoms):
        // The first row whose bottom is below y.
        var low = 0
        var high = bottoms.count - 1
        while low < high {
          let middle = (low + high) / 2
          if bottoms[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return low
      case .measured(let measured):
        return min(max(0, measured.row(atOffset: y)), rowCount - 1)
      }
    }
  }

  var sections: [Section] = []
  /// The heights of the table's header view, above the first section, and footer view, below
  /// the last (TableView+TableHeaderView.swift).
  var headerViewHeight: CGFloat = 0
  var footerViewHeight: CGFloat = 0

  /// Sets the header view's height, moving the sections by the difference.
  mutating func setHeaderViewHeight(_ height: CGFloat) {
    let moved = height - headerViewHeight
    headerViewHeight = height
    for index in sections.indices { sections[index].top += moved }
  }

  /// Whether a self-sizing row has been measured since the rows were last counted.
  func isMeasured(_ indexPath: IndexPath) -> Bool {
    guard contains(indexPath) else { return false }
    let section = sections[indexPath.section]
    if section.automaticRows.contains(indexPath.row) {
      return section.measuredAutomaticRows.contains(indexPath.row)
    }
    guard case .measured(let measured) = section.rows else { return false }
    return measured.isMeasured(indexPath.row)
  }

  /// Whether row `indexPath` is sized row by row and answered `automaticDimension`.
  func isAutomatic(_ indexPath: IndexPath) -> Bool {
    contains(indexPath) && sections[indexPath.section].automaticRows.contains(indexPath.row)
  }

  /// Records a self-sizing row's measured height (MeasuredRowHeights.swift) and moves the
  /// sections below by what the section's height changed; whether anything moved.
  mutating func setMeasuredHeight(_ height: CGFloat, of indexPath: IndexPath, estimate: CGFloat) -> Bool {
    guard contains(indexPath), estimate > 0, height.isFinite, height >= 0 else { return false }
    var section = sections[indexPath.section]
    let before = section.rowsHeight
    switch section.rows {
    case .each(var bottoms) where section.automaticRows.contains(indexPath.row):
      // A row of a delegate-sized section: the rows after it move by what it changed.
      section.measuredAutomaticRows.insert(indexPath.row)
      let grown = height - section.row(indexPath.row).height
      if grown != 0 {
        for row in indexPath.row..<bottoms.count { bottoms[row] += grown }
        section.rows = .each(bottoms)
      }
    case .measured(var measured):
      guard measured.set(height, for: indexPath.row) else { return false }
      section.rows = .measured(measured)
    case .uniform(let uniform) where uniform == estimate:
      var measured = MeasuredRowHeights(estimate: estimate)
      _ = measured.set(height, for: indexPath.row)
      section.rows = .measured(measured)
    default: return false
    }
    sections[indexPath.section] = section
    let moved = section.rowsHeight - before
    for index in sections.indices where index > indexPath.section { sections[index].top += moved }
    return true
  }

  /// Sets section `index`'s header (footer) height, measured, and moves the sections below by
  /// what it changed; whether anything moved.
  mutating func setHeaderFooterHeight(_ height: CGFloat, section index: Int, isFooter: Bool) -> Bool {
    guard sections.indices.contains(index), height.isFinite, height >= 0 else { return false }
    let before = isFooter ? sections[index].footerHeight : sections[index].headerHeight
    if isFooter {
      sections[index].footerHeight = height
      sections[index].pendingFooter = false
    } else {
      sections[index].headerHeight = height
      sections[index].pendingHeader = false
    }
    let moved = height - before
    guard moved != 0 else { return false }
    for later in sections.indices where later > index { sections[later].top += moved }
    return true
  }

  /// The content's height: the last section's bottom (the header view's without sections),
  /// and the footer view.
  var height: CGFloat { (sections.last?.bottom ?? headerViewHeight) + footerViewHeight }

  /// How many rows in all.
  var rowCount: Int { sections.reduce(0) { $0.addingReportingOverflow($1.rowCount).partialValue } }

  /// Whether `indexPath` names a row.
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
  }

  /// The rectangle's vertical span of row `indexPath`, in the content.
  func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
    let section = sections[indexPath.section]
    let row = section.row(indexPath.row)
    return (section.rowsTop + row.top, row.height)
  }

  /// The index of the section whose span holds `y` (the last whose top is at or above it).
  func section(at y: CGFloat) -> Int? {
    guard !sections.isEmpty else { return nil }
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sections[middle].top <= y { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The row at `y` in the content, if a row is there (not a header, a footer or nothing).
  func indexPath(at y: CGFloat) -> IndexPath? {
    guard let index = section(at: y) else { return nil }
    let section = sections[index]
    let offset = y - section.rowsTop
    guard section.rowCount > 0, offset >= 0, offset < section.rowsHeight else { return nil }
    return IndexPath(row: section.row(atOffset: offset), section: index)
  }

  /// The rows whose spans meet `minY..<maxY`, in order, at most `limit`. Sections are found by halving, rows
  /// by their heights, so the cost is the rows returned, not the table's.
  func indexPaths(from minY: CGFloat, to maxY: CGFloat, limit: Int) -> [IndexPath] {
    guard maxY > minY, var index = section(at: max(0, minY)) else { return [] }
    var result: [IndexPath] = []
    while index < sections.count, sections[index].top < maxY {
      let section = sections[index]
      if section.rowCount > 0, section.rowsHeight > 0, section.rowsTop < maxY,
        section.rowsTop + section.rowsHeight > minY
      {
        var row = section.row(atOffset: max(0, minY - section.rowsTop))
        while row < section.rowCount, result.count < limit {
          let span = section.row(row)
          let top = section.rowsTop + span.top
          if top >= maxY { break }
          if top + span.height > minY { result.append(IndexPath(row: row, section: index)) }
          row += 1
        }
      }
      index += 1
    }
    return result
  }
}
