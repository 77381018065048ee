import Foundation

/// An attribute of a view or guide as a linear expression over the engine's variables.
///
/// - `leading`/`trailing` are `left`/`right`: TouchLab lays out left to right only.
/// - The margin attributes (`leadingMargin`, `centerXWithinMargins`, …) are the view's
///   `layoutMargins` inside its edges.
/// - A safe-area or margins guide is its owning view's rectangle, inset; a guide code added
///   has variables of its own.
/// - `firstBaseline` and `lastBaseline` (a documented choice: UIKit asks the view's font, and a
///   multi-line label's first baseline differs): the bottom edge less the descender of the
///   view's font, 0.24 × its point size (San Francisco's descender is about a quarter of an
///   em), for a label or a button's title; the bottom edge of any other view, as UIKit's
///   `viewForFirstBaselineLayout` is the view itself.
extension AutoLayoutEngine {
  func attributeExpression(_ attribute: LayoutConstraint.Attribute, of item: AnyObject) -> LinearExpression {
    var expression = LinearExpression()
    append(attribute, of: item, scaledBy: nil, to: &expression)
    return expression
  }

  /// Appends `attribute` of `item` to `expression`: as it is for a constraint's first item
  /// (`scale` nil, into an empty expression), or times `−scale` for its second, with the
  /// arithmetic of `first − scale · second`, so a constraint's expression is one array.
  func append(
    _ attribute: LayoutConstraint.Attribute, of item: AnyObject, scaledBy scale: Double?,
    to expression: inout LinearExpression
  ) {
    var insets = EdgeInsets.zero
    var owner: AnyObject = item
    var contentOwner: View?
    if let guide = item as? LayoutGuide, let view = guide.owningView {
      if !guide.hasOwnRectangle {
        insets = guide.insets
        owner = view
      } else if guide.kind == .scrollContent {
        contentOwner = view
      }
    }
    // A margin of a scroll view's edge that attaches to its content area is the content
    // rectangle inset by the scroll view's margins (HierarchyWalk's scroll-content rule).
    if attribute.isMarginAttribute, let view = (item as? View) ?? contentOwner {
      let margins = view.layoutMargins
      insets = EdgeInsets(
        top: insets.top + margins.top, left: insets.left + margins.left,
        bottom: insets.bottom + margins.bottom,
        right: insets.right + margins.right)
    }
    let isBaseline = attribute == .firstBaseline || attribute == .lastBaseline
    if owner !== item || attribute.isMarginAttribute || isBaseline {
      // Measured from the frame (bounds), and the variables are the alignment rectangle.
      let alignment = Self.alignmentInsets(of: owner)
      insets = EdgeInsets(
        top: insets.top - alignment.top, left: insets.left - alignment.left,
        bottom: insets.bottom - alignment.bottom, right: insets.right - alignment.right)
    }
    let rect = self.rect(for: owner)
    func term(_ variable: SolverVariable, _ coefficient: Double) {
      expression.terms.append((variable, scale.map { -1 * ($0 * coefficient) } ?? coefficient))
    }
    // Written out term by term, without intermediate expressions: the terms and constants
    // are exactly those of `left = x + insets.left`, `right = x + width − insets.right`,
    // `width = right − left`, `centerX = 0.5 · (left + right)`, … in the same order, so the
    // solver sums the same numbers.
    let (left, right, top, bottom) = (
      Double(insets.left), Double(insets.right), Double(insets.top), Double(insets.bottom)
    )
    let constant: Double
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin:
      term(rect.x, 1)
      constant = 0 + left
    case .right, .trailing, .rightMargin, .trailingMargin:
      term(rect.x, 1)
      term(rect.width, 1)
      constant = 0 + -right
    case .top, .topMargin:
      term(rect.y, 1)
      constant = 0 + top
    case .bottom, .bottomMargin:
      term(rect.y, 1)
      term(rect.height, 1)
      constant = 0 + -bottom
    case .width:
      term(rect.x, 1)
      term(rect.width, 1)
      term(rect.x, -1)
      constant = (0 + -right) + -(0 + left)
    case .height:
      term(rect.y, 1)
      term(rect.height, 1)
      term(rect.y, -1)
      constant = (0 + -bottom) + -(0 + top)
    case .centerX, .centerXWithinMargins:
      term(rect.x, 0.5)
      term(rect.x, 0.5)
      term(rect.width, 0.5)
      constant = 0.5 * ((0 + left) + (0 + -right))
    case .centerY, .centerYWithinMargins:
      term(rect.y, 0.5)
      term(rect.y, 0.5)
      term(rect.height, 0.5)
      constant = 0.5 * ((0 + top) + (0 + -bottom))
    case .firstBaseline, .lastBaseline:
      term(rect.y, 1)
      term(rect.height, 1)
      constant = (0 + -bottom) + -Double(Self.descender(of: item))
    case .notAnAttribute: constant = 0
    }
    expression.constant = scale.map { expression.constant + -1 * ($0 * constant) } ?? constant
  }

  /// The descender of the font a baseline is measured from (see above).
  static func descender(of item: AnyObject) -> CGFloat {
    if let label = item as? Label { return 0.24 * label.font.pointSize }
    if let button = item as? Button { return 0.24 * button.titleFont.pointSize }
    return 0
  }
}

extension LayoutConstraint.Attribute {
  var isMarginAttribute: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      true
    default: false
    }
  }
}
