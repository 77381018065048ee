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
  /// not name moves the least that shows the item), within the content, and shows its cell.
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    preparedLayout()
    guard contains(indexPath), let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    else { return }
    contentSize = collectionViewLayout.collectionViewContentSize
    var offset = contentOffset
    if position.contains(.top) {
      offset.y = frame.minY
    } else if position.contains(.centeredVertically) {
      offset.y = frame.midY - bounds.height / 2
    } else if position.contains(.bottom) {
      offset.y = frame.maxY - bounds.height
    } else if frame.minY < offset.y {
      offset.y = frame.minY
    } else if frame.maxY > offset.y + bounds.height {
      offset.y = frame.maxY - bounds.height
    }
    if position.contains(.left) {
      offset.x = frame.minX
    } else if position.contains(.centeredHorizontally) {
      offset.x = frame.midX - bounds.width / 2
    } else if position.contains(.right) {
      offset.x = frame.maxX - bounds.width
    } else if frame.minX < offset.x {
      offset.x = frame.minX
    } else if frame.maxX > offset.x + bounds.width {
      offset.x = frame.maxX - bounds.width
    }
    let limit = maximumContentOffset
    offset = CGPoint(x: min(max(0, offset.x), limit.x), y: min(max(0, offset.y), limit.y))
    guard offset != contentOffset else { return }
    contentOffset = offset
    window?.application?.trace?.record(.scroll(scrollView: traceID, contentOffset: contentOffset))
    tileElements()
  }
}
