import Foundation
import TouchFoundation
import Yams

/// A mapping's duplicate keys, found in linear time, reported as Yams reported them.
///
/// Yams grouped every mapping's keys in a dictionary of nodes, hashing each with its tag
/// resolved by regular expression: 20% of a load (issue 17). Keys here are almost always
/// scalars whose tags are already resolved, so comparing (text, tag) pairs finds a duplicate;
/// only when there is one, or a key is a list or a mapping, does Yams' own grouping run (on the
/// keys as Yams nodes), so the message (the keys sorted, the first one's mark) is as before.
enum YAMLDuplicateKeys {
  /// Mappings up to this many keys are checked pair by pair, which for a view's handful of keys
  /// costs less than hashing them.
  private static let pairwiseLimit = 16

  /// The error for `pairs`' keys, nil when all differ.
  static func check(_ pairs: [YAMLMapping.Element]) -> YAMLParseError? {
    if pairs.count < 2 { return nil }
    let differ = pairs.count <= pairwiseLimit ? scalarsDifferPairwise(pairs) : scalarsDifferHashed(pairs)
    return differ ? nil : yamsVerdict(pairs.map(\.key))
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

  /// Yams' check (`Parser.loadMapping`), on the keys as Yams nodes: nil when they all differ.
  private static func yamsVerdict(_ keys: [YAMLNode]) -> YAMLParseError? {
    let nodes = keys.map(\.yamsNode)
    let groups = Dictionary(grouping: nodes.indices) { nodes[$0] }.filter { $1.count > 1 }
    let sorted = groups.keys.sorted()
    guard let first = sorted.first, let index = groups[first]?.first, let mark = keys[index].mark else {
      return nil
    }
    return .duplicatedKeys(
      sorted.map { $0.string ?? "<uncovertable>" }, at: TextPosition(line: mark.line, column: mark.column))
  }

  private struct ScalarKey: Hashable {
    var text: String
    var tag: YAMLTag
  }
}
