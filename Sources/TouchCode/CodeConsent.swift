import Foundation
import TouchFoundation

/// Whether code named by a layout's `code:` may be compiled and run, as direnv's `allow`.
///
/// A layout is a file people share and download, and `code:` runs code: never compiled
/// without the person's say. Code they name themselves (`--code`) is consent; so is
/// `--allow-code` for a layout's code in a headless command; the explorer asks once. An
/// answer is remembered by the files' content hash (their paths and texts), so the same
/// files are not asked about again, and a changed file is. Code shipped with TouchLab (under
/// its package's `Layouts/`) needs no consent.
public struct CodeConsent: Sendable {
  /// The list of allowed hashes (``AllowedCodeList``): a version line, then one JSON record
  /// per line.
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

  /// The hash consent is given to: the files' paths and texts, and the layout's `make:`
  /// expressions with where it wrote them.
  public static func hash(of files: CodeFiles) -> String {
    var hash = ContentHash()
    for file in files.files {
      hash.add(file.path)
      hash.add(file.text)
    }
    // A changed `make:` expression is other code: asked about again.
    for expression in files.expressions { hash.add(expression.listed) }
    return hash.hex
  }

  /// Whether every file is shipped with TouchLab.
  public func isTrusted(_ files: CodeFiles) -> Bool {
    guard let trustedFolder else { return false }
    // A `make:` expression is trusted only in a layout shipped too: a downloaded layout naming
    // shipped code must not bring its own expression along unasked.
    return (files.files.map(\.path) + files.expressions.map(\.file)).allSatisfy {
      URL(fileURLWithPath: $0).resolvingSymlinksInPath().path.hasPrefix(trustedFolder)
    }
  }

  /// Whether `files` may run without asking: shipped with TouchLab, or allowed before.
  public func isAllowed(_ files: CodeFiles) -> Bool {
    isTrusted(files) || isAllowed(hash: Self.hash(of: files))
  }

  /// Whether an answer was remembered for `hash` (``AllowedCodeList``: a whole record's hash
  /// field, never the start of a line). A list in a folder others can write allows nothing
  /// (``PrivateFolder``): anyone who can write it could add a record.
  public func isAllowed(hash: String) -> Bool {
    guard folder.isPrivateOrMissing() else { return false }
    return list().allows(hash: hash)
  }

  /// The list as the file holds it now (empty when there is none, or it cannot be read).
  public func list() -> AllowedCodeList {
    guard let data = FileManager.default.contents(atPath: listPath) else { return AllowedCodeList() }
    return AllowedCodeList(parsing: data)
  }

  /// Remembers that `files` may run. The list is rewritten whole (``AtomicFile``).
  public func allow(_ files: CodeFiles) throws(AtomicFile.Failure) {
    try allow(hash: Self.hash(of: files), paths: files.files.map(\.path) + files.expressions.map(\.listed))
  }

  /// Remembers that the code of `hash`, read from `paths`, may run: the record of a question
  /// answered yes (``TouchLayout/CodeConsentQuestion``). Paths holding a control character are
  /// refused before any question is asked (CodeLoading); a record of them would not be read
  /// back, so it is not written.
  public func allow(hash: String, paths: [String]) throws(AtomicFile.Failure) {
    var list = list()
    let record = AllowedCodeList.Record(hash: hash, paths: paths)
    guard record.isValid else {
      throw AtomicFile.Failure(message: "cannot remember code whose path holds a control character")
    }
    list.add(record)
    if case .failure(let failure) = folder.prepare() {
      throw AtomicFile.Failure(message: failure.diagnostics.map(\.description).joined(separator: "; "))
    }
    try AtomicFile.write(list.text, to: listPath)
  }
}
