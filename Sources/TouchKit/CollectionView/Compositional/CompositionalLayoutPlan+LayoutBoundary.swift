import Foundation

/// The whole layout's headers and footers (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems`, "the boundary
/// edges of the entire layout, such as global headers and footers"): a header before the first
/// section, a footer after the last, across the collection's whole width (they have no section
/// whose insets they could follow), not `interSectionSpacing` apart from the sections
/// (UNSOURCED: Apple says the spacing is between sections). A pinned one
/// (`pinToVisibleBounds`) keeps to the visible bounds while any of the layout is in view, as a
/// section's does while its section is. Their index path is item `n` (the n-th of their kind)
/// of section 0 (UNSOURCED), asked even of a collection with no sections; a trace names them
/// by their kind alone (`grid.banner`).
extension CompositionalLayoutPlan {
  /// A layout-wide header's or footer's attributes, pinned where `visible` keeps it.
  func layoutAttributes(_ element: Supplementary, visible: CGRect) -> CollectionViewLayoutAttributes {
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: element.kind, with: IndexPath(item: element.index, section: 0))
    let length = vertical ? contentSize.height : contentSize.width
    attributes.frame = pinned(element, in: Section(start: 0, end: length), visible: visible)
    attributes.zIndex = element.zIndex
    return attributes
  }

  /// The layout-wide element of `kind` at `indexPath`, if there is one.
  func layoutSupplementary(ofKind kind: String, at indexPath: IndexPath, visible: CGRect)
    -> CollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, indexPath.section == 0 else { return nil }
    return layoutSupplementary.first { $0.kind == kind && $0.index == indexPath.item }
      .map { layoutAttributes($0, visible: visible) }
  }
}

extension CompositionalLayoutPlan.Builder {
  /// Places the layout's headers (`before`: ahead of any section) or footers (after the last
  /// section) where the sections stand now.
  mutating func addLayoutBoundary(_ items: [CollectionLayoutBoundarySupplementaryItem], before: Bool) {
    var counts: [String: Int] = [:]
    for item in items
    where before ? item.alignment.isBefore(vertical: vertical) : item.alignment.isAfter(vertical: vertical) {
      let size = item.layoutSize.resolved(in: container)
      let length = vertical ? size.height : size.width
      let trailingAligned = [.topTrailing, .bottomTrailing, .trailing].contains(item.alignment)
      let cross = vertical && trailingAligned ? max(0, container.width - size.width) : 0
      // One that does not extend the boundary lies over the content at the layout's edge.
      let start = position + (item.extendsBoundary || before ? 0 : -length)
      let frame =
        vertical
        ? CGRect(x: cross, y: start, width: size.width, height: size.height)
        : CGRect(x: start, y: cross, width: size.width, height: size.height)
      let index = counts[item.elementKind, default: 0]
      counts[item.elementKind] = index + 1
      plan.layoutSupplementary.append(
        CompositionalLayoutPlan.Supplementary(
          kind: item.elementKind, index: index, frame: frame, zIndex: item.zIndex,
          pin: item.pinToVisibleBounds ? (before ? .start : .end) : nil))
      plan.layoutKinds.insert(item.elementKind)
      if item.extendsBoundary { position += length }
    }
    plan.contentSize =
      vertical
      ? CGSize(width: container.width, height: position) : CGSize(width: position, height: container.height)
  }
}
