import TouchYAML
/// Refuses YAML aliases (`*name`), every one of a file, so a "billion laughs" document cannot
/// cost exponential time or memory.
///
/// Layouts and scripts have no use for aliases. What makes them dangerous is expanding them:
/// anything that walks the tree meets the expansion, and finding duplicate keys compares an
/// alias used as a key with its whole expansion (Yams hashed it so, and ``YAMLNodeKey`` would
/// walk it whole). So the composer never expands one: it lists each, composed
/// as a placeholder (``YAMLAliases``), and this turns the list into the file's messages.
///
/// Finding aliases needs YAML's own tokenizer (a `*` inside a quoted string, a comment or a
/// plain scalar like `5 * 3` is not an alias), which is why the composer, reading libyaml's
/// events, finds them. Before it did, this check composed a copy of the text with every `*`
/// made an `x` first: a second whole parse of any file with a `*` anywhere, a comment or a
/// query such as `//*` included.
enum AliasCheck {
  /// Records a diagnostic for each alias listed; false if there was any.
  static func passes(_ aliases: YAMLAliases, log: DiagnosticLog) -> Bool {
    for alias in aliases.found {
      log.error(message(alias), line: alias.position.line, column: alias.position.column)
    }
    return aliases.found.isEmpty
  }

  /// Records the compose's `error` as the file's: a duplicate key that is an alias (`? *a`
  /// twice, placeholders that compare equal) is reported as the alias it is.
  static func record(
    _ error: YAMLParseError, aliases: YAMLAliases, text: String, options: LayoutLoadOptions?,
    log: DiagnosticLog
  ) {
    if case .duplicatedKeys(_, let position) = error, let alias = aliases.alias(at: position) {
      log.error(message(alias), line: position.line, column: position.column)
      return
    }
    YAMLErrorTranslation.record(error, in: log, text: text, options: options)
  }

  private static func message(_ alias: YAMLAliases.Alias) -> String {
    "aliases (*\(alias.name)) are not supported in layouts; repeat the value instead"
  }
}
