import Foundation

/// A constraint (UIKit's `NSLayoutConstraint`), made, kept and read back, never solved: frames
/// come from the layout, an imported dump or `layoutSubviews`. Activating one reports the Auto
/// Layout notice once per run (Notices/Notice.swift), so a reader of the trace knows why a view
/// is not where its constraints would put it.
open class LayoutConstraint {
  /// UIKit's `NSLayoutConstraint.Attribute`, with its raw values.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal, greaterThanOrEqual
  }

  /// UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable { case horizontal, vertical }

  public private(set) weak var firstItem: AnyObject?
  public private(set) weak var secondItem: AnyObject?
  public let firstAttribute: Attribute
  public let secondAttribute: Attribute
  public let relation: Relation
  public let multiplier: CGFloat
  public var constant: CGFloat
  public var priority: LayoutPriority = .required
  public var identifier: String?
  public var shouldBeArchived = false

  /// Whether the constraint is active; activating one tells the Auto Layout notice once.
  public var isActive = false {
    didSet { if isActive { Self.noticeUse() } }
  }

  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    secondItem = view2.map { $0 as AnyObject }
    firstAttribute = attr1
    secondAttribute = attr2
    self.relation = relation
    self.multiplier = multiplier
    constant = c
  }

  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Visual format strings are not parsed: no constraints.
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [LayoutConstraint] {
    noticeUse()
    return []
  }

  /// UIKit's `NSLayoutConstraint.FormatOptions`.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// The Auto Layout notice, told to the current application once per run.
  static func noticeUse() { Application.current?.notice(.autoLayout) }
}
