import Foundation

/// Self-sizing items in a compositional layout: an item whose width or height is
/// `NSCollectionLayoutDimension.estimated(_:)` is laid out at the estimate until its cell is
/// displayed, then at the size the cell prefers (`preferredLayoutAttributesFitting(_:)`,
/// CollectionView+SelfSizing.swift). Apple's `estimated(_:)`: "The final size of the dimension
/// is determined when the content is rendered"; `NSCollectionLayoutDimension`: "You provide an
/// initial estimated size and the system computes the actual value later."
///
/// The model (TouchLab's, for a section that scrolls with the collection; an orthogonal
/// section keeps its estimates):
/// - A measured item takes its cell's length in each `.estimated` dimension and keeps the
///   others (a list row keeps the list's width).
/// - Within its group, the items after it on its line move by what it grew: those below it
///   (overlapping its width) by its height's change, those after it (overlapping its height)
///   by its width's change.
/// - A group whose length along the scroll axis is `.estimated` grows or shrinks with its
///   items (its end follows its furthest item's); an `.absolute` or fractional group keeps its
///   length. The groups after it, the section's end and the sections after it move by the
///   change, so a tap lands on an item where the fitted layout puts it.
///
/// Only measured groups are stored (``MeasuredRowHeights``, the table's record of measured
/// rows, with a group's length plus the spacing after it as its height), so a section of a
/// million estimated items with a screenful measured costs what the screenful does.
extension CompositionalLayoutPlan.Builder {
  /// Applies `preferred` (sizes by item) to `section`'s groups, which scroll with the
  /// collection; the groups' total length along the scroll axis, or nil when no item was
  /// measured or the groups take no length (then they are laid out at their estimates).
  func measure(
    _ section: inout CompositionalLayoutPlan.Section, preferred: [Int: CGSize], groupGrows: Bool,
    spacing: CGFloat
  ) -> CGFloat? {
    let perGroup = section.groupItems.count
    guard !preferred.isEmpty, section.groupStride > 0, section.fitting.count == perGroup else { return nil }
    let groupLength = section.groupStride - spacing
    var measured = MeasuredRowHeights(estimate: section.groupStride)
    var byGroup: [Int: [(index: Int, size: CGSize)]] = [:]
    for (item, size) in preferred where item >= 0 && item < section.itemCount {
      byGroup[item / perGroup, default: []].append((item % perGroup, size))
    }
    for group in byGroup.keys.sorted() {
      guard let sizes = byGroup[group]?.sorted(by: { $0.index < $1.index }) else { continue }
      let frames = fitted(section.groupItems, sizes, fitting: section.fitting)
      if frames != section.groupItems { section.measuredItems[group] = frames }
      let length =
        groupGrows ? max(0, groupLength + end(of: frames) - end(of: section.groupItems)) : groupLength
      _ = measured.set(length + spacing, for: group)
    }
    section.measured = measured
    let groups = section.groupCount
    guard groups > 0 else { return 0 }
    return CGFloat(groups) * section.groupStride + measured.totalExcess - spacing
  }

  /// A group's item frames with the measured items at their sizes and the items after them
  /// on their lines moved (the rules above).
  private func fitted(
    _ template: [CGRect], _ sizes: [(index: Int, size: CGSize)], fitting: [(width: Bool, height: Bool)]
  ) -> [CGRect] {
    var frames = template
    for (index, size) in sizes {
      let old = frames[index]
      let usable = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
      guard usable else { continue }
      let width = fitting[index].width ? size.width : old.width
      let height = fitting[index].height ? size.height : old.height
      let (grownWidth, grownHeight) = (width - old.width, height - old.height)
      frames[index].size = CGSize(width: width, height: height)
      for other in frames.indices where other != index {
        let frame = frames[other]
        if grownHeight != 0, frame.minY >= old.maxY, frame.maxX > old.minX, frame.minX < old.maxX {
          frames[other].origin.y += grownHeight
        }
        if grownWidth != 0, frame.minX >= old.maxX, frame.maxY > old.minY, frame.minY < old.maxY {
          frames[other].origin.x += grownWidth
        }
      }
    }
    return frames
  }

  /// The furthest edge of `frames` along the scroll axis.
  private func end(of frames: [CGRect]) -> CGFloat {
    frames.map { vertical ? $0.maxY : $0.maxX }.max() ?? 0
  }
}
