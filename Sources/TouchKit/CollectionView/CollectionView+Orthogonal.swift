import Foundation

/// Orthogonally scrolling sections (`orthogonalScrollingBehavior`): each visible one has a
/// scroll view of its own (``CollectionOrthogonalScrollView``) across its row, whose bounds say
/// which of its cells are shown; the cells are its subviews, placed in its coordinates.
extension CollectionView {
  /// The scroll views of the orthogonal sections now shown, by section.
  var orthogonalScrollViews: [Int: CollectionOrthogonalScrollView] {
    var found: [Int: CollectionOrthogonalScrollView] = [:]
    for case let scroller as CollectionOrthogonalScrollView in subviews { found[scroller.section] = scroller }
    return found
  }

  /// The rows of orthogonal sections that meet the bounds, each with its scroll view (made or
  /// moved to the row); rows gone from view lose theirs.
  func tileOrthogonalRows() -> [Int: CollectionOrthogonalScrollView] {
    guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout else {
      for scroller in orthogonalScrollViews.values { scroller.removeFromSuperview() }
      return [:]
    }
    let rows = layout.plan.rows(in: bounds)
    var shown: [Int: CollectionOrthogonalScrollView] = [:]
    let existing = orthogonalScrollViews
    for (section, row) in rows {
      let scroller =
        existing[section]
        ?? CollectionOrthogonalScrollView(section: section, horizontal: layout.plan.vertical)
      if scroller.superview !== self {
        insertSubview(scroller, at: 0)
      }
      let name = traceID + ".section[\(section)]"
      if scroller.id != name { scroller.id = name }
      if scroller.frame != row.frame { scroller.frame = row.frame }
      scroller.contentSize = row.contentSize
      let clamped = scroller.clampedContentOffset(scroller.contentOffset)
      if clamped != scroller.contentOffset { scroller.bounds.origin = clamped }
      shown[section] = scroller
    }
    for (section, scroller) in existing where shown[section] == nil { scroller.removeFromSuperview() }
    return shown
  }

  /// The cells of the orthogonal rows shown, in their scroll views' coordinates.
  func orthogonalCells(_ rows: [Int: CollectionOrthogonalScrollView])
    -> [IndexPath: (CollectionViewLayoutAttributes, View)]
  {
    guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout else { return [:] }
    let plan = layout.plan
    var cells: [IndexPath: (CollectionViewLayoutAttributes, View)] = [:]
    for section in rows.keys.sorted() {
      guard let scroller = rows[section], plan.sections.indices.contains(section) else { continue }
      let layoutSection = plan.sections[section]
      let seen = scroller.bounds
      let (low, high) = plan.vertical ? (seen.minX, seen.maxX) : (seen.minY, seen.maxY)
      for item in plan.items(of: layoutSection, from: low, to: high, limit: Self.maximumVisibleElements) {
        let frame = plan.frame(of: item, in: layoutSection)
        let indexPath = IndexPath(item: item, section: section)
        guard frame.intersects(seen), contains(indexPath) else { continue }
        cells[indexPath] = (plan.cell(item, section, frame), scroller)
      }
    }
    return cells
  }

  /// The point in the content of the orthogonal row it is in, as the layout's unscrolled
  /// frames place the row's items; other points are themselves.
  func unscrolled(_ point: CGPoint) -> CGPoint {
    for scroller in orthogonalScrollViews.values where scroller.frame.contains(point) {
      return CGPoint(x: point.x + scroller.contentOffset.x, y: point.y + scroller.contentOffset.y)
    }
    return point
  }
}
