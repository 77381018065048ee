import TouchFoundation
/// The aliases (`*name`) one compose met, in file order, where the caller wants every one of
/// them rather than the first (``YAMLComposer/compose(_:parsingAhead:splitAtLine:stackBytes:listStream:aliases:)``).
///
/// The composer never expands an alias: the node an alias names is what a "billion laughs"
/// multiplies, and comparing two such keys for a duplicate costs the whole expansion. Given a
/// list, it composes each alias as a placeholder scalar (`*name`, a string no plain scalar
/// can be) and goes on, so the loader reports every alias of a file from its one parse;
/// without one, the first alias is an error.
package final class YAMLAliases {
  package struct Alias: Equatable {
    /// The anchor the alias names.
    package var name: String
    /// Where its `*` is.
    package var position: TextPosition
  }

  package private(set) var found: [Alias] = []

  package init() {}

  func add(_ alias: Alias) { found.append(alias) }

  /// The alias at `position`, if one was composed there.
  package func alias(at position: TextPosition) -> Alias? { found.first { $0.position == position } }
}
