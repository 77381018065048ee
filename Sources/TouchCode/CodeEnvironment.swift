import Foundation

/// Where compiling a person's code looks for things: the compiler, the compiled modules of
/// this TouchLab, the cache and the consent list. Read from the process's environment by
/// ``current``; tests give their own folders.
public struct CodeEnvironment: Sendable {
  /// The Swift compiler to run; nil when none was found (the message says where it looked).
  public var compiler: String?
  /// The folder of this TouchLab's compiled modules (`UIKit.swiftmodule`, `TouchKit.swiftmodule`).
  public var modules: String
  /// Where compiled libraries are kept, by content hash.
  public var cache: String
  /// Where the consent list (``CodeConsent``) is kept.
  public var configuration: String
  /// The package TouchLab was built from, when the binary runs from its build folder and the
  /// package is the running user's and private (``ShippedPackage``): code under its `Layouts/`
  /// is shipped with TouchLab and needs no consent. Nil: nothing is trusted.
  public var packageRoot: String?

  public init(compiler: String?, modules: String, cache: String, configuration: String, packageRoot: String?)
  {
    self.compiler = compiler
    self.modules = modules
    self.cache = cache
    self.configuration = configuration
    self.packageRoot = packageRoot
  }

  /// The environment of this process:
  /// - compiler: `$TOUCHLAB_SWIFTC`, else `swiftc` on `$PATH` (on macOS, `xcrun --find swiftc`);
  /// - modules: `$TOUCHLAB_MODULES`, else `Modules/` beside the running binary (SwiftPM's
  ///   build folder: `.build/<config>/touchlab` and `.build/<config>/Modules/`);
  /// - cache: `$TOUCHLAB_CACHE_DIR`, else `$XDG_CACHE_HOME/touchlab`, else `~/.cache/touchlab`
  ///   (`~/Library/Caches/touchlab` on macOS);
  /// - configuration: `$TOUCHLAB_CONFIG_DIR`, else `$XDG_CONFIG_HOME/touchlab`, else
  ///   `~/.config/touchlab`;
  /// - the package root: the folder this TouchLab was built from (``ShippedPackage``).
  ///
  /// A variable set to the empty string counts as unset, as the XDG Base Directory
  /// specification says (an empty `XDG_CACHE_HOME` once put the cache at `/touchlab`); so does
  /// an `XDG_*` variable holding a relative path, which the specification calls invalid.
  public static var current: CodeEnvironment {
    let variables = ProcessInfo.processInfo.environment
    let binary = executablePath()
    let binaryFolder = URL(fileURLWithPath: binary).deletingLastPathComponent()
    let home = FileManager.default.homeDirectoryForCurrentUser.path
    return CodeEnvironment(
      variables: variables, home: home, binary: binary,
      compiler: { Toolchain.findCompiler(path: $0) },
      packageRoot: ShippedPackage.trustedRoot(binary: binaryFolder.path))
  }

  /// The environment `variables` and `home` describe, for a binary at `binary`; `compiler`
  /// finds `swiftc` on a `$PATH` (a parameter so tests need not look).
  init(
    variables: [String: String], home: String, binary: String,
    compiler findCompiler: (String) -> String?, packageRoot: String?
  ) {
    func value(_ name: String) -> String? {
      guard let value = variables[name], !value.isEmpty else { return nil }
      return value
    }
    func xdg(_ name: String) -> String? {
      value(name).flatMap { $0.hasPrefix("/") ? $0 + "/touchlab" : nil }
    }
    let binaryFolder = URL(fileURLWithPath: binary).deletingLastPathComponent()
    self.init(
      compiler: value("TOUCHLAB_SWIFTC") ?? findCompiler(variables["PATH"] ?? ""),
      modules: value("TOUCHLAB_MODULES") ?? binaryFolder.appendingPathComponent("Modules").path,
      cache: value("TOUCHLAB_CACHE_DIR") ?? xdg("XDG_CACHE_HOME") ?? Self.defaultCache(home: home),
      configuration: value("TOUCHLAB_CONFIG_DIR") ?? xdg("XDG_CONFIG_HOME") ?? home + "/.config/touchlab",
      packageRoot: packageRoot)
  }

  private static func defaultCache(home: String) -> String {
    #if os(macOS)
      home + "/Library/Caches/touchlab"
    #else
      home + "/.cache/touchlab"
    #endif
  }

  /// The running binary, symbolic links resolved (a `touchlab` linked into `~/bin` still finds
  /// its build folder).
  static func executablePath() -> String {
    let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }
}
