import Foundation

/// Self-sizing section headers and footers: a section whose header height is
/// `automaticDimension` (`sectionHeaderHeight`'s default, or `heightForHeaderInSection`'s
/// answer) and whose header is a view of the delegate's (`viewForHeaderInSection`) gets the
/// view's fitted height, as a self-sizing row gets its cell's (TableView+SelfSizing.swift): the
/// view's `systemLayoutSizeFitting` at the table's width, `.required` horizontally and
/// `.fittingSizeLevel` vertically (a ``TableViewHeaderFooterView`` answers through its
/// `contentView`). Apple's `sectionHeaderHeight`: "If the delegate doesn't implement
/// tableView(_:heightForHeaderInSection:), the table view calculates the height automatically";
/// `estimatedSectionHeaderHeight`: "If your table uses self-sizing headers, the value of this
/// property must not be 0." Footers are the same with their own properties.
///
/// - A titled section's header is the title's (``Metrics/titledHeaderHeight``; Apple's
///   `automaticDimension`: "a height that fits the value returned from
///   tableView(_:titleForHeaderInSection:)").
/// - A section with neither title nor view has none in a plain table and the grouped gap in a
///   grouped one (``Metrics/groupedUntitledHeaderHeight``, community-observed).
/// - When to measure follows the estimate: `estimatedSectionHeaderHeight` 0 ("disables
///   estimated heights, which causes the table view to request the actual height for each
///   header") measures every header view at the reload; otherwise the first is measured at
///   the reload (which also tells whether the delegate has header views at all: its default
///   says so, as `heightForRowAt`'s does) and the others wait at the estimate until they come
///   into view, when they are measured and the sections below move. The estimate the table
///   chooses for `automaticDimension` is undocumented: TouchLab takes a titled header's.
/// - A header view whose constraints give it no height keeps its frame's height, if it has
///   one (UNSOURCED: a view sized by its frame), else it is as a section with no header.
extension TableView {
  /// One reload's questions about headers and footers, section by section.
  struct HeaderFooterHeights {
    let table: TableView
    /// Whether a header (footer) view has been measured at this reload.
    private var measuredOne = (header: false, footer: false)

    init(table: TableView) {
      self.table = table
      table.delegateHasHeaderViews = table.delegate != nil
      table.delegateHasFooterViews = table.delegate != nil
    }

    /// `key`'s height, and whether it is an estimate waiting for the view to be displayed.
    mutating func height(of key: HeaderFooterKey, _ dataSource: any TableViewDataSource)
      -> (height: CGFloat, pending: Bool)
    {
      let table = self.table
      let asked = table.askedHeight(of: key)
      guard asked == automaticDimension else { return (table.usable(asked, else: 0), false) }
      if table.title(of: key, dataSource) != nil { return (Metrics.titledHeaderHeight, false) }
      let hasViews = key.isFooter ? table.delegateHasFooterViews : table.delegateHasHeaderViews
      guard hasViews else { return (table.untitledHeaderFooterHeight, false) }
      let estimate = key.isFooter ? table.estimatedSectionFooterHeight : table.estimatedSectionHeaderHeight
      let measured = key.isFooter ? measuredOne.footer : measuredOne.header
      if measured, estimate != 0 {
        return (estimate > 0 && estimate.isFinite ? estimate : Metrics.titledHeaderHeight, true)
      }
      if key.isFooter { measuredOne.footer = true } else { measuredOne.header = true }
      return (
        table.delegateHeaderFooter(key).map(table.fittedHeight) ?? table.untitledHeaderFooterHeight, false
      )
    }
  }

  /// The delegate's height for `key`, or the table's property without a delegate.
  private func askedHeight(of key: HeaderFooterKey) -> CGFloat {
    guard let delegate else { return key.isFooter ? sectionFooterHeight : sectionHeaderHeight }
    if key.isFooter {
      return UserCode.run(.heightForFooterInSection, of: delegate) {
        delegate.tableView(self, heightForFooterInSection: key.section)
      }
    }
    return UserCode.run(.heightForHeaderInSection, of: delegate) {
      delegate.tableView(self, heightForHeaderInSection: key.section)
    }
  }

  /// The data source's title for `key`.
  func title(of key: HeaderFooterKey, _ dataSource: any TableViewDataSource) -> String? {
    if key.isFooter {
      return UserCode.run(.titleForFooterInSection, of: dataSource) {
        dataSource.tableView(self, titleForFooterInSection: key.section)
      }
    }
    return UserCode.run(.titleForHeaderInSection, of: dataSource) {
      dataSource.tableView(self, titleForHeaderInSection: key.section)
    }
  }

  /// An automatic header's or footer's height with neither title nor view: none in a plain
  /// table; a grouped or inset grouped table keeps a gap between its sections
  /// (community-observed: iOS developers remove it by returning a tiny non-zero height, e.g.
  /// `CGFloat.leastNormalMagnitude`, since 0 is not honoured; its size is UNSOURCED,
  /// ``Metrics/groupedUntitledHeaderHeight``).
  var untitledHeaderFooterHeight: CGFloat {
    style == .plain ? 0 : Metrics.groupedUntitledHeaderHeight
  }

  /// A header or footer view's height at the table's width (the rules above).
  func fittedHeight(of view: View) -> CGFloat {
    let width = max(0, bounds.width - 2 * rowInset)
    let size = UserCode.run(.systemLayoutSizeFitting, of: view) {
      view.systemLayoutSizeFitting(
        CGSize(width: width, height: View.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
    if size.height > 0, size.height.isFinite { return size.height }
    return view.frame.height > 0 ? view.frame.height : untitledHeaderFooterHeight
  }

  /// Measures the headers and footers waiting at their estimates whose places meet the
  /// bounds, showing their views; whether any height changed.
  func sizeDisplayedHeaderFooters() -> Bool {
    guard var index = geometry.section(at: max(0, bounds.minY)) else { return false }
    var changed = false
    while index < geometry.sections.count, geometry.sections[index].top < bounds.maxY {
      let section = geometry.sections[index]
      let footerTop = section.rowsTop + section.rowsHeight
      for key in [
        HeaderFooterKey(section: index, isFooter: false), HeaderFooterKey(section: index, isFooter: true),
      ]
      where key.isFooter ? section.pendingFooter && footerTop < bounds.maxY : section.pendingHeader {
        let height = showHeaderFooter(key).map(fittedHeight) ?? untitledHeaderFooterHeight
        if geometry.setHeaderFooterHeight(height, section: index, isFooter: key.isFooter) { changed = true }
      }
      index += 1
    }
    return changed
  }
}
