import Foundation
import TouchFoundation
import TouchYAML

/// The keys of one YAML mapping, checked against the keys valid in its place.
///
/// Every mapping in a layout goes through here, so no misspelled key is ever skipped in
/// silence (principle 5): an unknown key is an error at the key, with the closest valid key
/// as a suggestion.
package struct Fields {
  /// A key as written, with where it was written.
  package struct Entry {
    package var key: String
    package var keyMark: YAMLMark?
    package var value: YAMLNode
  }

  /// The mapping itself, for "missing key" messages, which point at its first key.
  package let mark: YAMLMark?
  package private(set) var entries: [Entry] = []
  /// Which valid keys the mapping has: bit `i` for `validKeys[i]` (positions past 63 share bit
  /// 63). A reader asks ``hasAny(of:)`` once for a whole group of keys (``ViewKeys/Mask``)
  /// instead of looking each one up: most views have only an id and a frame.
  private(set) var present: UInt64 = 0

  /// Reads `node` as a mapping describing `what` (e.g. "a view"), reporting keys that are not
  /// in `validKeys`. `keyProblem` may explain a key better than "unknown" (e.g. `text:` on a
  /// View); returning nil falls back to the suggestion. Nil if `node` is not a mapping.
  package init?(
    _ node: YAMLNode, describing what: String, validKeys: [String], log: DiagnosticLog,
    keyProblem: (String) -> String? = { _ in nil }
  ) {
    guard case .mapping(let mapping) = node else {
      log.error("\(what) must be a mapping (key: value lines), got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    mark = node.mark
    entries.reserveCapacity(mapping.count)
    for (keyNode, value) in mapping {
      guard let key = Self.keyName(keyNode) else {
        log.error("keys must be plain names, got \(NodeKind(keyNode).phrase)", at: keyNode.mark)
        continue
      }
      let length = key.utf8.count
      guard let index = validKeys.firstIndex(where: { $0.utf8.count == length && $0 == key }) else {
        let message =
          keyProblem(key)
          ?? "unknown key '\(key)' in \(what)" + Suggestion.hint(for: key, among: validKeys)
        log.error(message, at: keyNode.mark)
        continue
      }
      present |= 1 << UInt64(min(index, 63))
      entries.append(Entry(key: key, keyMark: keyNode.mark, value: value))
    }
  }

  /// The name a key node gives its key, or nil when it is not a plain name (a list, a mapping).
  /// However YAML spells it (`code:`, `code :`, `"code":`, `'code':`, `? code`, a tag, an
  /// escape), the node's text is the name: the one rule, which ``LayoutCode``'s pre-scan of a
  /// layout's `code:` shares, so the two never disagree about which key is `code`.
  static func keyName(_ node: YAMLNode) -> String? {
    guard NodeKind(node) != .list, NodeKind(node) != .mapping else { return nil }
    return node.scalarText
  }

  /// Most lookups miss (a view is asked for some twenty keys and has a few): comparing the
  /// lengths first settles most of them without comparing the strings.
  package subscript(key: String) -> YAMLNode? {
    let length = key.utf8.count
    return entries.first { $0.key.utf8.count == length && $0.key == key }?.value
  }

  func keyMark(_ key: String) -> YAMLMark? {
    let length = key.utf8.count
    return entries.first { $0.key.utf8.count == length && $0.key == key }?.keyMark
  }

  func contains(_ key: String) -> Bool { self[key] != nil }
}
