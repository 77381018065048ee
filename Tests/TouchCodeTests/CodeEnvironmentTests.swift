import Foundation
import Testing

@testable import TouchCode

/// The folders the environment names (issue 34, item 4): an empty variable is unset, as the
/// XDG Base Directory specification says, and so is a relative `XDG_*` path, which it calls
/// invalid; the reproducer put the cache at `/code` and `/touchlab` at the filesystem root.
@Suite("Code environment")
struct CodeEnvironmentTests {
  static func environment(_ variables: [String: String]) -> CodeEnvironment {
    CodeEnvironment(
      variables: variables, home: "/home/person", binary: "/opt/touchlab/bin/touchlab",
      compiler: { _ in "/usr/bin/swiftc" }, packageRoot: nil)
  }

  @Test("Empty TOUCHLAB_CACHE_DIR, XDG_CACHE_HOME and the config pair: the defaults under home")
  func emptyVariablesAreUnset() {
    let empty = Self.environment([
      "TOUCHLAB_CACHE_DIR": "", "XDG_CACHE_HOME": "", "TOUCHLAB_CONFIG_DIR": "", "XDG_CONFIG_HOME": "",
      "TOUCHLAB_SWIFTC": "", "TOUCHLAB_MODULES": "",
    ])
    #if os(macOS)
      #expect(empty.cache == "/home/person/Library/Caches/touchlab")
    #else
      #expect(empty.cache == "/home/person/.cache/touchlab")
    #endif
    #expect(empty.configuration == "/home/person/.config/touchlab")
    #expect(empty.compiler == "/usr/bin/swiftc")
    #expect(empty.modules == "/opt/touchlab/bin/Modules")
  }

  @Test("An empty TOUCHLAB_CACHE_DIR falls through to a set XDG_CACHE_HOME")
  func emptyFallsThrough() {
    let environment = Self.environment(["TOUCHLAB_CACHE_DIR": "", "XDG_CACHE_HOME": "/var/cache/p"])
    #expect(environment.cache == "/var/cache/p/touchlab")
  }

  @Test("A relative XDG path is ignored; TOUCHLAB_* variables are used as given")
  func relativeXDG() {
    let environment = Self.environment([
      "XDG_CACHE_HOME": "relative", "XDG_CONFIG_HOME": "./config", "TOUCHLAB_CONFIG_DIR": "",
    ])
    #expect(environment.cache.hasPrefix("/home/person/"))
    #expect(environment.configuration == "/home/person/.config/touchlab")
    #expect(Self.environment(["TOUCHLAB_CACHE_DIR": "/c"]).cache == "/c")
  }
}
