import Foundation

/// `swiftc --version` asked on another thread while a cold start parses and prepares the
/// person's files (issue 42): the compiler takes tens of milliseconds to start and answer
/// (most of it waiting, not computing), and the answer is needed only for the cache key, after
/// the preparation. A warm start never asks (``IdentityMemo``).
///
/// The answer is used only if the compiler's files are still the ones they were when it was
/// asked, so a toolchain replaced meanwhile is asked again, as ``IdentityMemo`` would.
final class PendingVersion: @unchecked Sendable {
  private let group = DispatchGroup()
  private let files: [String]
  private let identities: [FileIdentity?]
  /// Written once by the asking thread before it leaves `group`; read only after `group.wait()`.
  private var version: String?

  /// Starts asking `compiler` for its version.
  init(of compiler: String, runner: ProcessRunner) {
    files = Toolchain.identifyingFiles(of: compiler)
    identities = files.map { FileIdentity(of: $0) }
    group.enter()
    DispatchQueue.global().async { [self] in
      version = Toolchain.version(of: compiler, runner: runner)
      group.leave()
    }
  }

  /// The compiler's answer, once it has given it; nil when it gave none or its files changed
  /// since it was asked.
  func answer() -> String? {
    group.wait()
    guard files.map({ FileIdentity(of: $0) }) == identities else { return nil }
    return version
  }
}
