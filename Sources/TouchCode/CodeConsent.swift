import Foundation
import TouchLayout

/// Whether code named by a layout's `code:` may be compiled and run, as direnv's `allow`.
///
/// A layout is a file people share and download, and `code:` runs code: never compiled
/// without the person's say. Code they name themselves (`--code`) is consent; so is
/// `--allow-code` for a layout's code in a headless command; the explorer asks once. An
/// answer is remembered by the files' content hash (their paths and texts), so the same
/// files are not asked about again, and a changed file is. Code shipped with TouchLab (under
/// its package's `Layouts/`) needs no consent.
public struct CodeConsent: Sendable {
  /// The list of allowed hashes, one per line: `<sha256> <paths>`.
  public let listPath: String
  /// Code under this folder needs no consent (the package's `Layouts/`), or nil.
  public let trustedFolder: String?

  /// The list's folder, which must be private: a list others can write says nothing.
  let folder: PrivateFolder

  public init(environment: CodeEnvironment) {
    folder = PrivateFolder(
      environment.configuration, role: "configuration folder", variable: "TOUCHLAB_CONFIG_DIR")
    listPath = environment.configuration + "/allowed-code"
    trustedFolder = environment.packageRoot.map { $0 + "/Layouts/" }
  }

  /// The hash consent is given to: the files' paths and texts.
  public static func hash(of files: CodeFiles) -> String {
    var hash = ContentHash()
    for file in files.files {
      hash.add(file.path)
      hash.add(file.text)
    }
    return hash.hex
  }

  /// Whether every file is shipped with TouchLab.
  public func isTrusted(_ files: CodeFiles) -> Bool {
    guard let trustedFolder else { return false }
    return files.files.allSatisfy {
      URL(fileURLWithPath: $0.path).resolvingSymlinksInPath().path.hasPrefix(trustedFolder)
    }
  }

  /// Whether `files` may run without asking: shipped with TouchLab, or allowed before.
  public func isAllowed(_ files: CodeFiles) -> Bool {
    if isTrusted(files) { return true }
    guard folder.isPrivateOrMissing() else { return false }
    let hash = Self.hash(of: files)
    guard let list = try? String(contentsOfFile: listPath, encoding: .utf8) else { return false }
    return list.split(separator: "\n").contains { $0.split(separator: " ").first.map(String.init) == hash }
  }

  /// Remembers that `files` may run. The list is rewritten whole (``AtomicFile``).
  public func allow(_ files: CodeFiles) throws(AtomicFile.Failure) {
    let existing = (try? String(contentsOfFile: listPath, encoding: .utf8)) ?? ""
    let line = Self.hash(of: files) + " " + files.files.map(\.path).joined(separator: " ") + "\n"
    if case .failure(let failure) = folder.prepare() {
      throw AtomicFile.Failure(message: failure.diagnostics.map(\.description).joined(separator: "; "))
    }
    try AtomicFile.write(existing + line, to: listPath)
  }
}
