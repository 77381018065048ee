import Foundation

extension CompositionalLayoutPlan {
  /// Builds a plan section by section (the rules are CompositionalLayoutPlan.swift's).
  struct Builder {
    let vertical: Bool
    /// The collection's size, in which sections are resolved.
    let container: CGSize
    let interSectionSpacing: CGFloat
    var plan = CompositionalLayoutPlan()
    /// Where the next section starts along the stacking axis.
    var position: CGFloat = 0

    init(vertical: Bool, container: CGSize, interSectionSpacing: CGFloat) {
      self.vertical = vertical
      self.container = CGSize(width: Self.usable(container.width), height: Self.usable(container.height))
      self.interSectionSpacing = Self.usable(interSectionSpacing)
      plan.vertical = vertical
    }

    /// A section of `itemCount` items laid out by `layout` (nil: a section with no layout,
    /// which takes no space; UNSOURCED, UIKit stops on it); `preferred` holds the sizes its
    /// self-sizing cells gave, by item (CompositionalLayoutPlan+SelfSizing.swift).
    mutating func addSection(
      _ layout: CollectionLayoutSection?, itemCount: Int, preferred: [Int: CGSize] = [:]
    ) {
      if !plan.sections.isEmpty { position += interSectionSpacing }
      var section = Section(start: position)
      section.itemCount = itemCount
      if let layout { place(layout, into: &section, preferred: preferred) }
      section.end = position
      for item in layout?.decorationItems ?? [] {
        let span =
          vertical
          ? CGRect(x: 0, y: section.start, width: container.width, height: section.end - section.start)
          : CGRect(x: section.start, y: 0, width: section.end - section.start, height: container.height)
        section.decorations.append(
          Supplementary(
            kind: item.elementKind, index: 0, frame: span.inset(by: item.contentInsets.edgeInsets),
            zIndex: item.zIndex))
      }
      plan.sections.append(section)
      plan.contentSize =
        vertical
        ? CGSize(width: container.width, height: position) : CGSize(width: position, height: container.height)
    }

    private mutating func place(
      _ layout: CollectionLayoutSection, into section: inout Section, preferred: [Int: CGSize]
    ) {
      let insets = layout.contentInsets
      let (top, leading, bottom, trailing) = (
        Self.usable(insets.top), Self.usable(insets.leading), Self.usable(insets.bottom),
        Self.usable(insets.trailing)
      )
      let content = CGSize(
        width: max(0, container.width - leading - trailing), height: max(0, container.height - top - bottom))
      let follows = layout.supplementariesFollowContentInsets
      let boundary = layout.boundarySupplementaryItems
      // Headers and footers: inside the insets across the stacking axis when they follow them.
      let across = follows ? content : container
      let crossStart = follows ? (vertical ? leading : top) : 0
      var counts: [String: Int] = [:]
      func addBoundary(_ item: CollectionLayoutBoundarySupplementaryItem) {
        let size = item.layoutSize.resolved(in: across)
        let crossLength = vertical ? across.width : across.height
        let ownCross = vertical ? size.width : size.height
        let trailingAligned = [.topTrailing, .bottomTrailing, .trailing].contains(item.alignment)
        let crossOrigin = crossStart + (trailingAligned && vertical ? max(0, crossLength - ownCross) : 0)
        let frame =
          vertical
          ? CGRect(x: crossOrigin, y: position, width: size.width, height: size.height)
          : CGRect(x: position, y: crossOrigin, width: size.width, height: size.height)
        let before = item.alignment.isBefore(vertical: vertical)
        let length = vertical ? size.height : size.width
        // One that does not extend the boundary lies over the content at the section's edge.
        let overlay = item.extendsBoundary ? 0 : (before ? 0 : -length)
        let index = counts[item.elementKind, default: 0]
        counts[item.elementKind] = index + 1
        section.supplementary.append(
          Supplementary(
            kind: item.elementKind, index: index,
            frame: frame.offsetBy(dx: vertical ? 0 : overlay, dy: vertical ? overlay : 0),
            zIndex: item.zIndex,
            pin: item.pinToVisibleBounds ? (before ? .start : .end) : nil))
        if item.extendsBoundary { position += length }
      }
      for item in boundary where item.alignment.isBefore(vertical: vertical) { addBoundary(item) }
      position += vertical ? top : leading
      let groupSize = layout.group.layoutSize.resolved(in: content)
      let placed = layout.group.placedItems(size: groupSize)
      section.groupItems = placed.isEmpty ? [CGRect(origin: .zero, size: groupSize)] : placed.map(\.frame)
      section.groupBadges = CompositionalLayoutPlan.groupBadges(placed)
      for cell in placed { plan.itemKinds.formUnion(cell.item.supplementaryItems.map(\.elementKind)) }
      section.groupSize = groupSize
      let spacing = Self.usable(layout.interGroupSpacing)
      let groups = section.groupCount
      let runs =
        CGFloat(groups) * (vertical ? groupSize.height : groupSize.width)
        + CGFloat(max(0, groups - 1)) * spacing
      if layout.orthogonalScrollingBehavior != .none {
        // The groups side by side across the scroll axis, in a row that scrolls on its own.
        let across =
          CGFloat(groups) * (vertical ? groupSize.width : groupSize.height)
          + CGFloat(max(0, groups - 1)) * spacing
        let thickness = groups > 0 ? (vertical ? groupSize.height : groupSize.width) : 0
        section.groupStride = (vertical ? groupSize.width : groupSize.height) + spacing
        if vertical {
          section.groupsOrigin = CGPoint(x: leading, y: 0)
          section.row = Row(
            frame: CGRect(x: 0, y: position, width: container.width, height: thickness),
            contentSize: CGSize(width: leading + across + trailing, height: thickness))
        } else {
          section.groupsOrigin = CGPoint(x: 0, y: top)
          section.row = Row(
            frame: CGRect(x: position, y: 0, width: thickness, height: container.height),
            contentSize: CGSize(width: thickness, height: top + across + bottom))
        }
        position += thickness
      } else {
        section.groupStride = (vertical ? groupSize.height : groupSize.width) + spacing
        section.groupsOrigin = vertical ? CGPoint(x: leading, y: position) : CGPoint(x: position, y: top)
        section.fitting = placed.map {
          ($0.item.layoutSize.widthDimension.isEstimated, $0.item.layoutSize.heightDimension.isEstimated)
        }
        let grows =
          (vertical ? layout.group.layoutSize.heightDimension : layout.group.layoutSize.widthDimension)
          .isEstimated
        position += measure(&section, preferred: preferred, groupGrows: grows, spacing: spacing) ?? runs
      }
      position += vertical ? bottom : trailing
      for item in boundary where item.alignment.isAfter(vertical: vertical) { addBoundary(item) }
    }

    /// A finite length of at least 0; anything else (a NaN inset, a negative spacing) is 0.
    static func usable(_ value: CGFloat) -> CGFloat {
      value.isFinite && value > 0 ? value : 0
    }
  }
}
