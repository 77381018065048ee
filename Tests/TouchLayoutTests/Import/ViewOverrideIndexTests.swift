import Testing

@testable import TouchImport
@testable import TouchLayout

/// `ViewOverrideIndex` finds exactly the overrides the side file's rule picks (docs/import.md):
/// an address (any case), a whole class path from the top, or a path's last classes after `//`.
/// The rule is written out plainly here, the way the importer once tested every override
/// against every view, and the index must agree with it everywhere.
struct ViewOverrideIndexTests {
  static let selectors = [
    "0xABC", "0xabc", "0x1", "UIWindow", "UIWindow/A", "/UIWindow/A", "UIWindow//A", "A", "UIWindow/A/B",
    "//A",
    "//UIWindow/A", "//", "//B/A", "//X", "//A/B", "///A", "UIWindow/B/A",
  ]
  static let paths = [
    ["UIWindow"], ["UIWindow", "A"], ["UIWindow", "A", "B"], ["UIWindow", "B", "A"], ["A"], [],
  ]

  @Test("Every selector, view path and address: the index picks what the rule picks, in file order")
  func agreesWithTheRule() {
    let overrides = Self.selectors.map {
      ImportOverrides.ViewOverride(selector: $0, className: nil, entries: [])
    }
    let index = ViewOverrideIndex(overrides)
    for address in ["0xabc", "0xABC", "0x1", "0x2"] {
      for path in Self.paths {
        let expected = Self.selectors.indices.filter {
          Self.rule(Self.selectors[$0], address: address, path: path)
        }
        #expect(index.matches(address: address, path: path) == expected, "\(address) \(path)")
      }
    }
  }

  /// The side file's rule, one selector at a time.
  static func rule(_ selector: String, address: String, path: [String]) -> Bool {
    if selector.hasPrefix("0x") { return selector.lowercased() == address.lowercased() }
    let parts = selector.split(separator: "/").map(String.init)
    if selector.hasPrefix("//") {
      return path.count >= parts.count && Array(path.suffix(parts.count)) == parts
    }
    return parts == path
  }
}
