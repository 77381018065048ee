import Foundation

/// One node of a person's YAML file, as the readers see it: a scalar, a mapping or a list,
/// each with where it was written.
///
/// The loader's own tree (issue 17), composed from libyaml's events by ``YAMLComposer``. Yams'
/// `Node` carried a `Tag` object per node (an allocation, and a resolver and a constructor to
/// retain) and resolved tags with regular expressions; here a node is a plain value whose
/// scalars are resolved once, by ``YAMLScalarSchema``, as they are read. Aliases are never
/// expanded (``YAMLAliases``), so there is no alias case.
package enum YAMLNode: Sendable {
  case scalar(YAMLScalar)
  case mapping(YAMLMapping)
  case sequence(YAMLSequence)

  /// Where the node starts (1-based line and column). Optional only so that messages can take
  /// "no position" and a node's alike.
  package var mark: YAMLMark? {
    switch self {
    case .scalar(let scalar): scalar.mark
    case .mapping(let mapping): mapping.mark
    case .sequence(let sequence): sequence.mark
    }
  }

  /// The node's resolved tag: a scalar's by ``YAMLScalarSchema``, a collection's as written
  /// (`map` or `seq` when implicit).
  package var tag: YAMLTag {
    switch self {
    case .scalar(let scalar): scalar.tag
    case .mapping(let mapping): mapping.tag
    case .sequence(let sequence): sequence.tag
    }
  }

  /// The scalar's text as written (without quotes), for scalars only.
  package var scalarText: String? {
    if case .scalar(let scalar) = self { return scalar.string }
    return nil
  }

  /// The mapping, for mappings only.
  package var mapping: YAMLMapping? {
    if case .mapping(let mapping) = self { return mapping }
    return nil
  }

  /// A list's items; no items for anything else (Yams' `array()`).
  package func array() -> [YAMLNode] {
    if case .sequence(let sequence) = self { return sequence.nodes }
    return []
  }
}
