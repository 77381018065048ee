import Foundation
import Yams

/// Finds YAML aliases (`*name`) before the real parse, so a "billion laughs" document cannot
/// cost exponential time or memory.
///
/// Yams shares aliased nodes, so composing one is cheap, but it hashes mapping keys to find
/// duplicates: an alias used as a key is hashed with its whole expansion, which for a billion
/// laughs never finishes; and anything walking the tree afterwards meets the expansion too.
/// Layouts have no use for aliases, so they are rejected outright.
///
/// Finding them needs YAML's own tokenizer (a `*` inside a quoted string, a comment or a
/// plain scalar like `5 * 3` is not an alias), and Yams exposes no token stream. So the text
/// is composed once with every `*` replaced by `x`, which changes neither positions nor
/// structure but turns each alias into a plain scalar. A plain scalar never starts with `*`,
/// so any scalar that starts where the original text has a `*` was an alias.
enum AliasCheck {
  /// Records a diagnostic for each alias in `text`; returns false if it found any, or if the
  /// text does not parse (whose error the real parse will report).
  static func passes(_ text: String, log: DiagnosticLog) -> Bool {
    guard text.unicodeScalars.contains("*") else { return true }
    var stars = Set<TextPosition>()
    var defused = String.UnicodeScalarView()
    TextPosition.walk(text.unicodeScalars) { scalar, position in
      if scalar == "*" {
        stars.insert(position)
        defused.append("x")
      } else {
        defused.append(scalar)
      }
    }
    guard let root = try? Yams.compose(yaml: String(defused)) else { return true }
    var found = false
    var pending: [Node] = [root]
    while let node = pending.popLast() {
      switch node {
      case .scalar(let scalar):
        guard let mark = scalar.mark, stars.contains(TextPosition(line: mark.line, column: mark.column))
        else { continue }
        let name = String(scalar.string.dropFirst())
        log.error("aliases (*\(name)) are not supported in layouts; repeat the value instead", at: mark)
        found = true
      case .mapping(let mapping):
        for (key, value) in mapping.reversed() { pending.append(contentsOf: [value, key]) }
      case .sequence(let sequence):
        pending.append(contentsOf: sequence.reversed())
      case .alias:
        continue
      }
    }
    return !found
  }
}
