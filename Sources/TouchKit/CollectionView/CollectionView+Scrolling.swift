import Foundation

/// Selecting from code and scrolling to an item.
extension CollectionView {
  /// Where `scrollToItem(at:at:animated:)` puts the item: one vertical and one horizontal
  /// choice at most (UIKit's `UICollectionView.ScrollPosition`); none is the least move.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The selected items, in the order they were selected (UIKit's order is unspecified).
  public var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

  /// Selects an item from code: no delegate call (Apple: "This method doesn't cause any
  /// selection-related delegate methods to be called"). Nil deselects all.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for old in selectedItems { deselectItem(at: old, animated: animated) }
      return
    }
    reloadIfNeeded()
    guard contains(indexPath) else { return }
    if !allowsMultipleSelection {
      for old in selectedItems where old != indexPath { deselectItem(at: old, animated: animated) }
    }
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    visible[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects an item from code: no delegate call, as in UIKit.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.removeAll { $0 == indexPath }
    visible[indexPath]?.isSelected = false
  }

  /// Scrolls so that item `indexPath` is at `position` on each axis it names (an axis it does
  /// not name moves the least that shows the item) in the part of the collection its adjusted
  /// insets leave uncovered, within the content, and shows its cell.
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    preparedLayout()
    guard contains(indexPath), let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    else { return }
    contentSize = collectionViewLayout.collectionViewContentSize
    let vertical: ScrollAlignment =
      position.contains(.top)
      ? .start
      : position.contains(.centeredVertically) ? .center : position.contains(.bottom) ? .end : .nearest
    let horizontal: ScrollAlignment =
      position.contains(.left)
      ? .start
      : position.contains(.centeredHorizontally) ? .center : position.contains(.right) ? .end : .nearest
    let offset = clampedContentOffset(
      CGPoint(
        x: scrollTarget(from: frame.minX, to: frame.maxX, alignment: horizontal, vertical: false),
        y: scrollTarget(from: frame.minY, to: frame.maxY, alignment: vertical, vertical: true)))
    guard offset != contentOffset else { return }
    contentOffset = offset
    window?.application?.trace?.record(.scroll(scrollView: traceID, contentOffset: contentOffset))
    tileElements()
  }
}
