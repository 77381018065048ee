/// A side file's view overrides by what can pick a view: its address, its whole class path
/// from the dump's top, or a path's last classes (`//` selectors).
///
/// Each view is matched against the overrides that can pick it, found by lookups, rather than
/// against every override: a 20,000-view dump with a side file of 3,000 selectors was 60
/// million comparisons, each splitting its selector again, past 20 s (a review, issue 16).
/// A `//` selector of n classes is looked up by the view path's last n classes, once for each
/// length the side file uses: at most a view's depth lookups.
struct ViewOverrideIndex: Sendable {
  private var byAddress: [String: [Int]] = [:]
  private var byPath: [[String]: [Int]] = [:]
  private var bySuffix: [[String]: [Int]] = [:]
  /// The lengths of the `//` selectors, each once, shortest first.
  private var suffixLengths: [Int] = []

  init(_ overrides: [ImportOverrides.ViewOverride]) {
    var lengths = Set<Int>()
    for (index, override) in overrides.enumerated() {
      let selector = override.selector
      let parts = selector.split(separator: "/").map(String.init)
      if selector.hasPrefix("0x") {
        byAddress[selector.lowercased(), default: []].append(index)
      } else if selector.hasPrefix("//") {
        bySuffix[parts, default: []].append(index)
        lengths.insert(parts.count)
      } else {
        byPath[parts, default: []].append(index)
      }
    }
    suffixLengths = lengths.sorted()
  }

  /// The positions (in the side file's order) of the overrides that pick the view at
  /// `address` whose class path from the top is `path`, itself last.
  func matches(address: String, path: [String]) -> [Int] {
    var found = byAddress[address.lowercased()] ?? []
    found += byPath[path] ?? []
    for length in suffixLengths {
      guard length <= path.count else { break }
      found += bySuffix[Array(path.suffix(length))] ?? []
    }
    return found.sorted()
  }
}
