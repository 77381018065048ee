import Foundation

extension TableViewCell {
  /// UIKit's `UITableViewCell.CellStyle`: which labels the cell has. `.default` has a
  /// ``TableViewCell/textLabel`` only; the others a ``TableViewCell/detailTextLabel`` too.
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// UIKit's `UITableViewCell.AccessoryType`: the standard mark at the cell's trailing edge.
  /// Kept and described; only ``TableViewCell/accessoryView`` is a view that takes touches.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// UIKit's `UITableViewCell.SelectionStyle`. `.none` still selects (the delegate hears of
  /// it); it only draws nothing, as in UIKit.
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  /// Where the cell's own parts sit, where Apple gives no number.
  enum Metrics {
    /// The width an accessory type's mark takes at the trailing edge. UNSOURCED: about what
    /// a disclosure indicator takes on iOS.
    static let accessoryWidth: CGFloat = 38
    /// The leading inset of the labels. UNSOURCED: iOS's default layout margin on iPhones.
    static let labelInset: CGFloat = 16
  }
}
