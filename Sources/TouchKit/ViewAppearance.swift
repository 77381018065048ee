import Foundation

/// What a view holds only to be seen or laid out by API TouchLab does not run (colours, tag,
/// content mode, layer, Auto Layout flags): a box in the view's `ViewExtras`, made the first
/// time one of them is set, so the views of a layout (which set none) stay as small as before
/// (issue 17, docs/performance.md).
final class ViewAppearance {
  var backgroundColor: Color?
  var tintColor: Color?
  var isOpaque = true
  var tag = 0
  var contentMode = View.ContentMode.scaleToFill
  var accessibilityIdentifier: String?
  var accessibilityLabel: String?
  var isAccessibilityElement = false
  var layer: Layer?
  var translatesAutoresizingMaskIntoConstraints = true
  var autoresizingMask: View.AutoresizingMask = []
  var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The settings of one control class only (a slider's track colours, a scroll view's
  /// indicators), by property name: kept and read back, never used.
  var kept: [String: any Sendable] = [:]
}

extension View {
  /// The box, made on first use (in the extras box, itself made on first use).
  var appearance: ViewAppearance {
    if let existing = extras?.appearance { return existing }
    let box = ViewAppearance()
    if extras == nil { extras = ViewExtras() }
    extras?.appearance = box
    return box
  }

  /// A kept setting (``ViewAppearance/kept``), or `defaultValue` if never set.
  func kept<T: Sendable>(_ name: String, default defaultValue: T) -> T {
    extras?.appearance?.kept[name] as? T ?? defaultValue
  }

  func keep(_ name: String, _ value: any Sendable) { appearance.kept[name] = value }

  /// UIKit's `UIView.ContentMode`: how content is drawn in the bounds. Kept; nothing is drawn.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// UIKit's `UIView.AutoresizingMask`. Kept; TouchLab does not resize subviews with their
  /// superview (frames come from the layout, a dump or `layoutSubviews`).
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
