import Foundation

/// A collection cell that looks like a table row (UIKit's `UICollectionViewListCell`): a
/// ``CollectionViewCell`` with accessories and a default list content configuration.
///
/// Accessories are kept, not shown: the disclosure indicator, checkmark and label are
/// drawn by UIKit and take no touch of their own, so a tap on them is the row's, as here; the
/// delete, reorder and outline buttons do take touches on iOS, which TouchLab does not model
/// yet, so setting any accessory is reported once (a notice).
open class CollectionViewListCell: CollectionViewCell {
  /// The row's accessories, kept.
  open var accessories: [CellAccessory] = [] {
    didSet { if !accessories.isEmpty { notice(.cellAccessories) } }
  }
  /// How far the content is indented: kept.
  open var indentationLevel = 0

  /// A content configuration for a list row, to fill in and set as ``contentConfiguration``.
  open func defaultContentConfiguration() -> ListContentConfiguration {
    .cell()
  }
}
