import Foundation

/// Where a flow layout puts its sections' headers, items and footers: built once per
/// `prepare()`, read by the layout's questions. Written for the vertical direction (lines are
/// rows, stacked down); a horizontal layout swaps the axes (lines are columns, stacked right).
///
/// The rules:
/// - A section is its header (the reference size's height, across the whole width), its
///   inset's top, its lines, its inset's bottom and its footer, in that order (Apple's
///   "Using a Flow Layout"; the insets of an empty section still count, community-observed).
/// - A line takes items while they fit between the section's left and right insets with the
///   minimum interitem spacing between them; an item wider than that has a line of its own
///   (Apple: "the flow layout object adds items to the current line until there is not enough
///   space left to fit an entire item").
/// - A line is as tall as its tallest item, and its items are centred in it (Apple: "the flow
///   layout object centers items vertically on the same line"). Lines are
///   `minimumLineSpacing` apart.
/// - Across a line: items spread so the first touches the left inset and the last the right
///   one (Apple: "the layout object increases the interitem spacing until the items fit
///   evenly within the line boundaries"); a lone item is centred (community-observed,
///   UNSOURCED); the section's last line is packed to the left with the minimum spacing
///   (community-observed since iOS 6, UNSOURCED: Apple is silent; rdar://20825965).
struct FlowLayoutPlan {
  /// A line of items: its first item, its top along the stacking axis, and its thickness.
  struct Line {
    var firstItem: Int
    var top: CGFloat
    var thickness: CGFloat
  }

  struct Section {
    var header: CGRect?
    var footer: CGRect?
    var items: [CGRect] = []
    var lines: [Line] = []
    /// The section's span along the stacking axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
  }

  /// What a section's delegate (or the layout's properties) said.
  struct SectionMetrics {
    var inset: EdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var header: CGSize
    var footer: CGSize
  }

  var vertical = true
  var sections: [Section] = []
  var contentSize = CGSize.zero

  /// Builds a plan section by section.
  struct Builder {
    let vertical: Bool
    /// The collection's size across the lines: its width when vertical.
    let extent: CGFloat
    var plan = FlowLayoutPlan()
    /// Where the next section starts along the stacking axis.
    var position: CGFloat = 0

    init(vertical: Bool, extent: CGFloat) {
      self.vertical = vertical
      self.extent = max(0, extent)
      plan.vertical = vertical
    }

    /// A rectangle from its place along the stacking axis and along the line.
    func rect(stack: CGFloat, line: CGFloat, thickness: CGFloat, length: CGFloat) -> CGRect {
      vertical
        ? CGRect(x: line, y: stack, width: length, height: thickness)
        : CGRect(x: stack, y: line, width: thickness, height: length)
    }

    mutating func addSection(_ metrics: SectionMetrics, itemCount: Int, size: (Int) -> CGSize) {
      var section = Section(start: position)
      let inset = metrics.inset
      let (leadIn, leadOut) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
      let (lineStart, lineEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
      let headerThickness = Self.usable(vertical ? metrics.header.height : metrics.header.width)
      if headerThickness > 0 {
        section.header = rect(stack: position, line: 0, thickness: headerThickness, length: extent)
        position += headerThickness
      }
      position += Self.usable(leadIn)
      let available = max(0, extent - Self.usable(lineStart) - Self.usable(lineEnd))
      let spacing = Self.usable(metrics.interitemSpacing)
      let lineSpacing = Self.usable(metrics.lineSpacing)
      var sizes: [(length: CGFloat, thickness: CGFloat)] = []
      sizes.reserveCapacity(itemCount)
      for item in 0..<itemCount {
        let itemSize = size(item)
        let (length, thickness) =
          vertical ? (itemSize.width, itemSize.height) : (itemSize.height, itemSize.width)
        sizes.append((Self.usable(length), Self.usable(thickness)))
      }
      section.items.reserveCapacity(itemCount)
      var first = 0
      while first < itemCount {
        // The items that fit on this line.
        var end = first + 1
        var used = sizes[first].length
        while end < itemCount, used + spacing + sizes[end].length <= available + Self.tolerance {
          used += spacing + sizes[end].length
          end += 1
        }
        if first > 0 { position += lineSpacing }
        let line = sizes[first..<end]
        let thickness = line.map(\.thickness).max() ?? 0
        let isLast = end == itemCount
        let count = end - first
        var along = Self.usable(lineStart)
        var gap = spacing
        if !isLast, count == 1 {
          along += (available - used) / 2
        } else if !isLast {
          gap = spacing + (available - used) / CGFloat(count - 1)
        }
        for item in line {
          let stack = position + (thickness - item.thickness) / 2
          section.items.append(
            rect(stack: stack, line: along, thickness: item.thickness, length: item.length))
          along += item.length + gap
        }
        section.lines.append(Line(firstItem: first, top: position, thickness: thickness))
        position += thickness
        first = end
      }
      position += Self.usable(leadOut)
      let footerThickness = Self.usable(vertical ? metrics.footer.height : metrics.footer.width)
      if footerThickness > 0 {
        section.footer = rect(stack: position, line: 0, thickness: footerThickness, length: extent)
        position += footerThickness
      }
      section.end = position
      plan.sections.append(section)
      plan.contentSize =
        vertical ? CGSize(width: extent, height: position) : CGSize(width: position, height: extent)
    }

    /// Rounding slack when items fit a line exactly (three 100-point items in 300 points).
    static let tolerance: CGFloat = 0.001

    /// A finite length of at least 0; anything else (a delegate's NaN, a negative size) is 0.
    static func usable(_ value: CGFloat) -> CGFloat {
      value.isFinite && value > 0 ? value : 0
    }
  }

  /// The elements whose frames meet `rect`: sections and lines found by halving, so the cost
  /// is the elements returned.
  func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
    let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    var result: [CollectionViewLayoutAttributes] = []
    var index = firstIndex(in: sections) { $0.end > low }
    while index < sections.count, sections[index].start < high {
      let section = sections[index]
      if let header = section.header, header.intersects(rect) {
        result.append(supplementary(CollectionView.elementKindSectionHeader, index, header))
      }
      var lineIndex = firstIndex(in: section.lines) { $0.top + $0.thickness > low }
      while lineIndex < section.lines.count, section.lines[lineIndex].top < high {
        let line = section.lines[lineIndex]
        let end =
          lineIndex + 1 < section.lines.count ? section.lines[lineIndex + 1].firstItem : section.items.count
        for item in line.firstItem..<end where section.items[item].intersects(rect) {
          let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
          attributes.frame = section.items[item]
          result.append(attributes)
        }
        lineIndex += 1
      }
      if let footer = section.footer, footer.intersects(rect) {
        result.append(supplementary(CollectionView.elementKindSectionFooter, index, footer))
      }
      index += 1
    }
    return result
  }

  func item(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = sections[indexPath.section].items[indexPath.item]
    return attributes
  }

  func supplementary(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    let frame =
      kind == CollectionView.elementKindSectionHeader
      ? section.header : kind == CollectionView.elementKindSectionFooter ? section.footer : nil
    return frame.map { supplementary(kind, indexPath.section, $0) }
  }

  private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect)
    -> CollectionViewLayoutAttributes
  {
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    return attributes
  }

  /// The first index whose element passes `isAfter` (which is false, then true, along the array).
  private func firstIndex<Element>(in array: [Element], _ isAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = array.count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(array[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
