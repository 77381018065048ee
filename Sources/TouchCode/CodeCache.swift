import Foundation
import TouchFoundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compiled libraries, one file per content hash, so that a second start with unchanged code
/// compiles nothing.
///
/// The key covers everything that changes the library: the compiler's version, the host's
/// modules (``HostModules``), the flags, and each prepared file's name and text. A library is
/// compiled under a temporary name and renamed into place, so a crash mid-compile leaves no
/// half library under a key, and two TouchLabs compiling the same code at once both end with
/// a whole one.
///
/// Nothing at a library's path is trusted for being there (issue 34, item 4): a library is
/// loaded only when its size and SHA-256 match the record (``LibraryRecord``) written beside it
/// after it was compiled. A library that is truncated, empty, replaced or has no readable
/// record is removed and compiled again, so a damaged cache repairs itself on the next run
/// instead of crashing every run. The folder itself is private (``PrivateFolder``).
struct CodeCache {
  let folder: String

  /// How long a build folder (`lib….so.build-PID/`) may stay when its process still seems
  /// alive before the next compile removes it: a process id can be reused, and no compile
  /// takes an hour. UNSOURCED: TouchLab's choice.
  static let staleBuildAge: TimeInterval = 3600

  /// The key of a library compiled from `files` with `flags` by `compiler` against modules
  /// with `fingerprint`.
  static func key(compiler: String, fingerprint: String, flags: [String], files: [PreparedFile]) -> String {
    var hash = ContentHash()
    hash.add("touchlab-code-1")
    hash.add(compiler)
    hash.add(fingerprint)
    flags.forEach { hash.add($0) }
    for file in files {
      hash.add(file.name)
      hash.add(file.text)
    }
    return hash.hex
  }

  /// Where the library for `key` is (or will be).
  func libraryPath(for key: String) -> String {
    folder + "/lib" + key.prefix(32) + LibraryFile.suffix
  }

  /// Where the record of the library at `library` is.
  static func recordPath(for library: String) -> String {
    library + LibraryRecord.suffix
  }

  /// What the cache holds for a key.
  enum Lookup {
    /// Nothing: compile.
    case missing
    /// A library whose bytes match its record, open for loading.
    case whole(VerifiedLibrary)
    /// Something that must not be loaded, and why ("its record is missing").
    case damaged(String)
  }

  /// The library for `key`, verified against its record.
  func cached(_ key: String) -> Lookup {
    let path = libraryPath(for: key)
    guard let library = VerifiedLibrary(opening: path) else {
      let recordExists = FileManager.default.fileExists(atPath: Self.recordPath(for: path))
      if errno == ENOENT && !recordExists { return .missing }
      return .damaged(errno == ENOENT ? "the library is missing" : "it cannot be read")
    }
    guard let text = try? String(contentsOfFile: Self.recordPath(for: path), encoding: .utf8) else {
      return .damaged("its record is missing")
    }
    guard let record = LibraryRecord(text) else { return .damaged("its record is unreadable") }
    let bytes = library.bytes
    if let problem = record.problem(withLibraryOfSize: bytes.count, sha256: { LibraryRecord.hash(of: bytes) })
    {
      return .damaged(problem)
    }
    return .whole(library)
  }

  /// Removes the library for `key` and its record (a damaged entry, before compiling it again).
  func remove(_ key: String) {
    let path = libraryPath(for: key)
    unlink(path)
    unlink(Self.recordPath(for: path))
  }

  /// Writes the record of the library just renamed to `path` (atomically, after the library:
  /// a crash between the two leaves a library without a record, which is compiled again),
  /// and opens it verified.
  func keep(_ path: String) -> Result<VerifiedLibrary, CodeFailure> {
    guard let library = VerifiedLibrary(opening: path) else {
      return .failure(
        CodeFailure(
          "TouchLab cannot read the code it compiled", [FileProblem.diagnostic(for: errno, path: path)]))
    }
    let record = LibraryRecord(size: library.bytes.count, sha256: LibraryRecord.hash(of: library.bytes))
    do {
      try AtomicFile.write(record.text, to: Self.recordPath(for: path), durable: false)
    } catch {
      return .failure(
        CodeFailure(
          "TouchLab cannot keep the compiled code",
          [FileProblem.diagnostic(for: error.errorNumber, path: Self.recordPath(for: path))]))
    }
    return .success(library)
  }

  /// Removes the build folders (`lib….so.build-PID/`) of compiles that will never finish: their
  /// process is gone (`kill -9` mid-compile), or they are older than ``staleBuildAge``; and the
  /// temporary files of records whose writer died. Best effort: what cannot be removed stays.
  func removeStaleBuilds(now: Date = Date(), isAlive: (pid_t) -> Bool = Self.isAlive) {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
    for name in names {
      guard let pid = Self.builder(of: name), pid != getpid() else { continue }
      let path = folder + "/" + name
      let modified = (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil
      let old = modified.map { now.timeIntervalSince($0) > Self.staleBuildAge } ?? true
      if old || !isAlive(pid) { try? manager.removeItem(atPath: path) }
    }
  }

  /// The process that made the build folder or temporary file `name`, if it is one.
  static func builder(of name: String) -> pid_t? {
    if name.hasPrefix("lib"), let range = name.range(of: LibraryFile.suffix + ".build-", options: .backwards)
    {
      return pid_t(name[range.upperBound...])
    }
    // AtomicFile's temporaries: `.NAME.PID.tmp` (a library's record or an ``IdentityRecord``).
    if name.hasPrefix("."), name.hasSuffix(".tmp") {
      return name.dropLast(4).split(separator: ".").last.flatMap { pid_t($0) }
    }
    return nil
  }

  /// Whether a process `pid` exists (one of another user's counts: it cannot be signalled,
  /// but it is there).
  static func isAlive(_ pid: pid_t) -> Bool {
    pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
  }
}

/// The platform's name for a shared library.
enum LibraryFile {
  #if os(macOS)
    static let suffix = ".dylib"
  #else
    static let suffix = ".so"
  #endif
}
