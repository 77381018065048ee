import Foundation
import TouchFoundation

/// A mapping's duplicate keys, found in linear time, reported as Yams reported them.
///
/// Yams grouped every mapping's keys in a dictionary of nodes, hashing each with its tag
/// resolved by regular expression: 20% of a load (issue 17). Keys here are almost always
/// scalars whose tags are already resolved, so comparing (text, tag) pairs finds a duplicate;
/// only when there is one, or a key is a list or a mapping, are whole keys grouped
/// (``YAMLNodeKey``) and the message made as Yams made it: the duplicated keys sorted by Yams'
/// order of nodes, the first one's first mark.
enum YAMLDuplicateKeys {
  /// Mappings up to this many keys are checked pair by pair, which for a view's handful of keys
  /// costs less than hashing them.
  private static let pairwiseLimit = 16

  /// The error for `pairs`' keys, nil when all differ.
  static func check(_ pairs: [YAMLMapping.Element]) -> YAMLParseError? {
    if pairs.count < 2 { return nil }
    let differ = pairs.count <= pairwiseLimit ? scalarsDifferPairwise(pairs) : scalarsDifferHashed(pairs)
    return differ ? nil : verdict(pairs.map(\.key))
  }

  private static func scalarsDifferPairwise(_ pairs: [YAMLMapping.Element]) -> Bool {
    for later in 1..<pairs.count {
      guard case .scalar(let key) = pairs[later].key else { return false }
      for earlier in 0..<later {
        guard case .scalar(let other) = pairs[earlier].key else { return false }
        if key.tag == other.tag && key.string == other.string { return false }
      }
    }
    if case .scalar = pairs[0].key { return true }
    return false
  }

  private static func scalarsDifferHashed(_ pairs: [YAMLMapping.Element]) -> Bool {
    var seen = Set<ScalarKey>(minimumCapacity: pairs.count)
    for pair in pairs {
      guard case .scalar(let key) = pair.key,
        seen.insert(ScalarKey(text: key.string, tag: key.tag)).inserted
      else { return false }
    }
    return true
  }

  /// The keys that appear more than once, as Yams' `Parser.loadMapping` reported them: nil when
  /// they all differ. Groups are kept in the order their keys first appear, so keys that Yams'
  /// order cannot rank (a list against a scalar) keep file order, where Yams' kept its
  /// dictionary's.
  private static func verdict(_ keys: [YAMLNode]) -> YAMLParseError? {
    var groups: [YAMLNodeKey: [Int]] = [:]
    var order: [YAMLNodeKey] = []
    for (index, key) in keys.enumerated() {
      let wrapped = YAMLNodeKey(node: key)
      if groups[wrapped] == nil { order.append(wrapped) }
      groups[wrapped, default: []].append(index)
    }
    let sorted = order.filter { (groups[$0]?.count ?? 0) > 1 }.sorted { $0.node.yamsPrecedes($1.node) }
    guard let first = sorted.first, let index = groups[first]?.first, let mark = keys[index].mark else {
      return nil
    }
    return .duplicatedKeys(
      sorted.map { $0.node.scalarText ?? "<uncovertable>" },
      at: TextPosition(line: mark.line, column: mark.column))
  }

  private struct ScalarKey: Hashable {
    var text: String
    var tag: YAMLTag
  }
}
