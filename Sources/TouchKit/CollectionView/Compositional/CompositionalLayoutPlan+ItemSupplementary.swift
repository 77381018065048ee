import Foundation

/// Items' supplementary views (badges, ``CollectionLayoutSupplementaryItem``) in a plan: a
/// section keeps, for each cell of one group, the badges on it in the group's coordinates, and
/// an item's badges are those moved as its cell is, so a million badged items cost no more
/// memory than ten. A badge has its item's index path (Apple: "A supplementary item follows the
/// index path of the item it's attached to").
///
/// An orthogonally scrolling section's cells are in a scroll view of their own
/// (CollectionView+Orthogonal.swift): their badges are not laid out (docs/collection-view.md).
extension CompositionalLayoutPlan {
  /// The badges of `item` of `section`, in the section's coordinates.
  func badges(of item: Int, in section: Section) -> [Supplementary] {
    let slot = item % section.groupItems.count
    guard section.row == nil, section.groupBadges.indices.contains(slot) else { return [] }
    let placed = section.groupBadges[slot]
    guard !placed.isEmpty else { return [] }
    let cell = frame(of: item, in: section)
    let home = section.groupItems[slot]
    return placed.map { badge in
      var badge = badge
      badge.index = item
      badge.frame = badge.frame.offsetBy(dx: cell.minX - home.minX, dy: cell.minY - home.minY)
      return badge
    }
  }

  /// The attributes of a badge of `section` (its index is its item's).
  func badgeAttributes(_ badge: Supplementary, section: Int) -> CollectionViewLayoutAttributes {
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: badge.kind, with: IndexPath(item: badge.index, section: section))
    attributes.frame = badge.frame
    attributes.zIndex = badge.zIndex
    return attributes
  }

  /// The badge of `kind` on the item at `indexPath`, if the layout puts one there.
  func badge(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
    return badges(of: indexPath.item, in: section).first { $0.kind == kind }
      .map { badgeAttributes($0, section: indexPath.section) }
  }

  /// The badges on each cell of `cells` (one group's), in the group's coordinates.
  static func groupBadges(_ cells: [(item: CollectionLayoutItem, frame: CGRect)]) -> [[Supplementary]] {
    cells.map { cell in
      cell.item.supplementaryItems.map {
        Supplementary(kind: $0.elementKind, index: 0, frame: $0.frame(on: cell.frame), zIndex: $0.zIndex)
      }
    }
  }
}
