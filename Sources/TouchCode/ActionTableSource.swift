/// The code TouchLab appends to a person's file that declares action methods: a function
/// that registers each method with the engine (``ActionMethods`` in TouchKit), so that
/// target-action can call it by selector as the Objective-C runtime would on iOS.
///
/// It goes in the person's own file, after their last line, because only code in that file
/// can call their `private` methods (`@objc private func closeTapped()` is the usual way).
/// Each call is written out in Swift (`{ _ = $0.closeTapped($1) }`), so it dispatches through
/// the class's vtable: a subclass's override runs, as on iOS.
enum ActionTableSource {
  /// The name of the function registering the methods of file number `index`.
  static func registrationFunction(index: Int) -> String { "_touchLabRegisterActions\(index)" }

  /// The code for file number `index`, declaring `methods`; nil when it declares none.
  static func source(index: Int, methods: [ActionMethodDeclaration]) -> String? {
    guard !methods.isEmpty else { return nil }
    var types: [String] = []
    var byType: [String: [ActionMethodDeclaration]] = [:]
    for method in methods {
      if byType[method.typeName] == nil { types.append(method.typeName) }
      byType[method.typeName, default: []].append(method)
    }
    // TouchKit, for `ActionMethod`: a file with `import Foundation` alone may declare a
    // target (an `NSObject` handler).
    var lines = ["import TouchKit", ""]
    for (number, type) in types.enumerated() {
      lines.append("extension \(type) {")
      lines.append("  fileprivate static func _touchLabActionMethods\(number)() -> [TouchKit.ActionMethod] {")
      lines.append("    [")
      for method in byType[type] ?? [] { lines.append("      " + entry(method, type: type) + ",") }
      lines.append("    ]")
      lines.append("  }")
      lines.append("}")
      lines.append("")
    }
    lines.append("func \(registrationFunction(index: index))() {")
    for (number, type) in types.enumerated() {
      lines.append(
        "  TouchKit.ActionMethods.register(\(type)._touchLabActionMethods\(number)(), for: \(type).self)")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `ActionMethod(selector: "closeTapped:", of: CardView.self, sender: (UIButton).self) {
  /// _ = $0.closeTapped($1) }`.
  private static func entry(_ method: ActionMethodDeclaration, type: String) -> String {
    var head = "TouchKit.ActionMethod(selector: \(SwiftLiteral.string(method.selector)), of: \(type).self"
    let argumentLabels = ["sender", "event"]
    for (position, parameterType) in method.parameterTypes.enumerated() {
      head += ", \(argumentLabels[position]): (\(parameterType)).self"
    }
    let arguments = method.labels.enumerated().map { position, label in
      (label.map { $0 + ": " } ?? "") + "$\(position + 1)"
    }
    let call = "$0.\(method.baseName)(\(arguments.joined(separator: ", ")))"
    return head + ") { _ = \(method.isThrowing ? "try " : "")\(call) }"
  }
}
