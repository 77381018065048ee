/// The code TouchLab appends to a person's file whose classes declare `@IBOutlet`s: a function
/// that adds each outlet, with its assignment written out in Swift, to the library's catalog
/// (``OutletScanner``, TouchKit's ``Outlet``). Nib loading on iOS sets outlets with key-value
/// coding, which Swift on Linux does not have; in the person's own file, the assignment reaches
/// a `private` outlet as KVC would.
enum OutletTableSource {
  /// The name of the function adding the outlets of file number `index`.
  static func registrationFunction(index: Int) -> String { "_touchLabRegisterOutlets\(index)" }

  /// The code for file number `index`, declaring `outlets`; nil when it declares none.
  static func source(index: Int, outlets: [OutletDeclaration]) -> String? {
    guard !outlets.isEmpty else { return nil }
    var types: [String] = []
    var byType: [String: [OutletDeclaration]] = [:]
    for outlet in outlets {
      if byType[outlet.typeName] == nil { types.append(outlet.typeName) }
      byType[outlet.typeName, default: []].append(outlet)
    }
    var lines = ["import TouchKit", "import UIKit", ""]
    for (number, type) in types.enumerated() {
      lines.append("extension \(type) {")
      lines.append("  fileprivate static func _touchLabOutlets\(number)() -> [TouchKit.Outlet] {")
      lines.append("    [")
      for outlet in byType[type] ?? [] {
        lines.append(
          "      TouchKit.Outlet(property: \(SwiftLiteral.string(outlet.property)), of: \(type).self, "
            + "value: (\(outlet.valueType)).self) { $0.\(outlet.property) = $1 },")
      }
      lines.append("    ]")
      lines.append("  }")
      lines.append("}")
      lines.append("")
    }
    lines.append("func \(registrationFunction(index: index))(_ catalog: UIKit.CodeCatalog) {")
    for (number, type) in types.enumerated() {
      lines.append("  catalog.addOutlets(\(type)._touchLabOutlets\(number)(), for: \(type).self)")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
