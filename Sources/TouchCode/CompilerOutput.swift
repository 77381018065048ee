import TouchFoundation

/// The compiler's messages, read into diagnostics: each `file:line:column: error: message`
/// with the source line and caret that follow it. Errors and the notes after them are kept;
/// warnings are left out (the person's code is theirs to tidy), unless nothing else explains
/// a failure.
enum CompilerOutput {
  static func diagnostics(in output: String) -> [CodeDiagnostic] {
    var diagnostics: [CodeDiagnostic] = []
    var keeping = false
    var unplaced: [String] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let (diagnostic, severity) = located(line) {
        keeping = severity == "error" || (severity == "note" && keeping)
        if keeping { diagnostics.append(CodeDiagnostic(diagnostic)) }
      } else if line.hasPrefix("error: ") || line.contains(": error: ") {
        // The linker's and the driver's errors carry no place.
        unplaced.append(line)
        keeping = false
      } else if keeping, !line.trimmingCharacters(in: .whitespaces).isEmpty, var last = diagnostics.popLast()
      {
        if last.excerpt.count < 2 { last.excerpt.append(trimmedExcerpt(line)) }
        diagnostics.append(last)
      }
    }
    return diagnostics + unplaced.map { CodeDiagnostic(file: "swiftc", message: $0) }
  }

  /// `path:line:column: severity: message`, with the path allowed to hold colons.
  private static func located(_ line: String) -> (Diagnostic, String)? {
    for severity in ["error", "warning", "note"] {
      guard let range = line.range(of: ": \(severity): ") else { continue }
      let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 3, let lineNumber = Int(place[place.count - 2]),
        let column = Int(place[place.count - 1])
      else { continue }
      let file = place.dropLast(2).joined(separator: ":")
      let message = String(line[range.upperBound...])
      let text = severity == "note" ? "note: " + message : message
      return (Diagnostic(file: file, line: lineNumber, column: column, message: text), severity)
    }
    return nil
  }

  /// The compiler indents its excerpt with a gutter (`  3 | code`); kept as printed, without
  /// the trailing spaces.
  private static func trimmedExcerpt(_ line: String) -> String {
    var text = line
    while text.last == " " { text.removeLast() }
    return text
  }
}
