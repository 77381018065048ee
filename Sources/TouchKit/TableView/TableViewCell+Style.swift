import Foundation

extension TableViewCell {
  /// UIKit's `UITableViewCell.CellStyle`: which labels the cell has. `.default` has a
  /// ``TableViewCell/textLabel`` only; the others a ``TableViewCell/detailTextLabel`` too.
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// UIKit's `UITableViewCell.AccessoryType`: the standard accessory at the cell's trailing
  /// edge. The marks (`.disclosureIndicator`, `.checkmark`) are drawn and take no touch of their
  /// own, so a tap on one selects the row; the detail buttons (`.detailButton`,
  /// `.detailDisclosureButton`) are a real button (TableViewCell+Accessory.swift).
  public enum AccessoryType: Int, Sendable, CaseIterable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// Whether the accessory is a detail button, which takes its own touches (Apple,
    /// `tableView(_:accessoryButtonTappedForRowWith:)`: "The table view does not call this
    /// method for other types of accessory views").
    public var hasButton: Bool { self == .detailButton || self == .detailDisclosureButton }
  }

  /// UIKit's `UITableViewCell.SelectionStyle`. `.none` still highlights and selects (the cell's
  /// states change and the delegate hears of them); it only draws nothing (Apple: "The cell has
  /// no distinct style for when it's selected").
  public enum SelectionStyle: Int, Sendable, CaseIterable {
    case none, blue, gray, `default`
  }

  /// The layout keys a cell takes: `accessoryType:` and `selectionStyle:`, UIKit's case names;
  /// `imageView:` and `image:`, read by TouchLayout (its cell's image view).
  static let layoutKeys = [
    LayoutKey("accessoryType", .choice(AccessoryType.allCases.map { "\($0)" })),
    LayoutKey("selectionStyle", .choice(SelectionStyle.allCases.map { "\($0)" })),
    LayoutKey("imageView"), LayoutKey("image"),
  ]

  /// Sets a layout's `accessoryType:` and `selectionStyle:`.
  static func apply(_ keys: [String: LayoutKey.Value], to cell: TableViewCell) -> [LayoutKey.Problem] {
    if case .choice(let name) = keys["accessoryType"],
      let type = AccessoryType.allCases.first(where: { "\($0)" == name })
    {
      cell.accessoryType = type
    }
    if case .choice(let name) = keys["selectionStyle"],
      let style = SelectionStyle.allCases.first(where: { "\($0)" == name })
    {
      cell.selectionStyle = style
    }
    return []
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
