import Foundation

/// Compiled libraries, one file per content hash, so that a second start with unchanged code
/// compiles nothing.
///
/// The key covers everything that changes the library: the compiler's version, the host's
/// modules (``HostModules``), the flags, and each prepared file's name and text. A library is
/// compiled under a temporary name and renamed into place, so a crash mid-compile leaves no
/// half library under a key, and two TouchLabs compiling the same code at once both end with
/// a whole one.
struct CodeCache {
  let folder: String

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

  /// The library for `key`, if it was compiled before.
  func cached(_ key: String) -> String? {
    let path = libraryPath(for: key)
    return FileManager.default.fileExists(atPath: path) ? path : nil
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
