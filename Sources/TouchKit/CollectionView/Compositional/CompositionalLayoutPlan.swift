import Foundation

/// Where a compositional layout puts its sections' headers, items and footers: built once per
/// `prepare()`, read by the layout's questions. A section keeps one group's item frames and
/// where its groups start, so an item's frame is arithmetic and a million items cost no more
/// memory than ten.
///
/// The rules (written for vertical scrolling; horizontal swaps the stacking axis):
/// - Sections follow one another, `interSectionSpacing` apart (Apple's configuration).
/// - A section is its headers, its top inset, its groups, its bottom inset, its footers; the
///   groups fill its width less the leading and trailing insets (Apple's `contentInsets`).
/// - A group's size is resolved in that space; groups are stacked `interGroupSpacing` apart
///   until the section's items are used, the last one holding what remains (Apple's
///   `NSCollectionLayoutSection`: a section repeats its group).
/// - An orthogonally scrolling section places its groups side by side across the scroll
///   axis, in a row as tall as its group, which scrolls on its own (Apple's
///   `orthogonalScrollingBehavior`: the section scrolls across the main layout axis).
struct CompositionalLayoutPlan {
  /// A header or footer: its kind, its index among the section's of that kind, its frame
  /// where the section puts it, its z index, and the edge of the visible bounds it is pinned
  /// to (nil: it scrolls with its section).
  struct Supplementary {
    var kind: String
    var index: Int
    var frame: CGRect
    var zIndex = 0
    var pin: PinEdge?
  }

  /// The edge of the visible bounds a pinned header (start) or footer (end) keeps to.
  enum PinEdge {
    case start, end
  }

  /// The row of an orthogonally scrolling section: where it is in the collection and how
  /// long its content is.
  struct Row {
    var frame: CGRect
    var contentSize: CGSize
  }

  struct Section {
    /// The section's span along the stacking axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
    var supplementary: [Supplementary] = []
    /// The section's decoration views (backgrounds), as a supplementary's kind, index, frame.
    var decorations: [Supplementary] = []
    /// The cells of one group, in the group's coordinates.
    var groupItems: [CGRect] = [.zero]
    /// The badges on each of those cells, in the group's coordinates
    /// (CompositionalLayoutPlan+ItemSupplementary.swift).
    var groupBadges: [[Supplementary]] = []
    var groupSize = CGSize.zero
    /// The first group's origin (in the collection, or in the row for an orthogonal section).
    var groupsOrigin = CGPoint.zero
    /// From one group to the next, along the stacking axis (or across it, in a row).
    var groupStride: CGFloat = 0
    var itemCount = 0
    var row: Row?
    /// Which of ``groupItems`` size themselves, by width and by height: their items'
    /// `.estimated` dimensions (none in an orthogonal section, laid out at its estimates).
    var fitting: [(width: Bool, height: Bool)] = []
    /// The groups whose items were measured (CompositionalLayoutPlan+SelfSizing.swift): each
    /// one's length plus the spacing after it, over ``groupStride`` for the others; nil
    /// when none was.
    var measured: MeasuredRowHeights?
    /// The item frames of the measured groups whose items moved or changed size, by group.
    var measuredItems: [Int: [CGRect]] = [:]

    var groupCount: Int { (itemCount + groupItems.count - 1) / groupItems.count }

    /// Group `group`'s offset from the first group's along the groups' axis.
    func groupOffset(_ group: Int) -> CGFloat {
      measured.map { $0.span(of: group).top } ?? groupStride * CGFloat(group)
    }
  }

  var vertical = true
  var sections: [Section] = []
  /// The kinds of the items' supplementary views (badges), which a trace names by item.
  var itemKinds: Set<String> = []
  /// The whole layout's headers and footers (CompositionalLayoutPlan+LayoutBoundary.swift),
  /// and their kinds.
  var layoutSupplementary: [Supplementary] = []
  var layoutKinds: Set<String> = []
  var contentSize = CGSize.zero

  /// The frame of `item` of `section`, in the section's coordinates (the collection's, or
  /// its row's for an orthogonal section).
  func frame(of item: Int, in section: Section) -> CGRect {
    let group = item / section.groupItems.count
    let shift = section.groupOffset(group)
    let alongX = vertical == (section.row != nil)
    let frames = section.measuredItems[group] ?? section.groupItems
    return frames[item % section.groupItems.count].offsetBy(
      dx: section.groupsOrigin.x + (alongX ? shift : 0), dy: section.groupsOrigin.y + (alongX ? 0 : shift))
  }

  /// The frame of an item in the collection's coordinates (a row's unscrolled).
  func collectionFrame(of item: Int, in section: Section) -> CGRect {
    let frame = frame(of: item, in: section)
    guard let row = section.row else { return frame }
    return frame.offsetBy(dx: row.frame.minX, dy: row.frame.minY)
  }

  /// The items of `section` whose frames (in the section's coordinates) meet the span
  /// `low..<high` along the groups' axis, at most `limit` of them.
  func items(of section: Section, from low: CGFloat, to high: CGFloat, limit: Int) -> Range<Int> {
    let alongX = vertical == (section.row != nil)
    let origin = alongX ? section.groupsOrigin.x : section.groupsOrigin.y
    let thickness = alongX ? section.groupSize.width : section.groupSize.height
    let groups = section.groupCount
    guard groups > 0 else { return 0..<0 }
    var first = 0
    var last = groups - 1
    if let measured = section.measured {
      first = min(groups - 1, measured.row(atOffset: low - origin))
      last = min(groups - 1, measured.row(atOffset: high - origin))
    } else if section.groupStride > 0 {
      first = max(0, Int(((low - origin - thickness) / section.groupStride).rounded(.down)))
      last = min(groups - 1, Int(((high - origin) / section.groupStride).rounded(.up)))
    }
    guard first <= last else { return 0..<0 }
    let perGroup = section.groupItems.count
    let lower = min(section.itemCount, first * perGroup)
    let upper = min(section.itemCount, (last + 1) * perGroup, lower + limit)
    return lower..<upper
  }

  /// The elements whose frames meet `rect`, orthogonal sections' items at their unscrolled
  /// places, pinned headers and footers where `visible` (the collection's bounds) keeps them;
  /// the sections are found by halving, so the cost is the elements returned.
  func elements(in rect: CGRect, visible: CGRect, limit: Int) -> [CollectionViewLayoutAttributes] {
    let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    var result: [CollectionViewLayoutAttributes] = []
    for element in layoutSupplementary {
      let shown = layoutAttributes(element, visible: visible)
      if shown.frame.intersects(rect) { result.append(shown) }
    }
    var index = firstSection(endingAfter: low)
    while index < sections.count, sections[index].start < high, result.count < limit {
      let section = sections[index]
      for element in section.supplementary {
        let shown = attributes(element, section: index, visible: visible)
        if shown.frame.intersects(rect) { result.append(shown) }
      }
      for element in section.decorations where element.frame.intersects(rect) {
        let attributes = CollectionViewLayoutAttributes(
          forDecorationViewOfKind: element.kind, with: IndexPath(item: element.index, section: index))
        attributes.frame = element.frame
        attributes.zIndex = element.zIndex
        result.append(attributes)
      }
      if let row = section.row {
        // The row's content unscrolled, as UIKit's layout reports it.
        let content = CGRect(origin: row.frame.origin, size: row.contentSize)
        if content.intersects(rect) {
          let (low, high) =
            vertical
            ? (rect.minX - content.minX, rect.maxX - content.minX)
            : (rect.minY - content.minY, rect.maxY - content.minY)
          for item in items(of: section, from: low, to: high, limit: limit - result.count) {
            let frame = collectionFrame(of: item, in: section)
            if frame.intersects(rect) { result.append(cell(item, index, frame)) }
          }
        }
      } else {
        for item in items(of: section, from: low, to: high, limit: limit - result.count) {
          let frame = frame(of: item, in: section)
          if frame.intersects(rect) { result.append(cell(item, index, frame)) }
          for badge in badges(of: item, in: section) where badge.frame.intersects(rect) {
            result.append(badgeAttributes(badge, section: index))
          }
        }
      }
      index += 1
    }
    return result
  }

  func item(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
    else { return nil }
    let section = sections[indexPath.section]
    return cell(indexPath.item, indexPath.section, collectionFrame(of: indexPath.item, in: section))
  }

  func supplementary(ofKind kind: String, at indexPath: IndexPath, visible: CGRect)
    -> CollectionViewLayoutAttributes?
  {
    if layoutKinds.contains(kind) {
      return layoutSupplementary(ofKind: kind, at: indexPath, visible: visible)
    }
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    if itemKinds.contains(kind) { return badge(ofKind: kind, at: indexPath) }
    return sections[indexPath.section].supplementary.first { $0.kind == kind && $0.index == indexPath.item }
      .map { attributes($0, section: indexPath.section, visible: visible) }
  }

  func cell(_ item: Int, _ section: Int, _ frame: CGRect) -> CollectionViewLayoutAttributes {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
    attributes.frame = frame
    let fitting = sections[section].fitting
    let fits = fitting.isEmpty ? (width: false, height: false) : fitting[item % fitting.count]
    attributes.fitsWidth = fits.width
    attributes.fitsHeight = fits.height
    return attributes
  }

  private func attributes(_ element: Supplementary, section: Int, visible: CGRect)
    -> CollectionViewLayoutAttributes
  {
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: element.kind, with: IndexPath(item: element.index, section: section))
    attributes.frame = pinned(element, in: sections[section], visible: visible)
    attributes.zIndex = element.zIndex
    return attributes
  }

  /// Where a pinned header or footer is shown: at the visible bounds' start (end) edge while
  /// its section spans it, never before its own place, and pushed away by the section's other
  /// end, so it shows while any of its section does (Apple's `pinToVisibleBounds`).
  func pinned(_ element: Supplementary, in section: Section, visible: CGRect) -> CGRect {
    guard let pin = element.pin else { return element.frame }
    let frame = element.frame
    let (place, length) = vertical ? (frame.minY, frame.height) : (frame.minX, frame.width)
    let (edgeStart, edgeEnd) = vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
    let shown: CGFloat
    switch pin {
    case .start: shown = max(place, min(edgeStart, section.end - length))
    case .end: shown = min(place, max(edgeEnd - length, section.start))
    }
    return vertical
      ? CGRect(x: frame.minX, y: shown, width: frame.width, height: frame.height)
      : CGRect(x: shown, y: frame.minY, width: frame.width, height: frame.height)
  }

  func firstSection(endingAfter low: CGFloat) -> Int {
    var lower = 0
    var upper = sections.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if sections[middle].end > low { upper = middle } else { lower = middle + 1 }
    }
    return lower
  }
}

extension CompositionalLayoutPlan {
  /// The orthogonal sections whose rows meet `rect`, by section.
  func rows(in rect: CGRect) -> [(Int, Row)] {
    let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    var result: [(Int, Row)] = []
    var index = firstSection(endingAfter: low)
    while index < sections.count, sections[index].start < high {
      if let row = sections[index].row, row.frame.intersects(rect) { result.append((index, row)) }
      index += 1
    }
    return result
  }
}
