import Foundation

/// A node as a mapping key: equal to another when both are the same kind with the same resolved
/// tag and the same text or items, wherever and however they were written (mark and style
/// aside). This is YAML's equality of keys as Yams judged it (its `Node`'s `==`), which
/// ``YAMLDuplicateKeys`` uses when a mapping's keys are not all distinct scalars.
struct YAMLNodeKey: Hashable {
  var node: YAMLNode

  static func == (lhs: YAMLNodeKey, rhs: YAMLNodeKey) -> Bool { lhs.node.sameKey(as: rhs.node) }

  func hash(into hasher: inout Hasher) { node.hashKey(into: &hasher) }
}

extension YAMLNode {
  /// Same kind, tag and content; a collection's items compared in order. Recursion is bounded
  /// by the parse's nesting limit, on the load's large stack.
  func sameKey(as other: YAMLNode) -> Bool {
    switch (self, other) {
    case (.scalar(let lhs), .scalar(let rhs)): lhs.tag == rhs.tag && lhs.string == rhs.string
    case (.sequence(let lhs), .sequence(let rhs)):
      lhs.tag == rhs.tag && lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.sameKey(as: $1) }
    case (.mapping(let lhs), .mapping(let rhs)):
      lhs.tag == rhs.tag && lhs.count == rhs.count
        && zip(lhs, rhs).allSatisfy { $0.key.sameKey(as: $1.key) && $0.value.sameKey(as: $1.value) }
    default: false
    }
  }

  func hashKey(into hasher: inout Hasher) {
    hasher.combine(tag)
    switch self {
    case .scalar(let scalar): hasher.combine(scalar.string)
    case .sequence(let sequence):
      hasher.combine(sequence.count)
      for item in sequence { item.hashKey(into: &hasher) }
    case .mapping(let mapping):
      hasher.combine(mapping.count)
      for pair in mapping {
        pair.key.hashKey(into: &hasher)
        pair.value.hashKey(into: &hasher)
      }
    }
  }

  /// Yams' order of nodes, in which a duplicate-key message lists the keys: scalars by text,
  /// lists by their items, mappings by their keys, each list compared item by item and then
  /// by length; nodes of different kinds are not ordered.
  func yamsPrecedes(_ other: YAMLNode) -> Bool {
    switch (self, other) {
    case (.scalar(let lhs), .scalar(let rhs)): return lhs.string < rhs.string
    case (.sequence(let lhs), .sequence(let rhs)):
      return Self.precedes(Array(lhs), Array(rhs)) { $0.yamsPrecedes($1) }
    case (.mapping(let lhs), .mapping(let rhs)):
      return Self.precedes(lhs.map(\.key), rhs.map(\.key)) { $0.yamsPrecedes($1) }
    default: return false
    }
  }

  private static func precedes(
    _ lhs: [YAMLNode], _ rhs: [YAMLNode], by less: (YAMLNode, YAMLNode) -> Bool
  ) -> Bool {
    for (left, right) in zip(lhs, rhs) {
      if less(left, right) { return true }
      if less(right, left) { return false }
    }
    return lhs.count < rhs.count
  }
}
