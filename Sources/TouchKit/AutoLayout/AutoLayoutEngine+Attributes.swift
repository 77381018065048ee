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
    var insets = EdgeInsets.zero
    var owner: AnyObject = item
    if let guide = item as? LayoutGuide, guide.kind != .free, let view = guide.owningView {
      insets = guide.insets
      owner = view
    }
    if attribute.isMarginAttribute, let view = item as? View {
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
    let x = LinearExpression(rect.x)
    let y = LinearExpression(rect.y)
    let width = LinearExpression(rect.width)
    let height = LinearExpression(rect.height)
    let left = x + LinearExpression(constant: Double(insets.left))
    let right = x + width - LinearExpression(constant: Double(insets.right))
    let top = y + LinearExpression(constant: Double(insets.top))
    let bottom = y + height - LinearExpression(constant: Double(insets.bottom))
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin: return left
    case .right, .trailing, .rightMargin, .trailingMargin: return right
    case .top, .topMargin: return top
    case .bottom, .bottomMargin: return bottom
    case .width: return right - left
    case .height: return bottom - top
    case .centerX, .centerXWithinMargins: return 0.5 * (left + right)
    case .centerY, .centerYWithinMargins: return 0.5 * (top + bottom)
    case .firstBaseline, .lastBaseline:
      return bottom - LinearExpression(constant: Double(Self.descender(of: item)))
    case .notAnAttribute: return LinearExpression()
    }
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
