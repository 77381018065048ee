import Foundation

extension TableView {
  /// UIKit's `UITableView.Style`: how sections look. To touches the styles differ only in
  /// where the cells sit: an inset grouped table's cells are inset from its sides
  /// (``Metrics/insetGroupedMargin``).
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// UIKit's `UITableView.ScrollPosition`: where `scrollToRow(at:at:animated:)` puts the row.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  /// UIKit's `UITableView.RowAnimation`. TouchLab does not animate, so every value changes the
  /// rows at once; the type is here so calls that pass one compile.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic
  }

  /// UIKit's `UITableView.automaticDimension`: a height the table decides (a self-sizing row,
  /// a header sized to its title). Its value, -1, is UIKit's.
  public static let automaticDimension: CGFloat = -1

  /// The heights TouchLab uses where UIKit decides by itself and Apple gives no number.
  public enum Metrics {
    /// A row's height when `rowHeight` is `automaticDimension` and no estimate is set: 44
    /// points, the height of UIKit's default cell (Apple's Human Interface Guidelines give 44
    /// points as the smallest comfortable tap target). UNSOURCED as UIKit's default: without
    /// Auto Layout in the cell, TouchLab does not size rows by their content.
    public static let standardRowHeight: CGFloat = 44
    /// A section header's or footer's height when it has a title and its height is
    /// `automaticDimension`. UNSOURCED: about what a one-line title takes on iOS.
    public static let titledHeaderHeight: CGFloat = 28
    /// A grouped (or inset grouped) section's header's or footer's height when it has no
    /// title and its height is `automaticDimension`: the gap iOS keeps between grouped
    /// sections. The gap is community-observed; its 18 points are UNSOURCED.
    public static let groupedUntitledHeaderHeight: CGFloat = 18
    /// How far an inset grouped table's cells sit from each side. UNSOURCED: the layout
    /// margin iPhones show (20 points).
    public static let insetGroupedMargin: CGFloat = 20
  }
}
