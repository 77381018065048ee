import Foundation

/// An accessory of a list cell (UIKit's `UICellAccessory`): kept, not shown
/// (``CollectionViewListCell/accessories`` says why).
public struct CellAccessory {
  /// When the accessory shows (UIKit's `UICellAccessory.DisplayedState`).
  public enum DisplayedState: Int, Sendable {
    case always, whenEditing, whenNotEditing
  }

  /// The options every accessory takes, under each of UIKit's option type names.
  public struct Options {
    public var isHidden: Bool?
    public var reservedLayoutWidth: CGFloat?
    public var tintColor: Color?
    public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: Color? = nil) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }
  public typealias DisclosureIndicatorOptions = Options
  public typealias CheckmarkOptions = Options
  public typealias DeleteOptions = Options
  public typealias ReorderOptions = Options
  public typealias OutlineDisclosureOptions = Options
  public typealias LabelOptions = Options
  public typealias DetailOptions = Options

  /// Which accessory, by UIKit's name.
  public let kind: String
  public let displayed: DisplayedState
  let actionHandler: (() -> Void)?

  init(_ kind: String, _ displayed: DisplayedState, _ actionHandler: (() -> Void)? = nil) {
    self.kind = kind
    self.displayed = displayed
    self.actionHandler = actionHandler
  }

  public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options())
    -> CellAccessory
  { CellAccessory("disclosureIndicator", displayed) }

  public static func checkmark(displayed: DisplayedState = .always, options: Options = Options())
    -> CellAccessory
  { CellAccessory("checkmark", displayed) }

  public static func delete(
    displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: (() -> Void)? = nil
  ) -> CellAccessory { CellAccessory("delete", displayed, actionHandler) }

  public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options())
    -> CellAccessory
  { CellAccessory("reorder", displayed) }

  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: Options = Options(), actionHandler: (() -> Void)? = nil
  ) -> CellAccessory { CellAccessory("outlineDisclosure", displayed, actionHandler) }

  public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options())
    -> CellAccessory
  { CellAccessory("label", displayed) }

  public static func detail(
    displayed: DisplayedState = .always, options: Options = Options(), actionHandler: (() -> Void)? = nil
  ) -> CellAccessory { CellAccessory("detail", displayed, actionHandler) }
}
