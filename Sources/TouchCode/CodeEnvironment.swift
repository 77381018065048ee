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
  /// The package TouchLab was built from, when the binary is in its build folder: code under
  /// its `Layouts/` is shipped with TouchLab and needs no consent.
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
  ///   `~/.config/touchlab`.
  public static var current: CodeEnvironment {
    let variables = ProcessInfo.processInfo.environment
    let binaryFolder = URL(fileURLWithPath: executablePath()).deletingLastPathComponent()
    let home = FileManager.default.homeDirectoryForCurrentUser.path
    return CodeEnvironment(
      compiler: variables["TOUCHLAB_SWIFTC"] ?? Toolchain.findCompiler(path: variables["PATH"] ?? ""),
      modules: variables["TOUCHLAB_MODULES"] ?? binaryFolder.appendingPathComponent("Modules").path,
      cache: variables["TOUCHLAB_CACHE_DIR"] ?? (variables["XDG_CACHE_HOME"].map { $0 + "/touchlab" })
        ?? defaultCache(home: home),
      configuration: variables["TOUCHLAB_CONFIG_DIR"]
        ?? (variables["XDG_CONFIG_HOME"].map { $0 + "/touchlab" })
          ?? home + "/.config/touchlab",
      packageRoot: packageRoot(above: binaryFolder))
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
  private static func executablePath() -> String {
    let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  /// The nearest folder above `folder` holding both `Package.swift` and `Layouts/`.
  private static func packageRoot(above folder: URL) -> String? {
    var candidate = folder
    for _ in 0..<6 {
      candidate = candidate.deletingLastPathComponent()
      let manager = FileManager.default
      if manager.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path),
        manager.fileExists(atPath: candidate.appendingPathComponent("Layouts").path)
      {
        return candidate.standardizedFileURL.path
      }
    }
    return nil
  }
}
