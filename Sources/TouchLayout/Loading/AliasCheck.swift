import Foundation

/// Finds YAML aliases (`*name`) before the real parse, so a "billion laughs" document cannot
/// cost exponential time or memory.
///
/// The composer shares aliased nodes, as Yams did, so composing one is cheap, but finding
/// duplicate keys compares them: an alias used as a key is compared with its whole expansion
/// (Yams hashed it so; the composer asks Yams' own check for such keys), which for a billion
/// laughs never finishes; and anything walking the tree afterwards meets the expansion too.
/// Layouts have no use for aliases, so they are rejected outright.
///
/// Finding them needs YAML's own tokenizer (a `*` inside a quoted string, a comment or a
/// plain scalar like `5 * 3` is not an alias), and the composer reads events, not tokens. So the text
/// is composed once with every `*` replaced by `x`, which changes neither positions nor
/// structure but turns each alias into a plain scalar. A plain scalar never starts with `*`,
/// so any scalar that starts where the original text has a `*` was an alias.
///
/// When the defused text does not parse, its error is the file's error: positions are the
/// same, and the real parse must not run, since it would meet the aliases. It did once: two
/// equal alias keys made the defused text fail on a duplicate key, the real parse then hashed
/// each key's whole expansion to find duplicates, and 889 bytes took exponential time. So the
/// real parse only ever sees a document without aliases, where expansion costs nothing and
/// finding duplicate keys is linear.
enum AliasCheck {
  /// Records a diagnostic for each alias in `text`; returns false if it found any, or if the
  /// defused text does not parse (whose error it records).
  static func passes(_ text: String, log: DiagnosticLog) -> Bool {
    // Most layouts have no `*` at all: bytes, not scalars, so decoding every scalar of a large
    // layout to find none costs nothing (issue 17).
    guard ByteSearch.contains(byte: UInt8(ascii: "*"), in: text) else { return true }
    // Each `*`'s position, and the anchor name that follows it (what an alias there names).
    var stars: [TextPosition: String] = [:]
    var naming: TextPosition?
    var defused = String.UnicodeScalarView()
    TextPosition.walk(text.unicodeScalars) { scalar, position in
      if scalar == "*" {
        stars[position] = ""
        naming = position
        defused.append("x")
        return
      }
      defused.append(scalar)
      // libyaml's anchor characters: ASCII letters and digits, `-` and `_`.
      if let star = naming, scalar.isASCII,
        Character(scalar).isLetter || Character(scalar).isNumber || scalar == "-"
          || scalar == "_"
      {
        stars[star, default: ""].unicodeScalars.append(scalar)
      } else {
        naming = nil
      }
    }
    let parsed: YAMLNode?
    do {
      parsed = try YAMLComposer.compose(String(defused))
    } catch {
      recordDefused(error, text: text, stars: stars, log: log)
      return false
    }
    guard let root = parsed else { return true }
    var found = false
    var pending: [YAMLNode] = [root]
    while let node = pending.popLast() {
      switch node {
      case .scalar(let scalar):
        let mark = scalar.mark
        guard stars[TextPosition(line: mark.line, column: mark.column)] != nil
        else { continue }
        let name = String(scalar.string.dropFirst())
        log.error("aliases (*\(name)) are not supported in layouts; repeat the value instead", at: mark)
        found = true
      case .mapping(let mapping):
        for (key, value) in mapping.reversed() { pending.append(contentsOf: [value, key]) }
      case .sequence(let sequence):
        pending.append(contentsOf: sequence.reversed())
      }
    }
    return !found
  }

  /// The defused parse's error, as the real parse would give it: a duplicate key that is an
  /// alias (`? *a` twice) is reported as the alias it is, not as the `xa` the check made of it.
  private static func recordDefused(
    _ error: YAMLParseError, text: String, stars: [TextPosition: String], log: DiagnosticLog
  ) {
    if case .duplicatedKeys(_, let position) = error, let name = stars[position] {
      log.error(
        "aliases (*\(name)) are not supported in layouts; repeat the value instead", line: position.line,
        column: position.column)
      return
    }
    YAMLErrorTranslation.record(error, in: log, text: text)
  }
}
