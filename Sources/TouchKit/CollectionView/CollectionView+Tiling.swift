import Foundation

/// Tiling: the elements the layout places in the bounds, asked for as they come into view and
/// queued for reuse as they leave it, in the layout pass (as the table's, TableView+Tiling.swift).
extension CollectionView {
  /// Shows the elements in the bounds and only those; self-sizing items displayed for the
  /// first time are measured, and the elements tiled again for the sizes they prefer
  /// (CollectionView+SelfSizing.swift), a bounded number of rounds.
  func tileElements() {
    guard dataSource != nil else { return }
    tileVisibleElements()
    var rounds = 1
    while rounds < Self.maximumSizingRounds, sizeDisplayedItems() {
      tileVisibleElements()
      rounds += 1
    }
  }

  /// One round of ``tileElements()``.
  private func tileVisibleElements() {
    preparedLayout()
    contentSize = collectionViewLayout.collectionViewContentSize
    let all = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
    let placed = all.prefix(Self.maximumVisibleElements)
    let rows = tileOrthogonalRows()
    var cells = orthogonalCells(rows)
    var supplementary: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
    var decorations: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
    for attributes in placed
    where !attributes.isHidden && (contains(attributes.indexPath) || isLayoutWide(attributes)) {
      switch (attributes.representedElementCategory, attributes.representedElementKind) {
      case (.cell, _) where rows[attributes.indexPath.section] == nil:
        cells[attributes.indexPath] = (attributes, self)
      case (.cell, _): break
      case (.supplementaryView, .some(let kind)):
        supplementary[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
      case (.decorationView, .some(let kind)):
        decorations[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
      default: break
      }
    }
    for indexPath in visible.keys.sorted() where cells[indexPath] == nil {
      if let cell = visible[indexPath] { retire(cell, from: indexPath) }
    }
    for key in visibleSupplementary.keys.sorted() where supplementary[key] == nil {
      if let view = visibleSupplementary[key] { retire(view, key) }
    }
    tileDecorations(decorations)
    for key in supplementary.keys.sorted() {
      guard let attributes = supplementary[key] else { continue }
      let view = visibleSupplementary[key] ?? showSupplementary(key)
      place(view, attributes, name: supplementaryName(key))
    }
    for indexPath in cells.keys.sorted() {
      guard let (attributes, container) = cells[indexPath] else { continue }
      if let cell = visible[indexPath], cell.superview !== container { container.addSubview(cell) }
      let cell = visible[indexPath] ?? show(indexPath, in: container)
      place(cell, attributes, name: traceID + indexPath.tableDescription)
    }
    stackByZIndex()
  }

  /// Asks the data source for `indexPath`'s cell and shows it in `container`: the collection,
  /// or an orthogonal section's scroll view (CollectionView+Orthogonal.swift).
  private func show(_ indexPath: IndexPath, in container: View) -> CollectionViewCell {
    display(askCell(for: indexPath), at: indexPath, in: container)
  }

  /// The data source's cell for `indexPath`.
  func askCell(for indexPath: IndexPath) -> CollectionViewCell {
    guard let dataSource else { preconditionFailure("tiling runs only with a data source") }
    return UserCode.run(.cellForItemAt, of: dataSource) {
      dataSource.collectionView(self, cellForItemAt: indexPath)
    }
  }

  /// Shows `cell`, which the data source gave, at `indexPath` in `container`: checked to be
  /// this collection's, selected as its item is, and announced (`willDisplay`).
  @discardableResult
  func display(_ cell: CollectionViewCell, at indexPath: IndexPath, in container: View) -> CollectionViewCell
  {
    guard let dataSource else { preconditionFailure("tiling runs only with a data source") }
    if let owner = cell.owningCollection, owner !== self {
      UserCode.run(.cellForItemAt, of: dataSource) {
        CollectionViewFault.cellFromAnotherCollection(indexPath).raise()
      }
    }
    if cell.owningCollection == nil { adopt(cell) }
    if let shown = cell.shownIndexPath, visible[shown] === cell { visible[shown] = nil }
    cell.shownIndexPath = indexPath
    visible[indexPath] = cell
    let selected = selectedItems.contains(indexPath)
    if cell.isSelected != selected {
      UserCode.run(.isSelected, of: cell) { cell.isSelected = selected }
    }
    if cell.superview !== container { container.addSubview(cell) }
    if let delegate {
      UserCode.run(.willDisplayItem, of: delegate) {
        delegate.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      }
    }
    return cell
  }

  /// Asks the data source for a header or footer and shows it.
  private func showSupplementary(_ key: SupplementaryKey) -> CollectionReusableView {
    guard let dataSource else { preconditionFailure("tiling runs only with a data source") }
    let view = UserCode.run(.viewForSupplementaryElementOfKind, of: dataSource) {
      dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
    }
    if view.owningCollection == nil { adopt(view) }
    view.shownIndexPath = key.indexPath
    view.shownElementKind = key.kind
    visibleSupplementary[key] = view
    if view.superview !== self { addSubview(view) }
    return view
  }

  /// Puts `view` where `attributes` say, named for its place.
  func place(
    _ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes, name: String
  ) {
    view.name(name)
    if view.frame != attributes.frame { view.frame = attributes.frame }
    if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
    view.layoutZIndex = attributes.zIndex
  }

  /// Takes `cell` off the screen: out of the hierarchy, and into its identifier's queue.
  func retire(_ cell: CollectionViewCell, from indexPath: IndexPath) {
    visible[indexPath] = nil
    cell.shownIndexPath = nil
    cell.removeFromSuperview()
    if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, for: identifier) }
    if let delegate {
      UserCode.run(.didEndDisplayingItem, of: delegate) {
        delegate.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      }
    }
  }

  /// Takes a header or footer off the screen and queues it.
  func retire(_ view: CollectionReusableView, _ key: SupplementaryKey) {
    visibleSupplementary[key] = nil
    view.shownIndexPath = nil
    view.shownElementKind = nil
    view.removeFromSuperview()
    if let identifier = view.reuseIdentifier {
      supplementaryQueue.enqueue(view, for: Self.supplementaryQueueKey(key.kind, identifier))
    }
  }

  /// The counts asked again if something said they changed, and the layout prepared for them
  /// and for the bounds' size.
  func preparedLayout() {
    reloadIfNeeded()
    if preparedSize != bounds.size {
      preparedSize = bounds.size
      collectionViewLayout.needsPrepare = true
      collectionViewLayout.preferredSizes = [:]
    }
    collectionViewLayout.prepareIfNeeded()
  }

  /// Asks the data source for the counts again, if something said they changed.
  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    collectionViewLayout.needsPrepare = true
    collectionViewLayout.preferredSizes = [:]
    guard let dataSource else {
      itemCounts = []
      return
    }
    let sectionCount = UserCode.run(.numberOfSections, of: dataSource) {
      dataSource.numberOfSections(in: self)
    }
    guard (0...Self.maximumSections).contains(sectionCount) else {
      UserCode.run(.numberOfSections, of: dataSource) {
        CollectionViewFault.sectionCount(sectionCount).raise()
      }
    }
    itemCounts = (0..<sectionCount).map { section in
      let count = UserCode.run(.numberOfItemsInSection, of: dataSource) {
        dataSource.collectionView(self, numberOfItemsInSection: section)
      }
      guard (0...Self.maximumItemsInSection).contains(count) else {
        UserCode.run(.numberOfItemsInSection, of: dataSource) {
          CollectionViewFault.itemCount(count, section: section).raise()
        }
      }
      return count
    }
  }

  /// How a trace names a supplementary view: `grid.header[0]` by its section, `grid.badge[0,3]`
  /// by its item, `grid.banner` for the whole layout's (``SupplementaryScope``).
  func supplementaryName(_ key: SupplementaryKey) -> String {
    let base = traceID + "." + Self.shortName(key.kind)
    switch collectionViewLayout.scope(ofSupplementaryKind: key.kind) {
    case .section: return base + "[\(key.indexPath.section)]"
    case .item: return base + key.indexPath.tableDescription
    case .layout: return base
    }
  }

  /// Whether `attributes` place one of the whole layout's headers or footers, which belong to
  /// no item and are shown even in a collection with no sections.
  private func isLayoutWide(_ attributes: CollectionViewLayoutAttributes) -> Bool {
    guard attributes.representedElementCategory == .supplementaryView,
      let kind = attributes.representedElementKind
    else { return false }
    return collectionViewLayout.scope(ofSupplementaryKind: kind) == .layout
  }

  /// How a trace names a supplementary kind: `header`, `footer`, or the kind itself.
  static func shortName(_ kind: String) -> String {
    switch kind {
    case elementKindSectionHeader: "header"
    case elementKindSectionFooter: "footer"
    default: kind
    }
  }
}
