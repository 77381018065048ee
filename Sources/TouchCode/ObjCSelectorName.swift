import SwiftSyntax

/// The name Objective-C gives a Swift method, which is what `#selector` evaluates to on iOS
/// and what a trace calls the action: `closeTapped()` → `closeTapped`, `closeTapped(_:)` →
/// `closeTapped:`, `handle(gesture:)` → `handleWithGesture:`, `tapped(_:forEvent:)` →
/// `tapped:forEvent:`, and `@objc(dismiss:)` whatever it says.
///
/// Swift's rule (`AbstractFunctionDecl::getObjCSelector`): no parameters, the base name; else
/// the base name, then `With` and the first argument label capitalized if it has one, then a
/// colon per parameter, each after its label.
enum ObjCSelectorName {
  /// The selector of a method `base` whose parameters have `labels` (nil for `_`).
  static func name(base: String, labels: [String?]) -> String {
    guard let first = labels.first else { return base }
    var name = base + (first.map { "With" + capitalized($0) } ?? "") + ":"
    for label in labels.dropFirst() { name += (label ?? "") + ":" }
    return name
  }

  /// The selector of `function`: its `@objc(name:)` if it has one, else Swift's rule.
  static func name(of function: FunctionDeclSyntax) -> String {
    if let explicit = explicitName(in: function.attributes) { return explicit }
    let labels = function.signature.parameterClause.parameters.map { parameter -> String? in
      parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    }
    return name(base: function.name.text, labels: labels)
  }

  /// The name in an `@objc(name:)` attribute, if one of `attributes` is such.
  static func explicitName(in attributes: AttributeListSyntax) -> String? {
    for element in attributes {
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "objc",
        case .objCName(let pieces) = attribute.arguments
      else { continue }
      return pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
    }
    return nil
  }

  private static func capitalized(_ label: String) -> String {
    label.prefix(1).uppercased() + label.dropFirst()
  }
}
