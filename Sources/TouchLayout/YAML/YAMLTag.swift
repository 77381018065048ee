import Foundation

/// A node's resolved tag, as Yams named it (`tag:yaml.org,2002:int`, …): the YAML 1.1 types
/// of Yams' default resolver as cases, anything written explicitly (`!custom`) by its name.
enum YAMLTag: Hashable, Sendable {
  case str, int, float, bool, null, merge, timestamp, value, map, seq
  /// An explicit tag that is none of the above, by its full name.
  case named(String)

  /// The tag `name` (as libyaml reports an explicit one) stands for.
  init(name: String) {
    self = Self.byName[name] ?? .named(name)
  }

  /// The full name, as Yams' `Tag.description` gave it.
  var name: String {
    switch self {
    case .named(let name): name
    case .str: "tag:yaml.org,2002:str"
    case .int: "tag:yaml.org,2002:int"
    case .float: "tag:yaml.org,2002:float"
    case .bool: "tag:yaml.org,2002:bool"
    case .null: "tag:yaml.org,2002:null"
    case .merge: "tag:yaml.org,2002:merge"
    case .timestamp: "tag:yaml.org,2002:timestamp"
    case .value: "tag:yaml.org,2002:value"
    case .map: "tag:yaml.org,2002:map"
    case .seq: "tag:yaml.org,2002:seq"
    }
  }

  private static let byName: [String: YAMLTag] = Dictionary(
    uniqueKeysWithValues: [YAMLTag.str, .int, .float, .bool, .null, .merge, .timestamp, .value, .map, .seq]
      .map { ($0.name, $0) })
}
