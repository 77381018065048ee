import Foundation

/// The Swift compiler that compiles a person's code, and what it says of itself.
///
/// It must be the compiler that built this TouchLab: a module compiled by one Swift cannot be
/// imported by another, and the library bakes in the engine's field offsets. Its version is
/// part of the cache key for that reason.
enum Toolchain {
  /// `swiftc` in the folders of `path` (a `$PATH`), else, on macOS, Xcode's.
  static func findCompiler(path: String) -> String? {
    for folder in path.split(separator: ":") {
      let candidate = String(folder) + "/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    #if os(macOS)
      if let found = try? ProcessRunner.run("/usr/bin/xcrun", ["--find", "swiftc"]), found.status == 0 {
        let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
      }
    #endif
    return nil
  }

  /// `swiftc --version`'s first line (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`); `runner`
  /// starts the process (tests count the starts). The `swift-frontend` beside the driver is
  /// asked when there is one: the driver only starts it to answer, and costs about twice its
  /// CPU time doing so (issue 42, docs/performance.md, "The compiler's version").
  static func version(of compiler: String, runner: ProcessRunner = .system) -> String? {
    let program = identifyingFiles(of: compiler).last ?? compiler
    guard let result = try? runner.execute(program, ["--version"], [:]), result.status == 0 else {
      return nil
    }
    return result.output.split(separator: "\n").first.map(String.init)
  }

  /// The files whose identity stands for the compiler's version (``IdentityMemo``): the
  /// compiler, and the `swift-frontend` beside it when there is one (`swiftc` is a driver that
  /// asks the frontend, and a toolchain update may replace only the frontend).
  static func identifyingFiles(of compiler: String) -> [String] {
    let resolved = URL(fileURLWithPath: compiler).resolvingSymlinksInPath()
    let frontend = resolved.deletingLastPathComponent().appendingPathComponent("swift-frontend").path
    guard frontend != resolved.path, FileManager.default.isExecutableFile(atPath: frontend) else {
      return [compiler]
    }
    return [compiler, frontend]
  }

  /// The compiler's version as ``version(of:runner:)`` says it, run only when the compiler's
  /// files (``identifyingFiles(of:)``) are not the ones `memo` recorded it for. A compiler
  /// that does not answer is named as such in the key instead.
  ///
  /// `pending`, when given, is the same question asked earlier in the background
  /// (``PendingVersion``): its answer is taken instead of starting the compiler again.
  static func recordedVersion(
    of compiler: String, memo: IdentityMemo, runner: ProcessRunner = .system, pending: PendingVersion? = nil
  ) -> String {
    let recorded = memo.value(kind: versionKind, of: identifyingFiles(of: compiler)) {
      () -> Result<String, CodeFailure> in
      guard let version = pending?.answer() ?? version(of: compiler, runner: runner) else {
        return .failure(CodeFailure("no version", []))
      }
      return .success(version)
    }
    guard case .success(let version) = recorded else { return "unknown compiler at \(compiler)" }
    return version
  }

  /// The compiler's version when `memo` has it for the compiler's files as they are now; nil
  /// (no process started) when it does not.
  static func knownVersion(of compiler: String, memo: IdentityMemo) -> String? {
    memo.recorded(kind: versionKind, of: identifyingFiles(of: compiler))
  }

  /// The memo's kind for the compiler's version.
  static let versionKind = "compiler-version"
}
