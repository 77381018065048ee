/// The module's own `print`, `debugPrint` and `NSLog`, added to a person's code with the entry
/// point: a declaration in the code's own module shadows the standard library's and
/// Foundation's, so every call in every file of it comes here without a rewrite, and goes to
/// the trace (TouchKit's `UserOutput`) instead of the terminal. `print(_:to:)` is left alone:
/// it writes to a string the code holds.
enum UserOutputSource {
  static let lines = [
    "",
    "// A person's output goes into the trace (TouchKit.UserOutput), not onto the terminal.",
    "func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\") {",
    "  TouchKit.UserOutput.write(TouchKit.UserOutput.text(items, separator: separator, terminator: terminator))",
    "}",
    "",
    "func debugPrint(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\") {",
    "  TouchKit.UserOutput.write(",
    "    TouchKit.UserOutput.text(items.map { String(reflecting: $0) }, separator: separator, terminator: terminator))",
    "}",
    "",
    "func NSLog(_ format: String, _ arguments: CVarArg...) {",
    "  TouchKit.UserOutput.write(String(format: format, arguments: arguments))",
    "}",
  ]
}
