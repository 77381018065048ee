import Foundation

/// A node's resolved tag, as Yams named it (`tag:yaml.org,2002:int`, …): the YAML 1.1 types
/// of Yams' default resolver, and anything written explicitly (`!custom`) by its name.
///
/// A code of two bytes, not an enum with a string for the explicit case: every node of a
/// layout carries a tag, and a tag that holds no reference keeps a node small and copied
/// without reference counting (issue 17: a million-view tree shrank by a third,
/// docs/performance.md). An explicit tag's name is kept once per process in ``NamedYAMLTags``:
/// they are rare (a layout has no use for them), and the same name always gets the same code.
package struct YAMLTag: Hashable, Sendable {
  private let code: UInt16

  private init(code: UInt16) { self.code = code }

  static let str = YAMLTag(code: 0)
  package static let int = YAMLTag(code: 1)
  package static let float = YAMLTag(code: 2)
  package static let bool = YAMLTag(code: 3)
  package static let null = YAMLTag(code: 4)
  static let merge = YAMLTag(code: 5)
  static let timestamp = YAMLTag(code: 6)
  static let value = YAMLTag(code: 7)
  package static let map = YAMLTag(code: 8)
  package static let seq = YAMLTag(code: 9)

  /// The full names of the tags above, by code.
  private static let builtInNames = [
    "str", "int", "float", "bool", "null", "merge", "timestamp", "value", "map", "seq",
  ].map { "tag:yaml.org,2002:\($0)" }

  /// The tag `name` (as libyaml reports an explicit one) stands for; nil only when the process
  /// already holds ``NamedYAMLTags/capacity`` other explicit names.
  init?(name: String) {
    if let index = Self.builtInNames.firstIndex(of: name) {
      code = UInt16(index)
    } else if let named = NamedYAMLTags.shared.index(of: name) {
      code = UInt16(Self.builtInNames.count + named)
    } else {
      return nil
    }
  }

  /// The full name, as Yams' `Tag.description` gave it.
  package var name: String {
    let index = Int(code)
    guard index >= Self.builtInNames.count else { return Self.builtInNames[index] }
    return NamedYAMLTags.shared.name(at: index - Self.builtInNames.count)
  }
}

/// Every explicit tag name the process has met, each once, so that a tag is a small code.
///
/// Bounded: past ``capacity`` names (a fuzzer's inputs, not a person's layouts), a new name is
/// refused, and the file that wrote it gets a message instead of a tree (``YAMLComposer``).
final class NamedYAMLTags: @unchecked Sendable {
  static let shared = NamedYAMLTags()
  /// How many explicit names a process keeps: what a two-byte code holds beside the built-in
  /// tags. UNSOURCED: no layout, script or dump in the repository writes one.
  static let capacity = Int(UInt16.max) - 16

  private let lock = NSLock()
  private var indices: [String: Int] = [:]
  private var names: [String] = []

  /// `name`'s index, kept now if it is new; nil when the table is full.
  func index(of name: String) -> Int? {
    lock.withLock {
      if let index = indices[name] { return index }
      guard names.count < Self.capacity else { return nil }
      names.append(name)
      indices[name] = names.count - 1
      return names.count - 1
    }
  }

  package func name(at index: Int) -> String { lock.withLock { names[index] } }
}
