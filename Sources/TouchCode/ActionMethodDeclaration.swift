/// An action method found in a person's code: a method marked `@objc` or `@IBAction` (or in an
/// `@objcMembers` class or an `@objc extension`), which iOS can call through a selector.
struct ActionMethodDeclaration: Equatable, Sendable {
  /// The type it is declared in, as the code names it (`CardView`, `Card.Close`; an
  /// extension's type as written).
  var typeName: String
  var baseName: String
  /// The argument labels, nil for `_`.
  var labels: [String?]
  /// The parameters' types as written, `!` made `?` (`UIButton`, `UIEvent?`).
  var parameterTypes: [String]
  /// What `#selector` names it (``ObjCSelectorName``).
  var selector: String
  var isThrowing: Bool
  var line: Int

  /// `closeTapped(_:)`, as a person names the method.
  var swiftName: String {
    labels.isEmpty ? baseName + "()" : baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }
}
