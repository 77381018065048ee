import Foundation

/// A constraint (UIKit's `NSLayoutConstraint`): `first.attribute ⋈ multiplier × second.attribute
/// + constant`, at a priority. Active constraints are installed on the nearest common ancestor
/// of their items and solved in the layout pass by the hierarchy's ``AutoLayoutEngine``, which
/// gives the views whose `translatesAutoresizingMaskIntoConstraints` is false their frames.
///
/// Bad input never crashes: a constraint UIKit refuses when it is made (a multiplier of 0 or no
/// second item with a location attribute, a constant or multiplier that is not a finite number)
/// and one whose items have no common ancestor when it is activated are reported as an
/// `invalidConstraint` trace record, with UIKit's text and the person's line, and stay inactive.
///
/// Its stored variables are `@exclusivity(unchecked)`, as View's are (``AutoLayoutEngine``,
/// "Unchecked"): the engine reads the items, `constant` and `priority` of every constraint at
/// every layout pass, and the run-time check of each read (`swift_beginAccess`) was a twentieth
/// of a 100 × 100 stack of stacks' pass.
open class LayoutConstraint: CustomStringConvertible {
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

  @exclusivity(unchecked) public private(set) weak var firstItem: AnyObject?
  @exclusivity(unchecked) public private(set) weak var secondItem: AnyObject?
  public let firstAttribute: Attribute
  public let secondAttribute: Attribute
  public let relation: Relation
  public let multiplier: CGFloat
  /// Changing it re-solves at the next layout pass by the solver's `setConstant`, without
  /// rebuilding (UIKit's advice for animating a constraint).
  @exclusivity(unchecked) public var constant: CGFloat {
    didSet { if constant != oldValue { noteChange() } }
  }
  /// 1–1000; a change re-adds the constraint at the next pass.
  @exclusivity(unchecked) public var priority: LayoutPriority = .required {
    didSet { if priority != oldValue { noteChange() } }
  }
  @exclusivity(unchecked) public var identifier: String?
  @exclusivity(unchecked) public var shouldBeArchived = false
  /// Where the person's code made the constraint: the place its errors are reported.
  let origin: ConstraintOrigin
  /// Why UIKit would have refused to make it (its own message), or nil: such a constraint is
  /// never installed.
  let invalidReason: String?
  /// The view it is installed on while active (the nearest common ancestor of its items).
  @exclusivity(unchecked) weak var installedOn: View?

  /// Whether the constraint is active: activating installs it on the nearest common ancestor of
  /// its items, or reports UIKit's "no common ancestor" error and leaves it inactive.
  public var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue { install(at: origin) } else { uninstall() }
    }
  }

  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat, file: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.init(
      item: view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier, c,
      origin: ConstraintOrigin(file: file, line: line, column: column))
  }

  init(
    item: AnyObject, _ attr1: Attribute, _ relation: Relation, _ item2: AnyObject?, _ attr2: Attribute,
    _ multiplier: CGFloat, _ constant: CGFloat, origin: ConstraintOrigin
  ) {
    firstItem = item
    secondItem = item2
    firstAttribute = attr1
    secondAttribute = attr2
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    self.origin = origin
    invalidReason = Self.refusal(attr1, item2, attr2, multiplier, constant)
    if let invalidReason { Self.report(invalidReason, at: origin) }
  }

  public static func activate(
    _ constraints: [LayoutConstraint], file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let origin = ConstraintOrigin(file: file, line: line, column: column)
    for constraint in constraints { constraint.install(at: origin) }
  }

  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.uninstall() }
  }

  /// UIKit's `NSLayoutConstraint.FormatOptions`.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// UIKit's description format, with the items' trace names for addresses
  /// (LayoutConstraint+Description.swift).
  public var description: String { render() }

  /// Installs the constraint on its items' nearest common ancestor and marks the hierarchy
  /// for a solve.
  private func install(at site: ConstraintOrigin) {
    guard installedOn == nil, invalidReason == nil else { return }
    guard let first = firstItem.flatMap(Self.view(of:)) else { return }
    var ancestor: View? = first
    if let secondItem {
      ancestor = Self.view(of: secondItem).flatMap { first.nearestCommonAncestor(with: $0) }
    }
    guard let ancestor else {
      Self.report(noCommonAncestorMessage, at: site)
      return
    }
    ancestor.autoLayoutBox.constraints.append(self)
    installedOn = ancestor
    ancestor.noteHoldsConstraints()
    ancestor.setNeedsConstraintSolve()
  }

  private func uninstall() {
    guard let view = installedOn else { return }
    view.extras?.autoLayout?.constraints.removeAll { $0 === self }
    installedOn = nil
    view.setNeedsConstraintSolve()
  }

  private func noteChange() { installedOn?.setNeedsConstraintSolve() }

  /// The view an item stands for: itself, or a guide's owning view.
  package static func view(of item: AnyObject) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.owningView
  }

  /// UIKit's refusals when a constraint is made, in its words (or a plain one for numbers
  /// UIKit does not check, which would otherwise poison the solve).
  private static func refusal(
    _ attr1: Attribute, _ item2: AnyObject?, _ attr2: Attribute, _ multiplier: CGFloat, _ constant: CGFloat
  ) -> String? {
    if !multiplier.isFinite { return "the multiplier \(multiplier) is not a finite number" }
    if !constant.isFinite { return "the constant \(constant) is not a finite number" }
    if attr1.isLocation && (multiplier == 0 || item2 == nil || attr2 == .notAnAttribute) {
      return "A multiplier of 0 or a nil second item together with a location for the first attribute "
        + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
        + "specified in pairs."
    }
    return nil
  }

  /// An `invalidConstraint` record in the current application's trace (held until a trace
  /// records, as notices are, when the layout is being built).
  static func report(_ message: String, at origin: ConstraintOrigin) {
    guard let application = Application.current else { return }
    application.notices.hold(
      .invalidConstraint(location: origin.description, message: message), into: application.trace)
  }
}

/// Where a constraint was made or activated in the person's code: `file:line:column`.
package struct ConstraintOrigin: CustomStringConvertible {
  let file: String
  let line: Int
  let column: Int
  package init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }
  package var description: String { "\(file):\(line):\(column)" }
}

extension View {
  /// A constraint here changed: the next layout pass solves again (the engine then marks the
  /// views whose frames move).
  func setNeedsConstraintSolve() {
    subtreeNeedsLayout = true
    markAncestorsForLayout()
  }
}
