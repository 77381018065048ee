import Foundation

/// UIKit's description of a constraint, as its console log and the trace show it:
/// `<NSLayoutConstraint 'id' button.top == label.bottom + 24   (active)>`. UIKit writes each
/// item as `UIClass:0xADDRESS`; TouchLab writes its trace name instead (addresses differ from
/// run to run, and the same input must give the same trace), and a layout guide as
/// `'UIViewSafeAreaLayoutGuide'(view)`, its identifier and its owning view.
extension LayoutConstraint {
  func render() -> String {
    var text = "<NSLayoutConstraint"
    if let identifier { text += " '\(identifier)'" }
    text += " " + Self.name(firstItem) + "." + firstAttribute.name + " " + relation.symbol
    var right = ""
    if let secondItem, secondAttribute != .notAnAttribute {
      right = Self.name(secondItem) + "." + secondAttribute.name
      if multiplier != 1 { right = Format.number(multiplier) + "*" + right }
    }
    if right.isEmpty {
      right = Format.number(constant)
    } else if constant != 0 {
      right += (constant < 0 ? " - " : " + ") + Format.number(abs(constant))
    }
    text += " " + right
    if priority != .required { text += " @" + Format.number(CGFloat(priority.rawValue)) }
    text += isActive ? "   (active)>" : ">"
    return text
  }

  /// An item's name in a description: a view's trace name, a guide's identifier and owner.
  static func name(_ item: AnyObject?) -> String {
    if let view = item as? View { return view.traceID }
    if let guide = item as? LayoutGuide {
      let owner = guide.owningView.map { "(\($0.traceID))" } ?? ""
      return "'\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)'\(owner)"
    }
    return item.map { String(describing: type(of: $0)) } ?? "nil"
  }

  /// UIKit's "Unable to activate constraint with anchors … because they have no common
  /// ancestor" (an `NSGenericException` there), with the anchors as UIKit describes them.
  var noCommonAncestorMessage: String {
    "Unable to activate constraint with anchors \(Self.anchorText(firstItem, firstAttribute)) and "
      + "\(Self.anchorText(secondItem, secondAttribute)) because they have no common ancestor.  Does the "
      + "constraint or its anchors reference items in different view hierarchies?  That's illegal."
  }

  private static func anchorText(_ item: AnyObject?, _ attribute: Attribute) -> String {
    "<\(attribute.anchorClassName) \"\(name(item)).\(attribute.name)\">"
  }
}

extension LayoutConstraint.Attribute {
  /// The attribute UIKit's descriptions name so (`top`, `leadingMargin`), for a layout file's
  /// constraints, which are written in that format.
  package init?(name: String) {
    guard let found = (1...20).lazy.compactMap(Self.init(rawValue:)).first(where: { $0.name == name }) else {
      return nil
    }
    self = found
  }

  /// The attribute's name in UIKit's descriptions.
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }

  /// Whether the attribute is a position (an edge, centre or baseline), which UIKit only lets
  /// be related to another position, never set to a constant.
  package var isLocation: Bool { self != .width && self != .height && self != .notAnAttribute }

  /// UIKit's anchor class for the attribute.
  var anchorClassName: String {
    switch self {
    case .width, .height: "NSLayoutDimension"
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      "NSLayoutYAxisAnchor"
    default: "NSLayoutXAxisAnchor"
    }
  }
}

extension LayoutConstraint.Relation {
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
