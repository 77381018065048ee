import Foundation

/// A structural check of a Mermaid sequence diagram, for the forms TouchLab writes (no
/// mermaid-cli here): the header, then only participant declarations, messages and notes;
/// every name used is declared first; text has no raw `;`, `#` (outside an entity code) or
/// angle brackets other than `<br/>`.
enum MermaidValidator {
  /// The problems found, each with its line number; empty when the diagram is well formed.
  static func problems(in diagram: String) -> [String] {
    var lines = diagram.components(separatedBy: "\n")
    guard lines.last == "" else { return ["the diagram does not end with a newline"] }
    lines.removeLast()
    guard lines.first == "sequenceDiagram" else { return ["line 1: expected sequenceDiagram"] }
    var declared: Set<String> = []
    var problems: [String] = []
    var sawStatement = false
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      func problem(_ text: String) { problems.append("line \(number): \(text): \(line)") }
      guard line.hasPrefix("  "), !line.hasPrefix("   ") else {
        problem("expected an indentation of two spaces")
        continue
      }
      let statement = String(line.dropFirst(2))
      if let match = statement.wholeMatch(of: participant) {
        if sawStatement { problem("participant declared after the first message") }
        let name = String(match.output.1)
        if !declared.insert(name).inserted { problem("participant \(name) declared twice") }
        if let label = match.output.2, !isCleanText(String(label)) { problem("unescaped label") }
        if keywords.contains(name.lowercased()) { problem("participant named by a keyword") }
      } else if let match = statement.wholeMatch(of: message) {
        sawStatement = true
        for name in [match.output.1, match.output.3] where !declared.contains(String(name)) {
          problem("\(name) is not declared")
        }
        if !isCleanText(String(match.output.4)) { problem("unescaped message text") }
      } else if let match = statement.wholeMatch(of: note) {
        sawStatement = true
        if !declared.contains(String(match.output.1)) { problem("\(match.output.1) is not declared") }
        if !isCleanText(String(match.output.2)) { problem("unescaped note text") }
      } else {
        problem("not a statement TouchLab writes")
      }
    }
    return problems
  }

  nonisolated(unsafe) static let participant = /participant ([A-Za-z][A-Za-z0-9_]*)(?: as (.+))?/
  nonisolated(unsafe) static let message = /([A-Za-z][A-Za-z0-9_]*)(->>|-->>|-x)([A-Za-z][A-Za-z0-9_]*): (.+)/
  nonisolated(unsafe) static let note = /Note over ([A-Za-z][A-Za-z0-9_]*): (.+)/

  static let keywords: Set<String> = [
    "end", "participant", "actor", "note", "loop", "alt", "else", "opt", "as",
  ]

  /// No character that ends a statement or opens markup, and no empty text.
  static func isCleanText(_ text: String) -> Bool {
    let withoutBreaks = text.replacingOccurrences(of: "<br/>", with: " ")
    let withoutCodes = withoutBreaks.replacing(/#[0-9]+;/, with: "")
    return !withoutCodes.contains(where: { ";#<>\n\r".contains($0) })
      && !text.trimmingCharacters(in: .whitespaces).isEmpty
  }
}
