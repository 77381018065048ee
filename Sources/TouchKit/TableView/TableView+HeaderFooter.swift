import Foundation

/// Section headers and footers as views: the delegate's (`viewForHeaderInSection`,
/// `viewForFooterInSection`), or for a titled section one the table makes
/// (``TableViewHeaderFooterView`` with the title in its `textLabel`), shown while their place is
/// in the bounds and queued for reuse as cells are, in front of the cells.
///
/// **A plain table's headers float** (Apple's `UITableView.Style.plain`: "Any section headers
/// or footers are displayed as inline separators and float when the table view is scrolled"):
/// a header stays at the top of the bounds while its section is in view, and is pushed up by
/// the end of its section's rows; a footer likewise stays at the bottom. Grouped and inset
/// grouped headers scroll with their sections. A tap on a floating header hits the header, which
/// is in front, not the row under it. Where exactly a header stops (the section's last row,
/// above its footer) is UNSOURCED.
extension TableView {
  /// A shown header's or footer's place: its section, and which it is.
  struct HeaderFooterKey: Hashable, Comparable {
    var section: Int
    var isFooter: Bool
    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.section, lhs.isFooter ? 1 : 0) < (rhs.section, rhs.isFooter ? 1 : 0)
    }
  }

  /// The identifier the table's own title headers are queued under.
  static let titleHeaderFooterIdentifier = "_UITableViewTitleHeaderFooter"

  /// Registers `viewClass` (a `UITableViewHeaderFooterView` subclass) for `identifier`; nil
  /// unregisters. A dequeue with no queued view makes one with `init(reuseIdentifier:)`.
  public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let viewType = viewClass as? TableViewHeaderFooterView.Type else {
      headerFooterQueue.register(nil, for: identifier)
      return
    }
    headerFooterQueue.register({ viewType.init(reuseIdentifier: $0) }, for: identifier)
  }

  /// A queued header or footer of `identifier`, after its `prepareForReuse()`, or a new one of
  /// its registered class, or nil when none is registered (as UIKit's).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView?
  {
    if let view = headerFooterQueue.dequeueQueued(identifier) {
      UserCode.run(.prepareForReuse, of: view) { view.prepareForReuse() }
      return view
    }
    return headerFooterQueue.make(identifier)
  }

  /// The shown header view of `section`, if it is in view.
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    visibleHeaderFooters[HeaderFooterKey(section: section, isFooter: false)] as? TableViewHeaderFooterView
  }

  /// The shown footer view of `section`, if it is in view.
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    visibleHeaderFooters[HeaderFooterKey(section: section, isFooter: true)] as? TableViewHeaderFooterView
  }

  /// Header `section`'s rectangle as shown now: floating in a plain table.
  public func rectForHeader(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    return headerFooterFrame(HeaderFooterKey(section: section, isFooter: false))
  }

  /// Shows the headers and footers whose places meet the bounds and only those, in front of
  /// the cells (called after the cells are tiled).
  func tileHeaderFooters() {
    var wanted: [HeaderFooterKey: CGRect] = [:]
    if var index = geometry.section(at: max(0, bounds.minY)) {
      while index < geometry.sections.count, geometry.sections[index].top < bounds.maxY {
        let section = geometry.sections[index]
        for (key, height) in [
          (HeaderFooterKey(section: index, isFooter: false), section.headerHeight),
          (HeaderFooterKey(section: index, isFooter: true), section.footerHeight),
        ] where height > 0 {
          let frame = headerFooterFrame(key)
          if frame.intersects(bounds) { wanted[key] = frame }
        }
        index += 1
      }
    }
    for key in visibleHeaderFooters.keys.sorted() where wanted[key] == nil { retireHeaderFooter(key) }
    var shown: [View] = []
    for key in wanted.keys.sorted() {
      guard let frame = wanted[key], let view = visibleHeaderFooters[key] ?? showHeaderFooter(key) else {
        continue
      }
      if view.frame != frame { view.frame = frame }
      shown.append(view)
    }
    // In front of the cells, as UIKit keeps its section headers, so a floating header takes
    // the touches over the row under it.
    if !subviews.suffix(shown.count).elementsEqual(shown, by: ===) {
      for view in shown { bringSubviewToFront(view) }
    }
  }

  /// Where header or footer `key` is: its place in the content, floating in a plain table
  /// at the edge of the part its adjusted insets leave uncovered, so a header sticks below a
  /// navigation bar the table runs under, as on iOS.
  private func headerFooterFrame(_ key: HeaderFooterKey) -> CGRect {
    let section = geometry.sections[key.section]
    let seen = style == .plain ? unobscuredBounds : bounds
    let rowsBottom = section.rowsTop + section.rowsHeight
    var y: CGFloat
    let height: CGFloat
    if key.isFooter {
      height = section.footerHeight
      y = rowsBottom
      if style == .plain { y = max(min(y, seen.maxY - height), section.rowsTop) }
    } else {
      height = section.headerHeight
      y = section.top
      if style == .plain { y = min(max(y, seen.minY), rowsBottom - height) }
    }
    return CGRect(x: rowInset, y: y, width: max(0, bounds.width - 2 * rowInset), height: height)
  }

  /// Asks the delegate for `key`'s view, or makes a title header, and shows it; nil when the
  /// section has neither (its space is the table's).
  func showHeaderFooter(_ key: HeaderFooterKey) -> View? {
    let view = delegateHeaderFooter(key) ?? titleHeaderFooter(key)
    guard let view else { return nil }
    visibleHeaderFooters[key] = view
    if view.superview !== self { addSubview(view) }
    let name = traceID + (key.isFooter ? ".footer" : ".header") + "[\(key.section)]"
    if let view = view as? TableViewHeaderFooterView { view.name(name) } else { view.renameSubtree(to: name) }
    return view
  }

  func delegateHeaderFooter(_ key: HeaderFooterKey) -> View? {
    guard let delegate else { return nil }
    if key.isFooter {
      return UserCode.run(.viewForFooterInSection, of: delegate) {
        delegate.tableView(self, viewForFooterInSection: key.section)
      }
    }
    return UserCode.run(.viewForHeaderInSection, of: delegate) {
      delegate.tableView(self, viewForHeaderInSection: key.section)
    }
  }

  /// A header or footer the table makes for a section's title, as UIKit does.
  private func titleHeaderFooter(_ key: HeaderFooterKey) -> View? {
    guard let dataSource, let title = title(of: key, dataSource) else { return nil }
    let identifier = Self.titleHeaderFooterIdentifier
    if !headerFooterQueue.isRegistered(identifier) {
      register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
    }
    let view = dequeueReusableHeaderFooterView(withIdentifier: identifier)
    view?.textLabel?.text = title
    return view
  }

  /// Takes header or footer `key` off the screen, into its identifier's queue if it has one.
  func retireHeaderFooter(_ key: HeaderFooterKey) {
    guard let view = visibleHeaderFooters.removeValue(forKey: key) else { return }
    view.removeFromSuperview()
    if let view = view as? TableViewHeaderFooterView, let identifier = view.reuseIdentifier {
      headerFooterQueue.enqueue(view, for: identifier)
    }
  }

  /// Takes every header and footer off the screen: they are asked for again (a reload or an
  /// update may have changed them).
  func retireHeaderFooters() {
    for key in visibleHeaderFooters.keys.sorted() { retireHeaderFooter(key) }
  }
}
