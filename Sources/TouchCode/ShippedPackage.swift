import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The package this TouchLab was built from, whose `Layouts/` code runs without consent (the
/// examples shipped with TouchLab).
///
/// Trusted only when three things hold (issue 34, item 3). The folder is the one named when
/// TouchLab was *compiled* (this file's `#filePath`), not one found near the binary: searching
/// upwards made a binary in `/tmp/x/bin` trust `/tmp/Layouts/`, which any local user can
/// create. The binary runs from that package's own build folder (`.build/…`): a copy elsewhere
/// trusts nothing. And the package, its `Layouts/` folder (every folder under it) and every
/// folder above it are owned by the running user or root and cannot be written by anyone
/// else (a folder above may be writable by all if it is sticky, as `/tmp` is, where others
/// cannot rename what is not theirs): otherwise another user could put code there.
public enum ShippedPackage {
  /// The package root as compiled: `Sources/TouchCode/ShippedPackage.swift`, three up.
  public static let builtRoot: String =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// ``builtRoot`` when it may be trusted for a binary in `binary` (a folder), else nil.
  public static func trustedRoot(binary: String) -> String? {
    trustedRoot(built: builtRoot, binary: binary, user: geteuid())
  }

  /// `built` when a binary in the folder `binary` runs from its build folder and every
  /// folder that decides what its `Layouts/` holds is `user`'s or root's and private.
  static func trustedRoot(built: String, binary: String, user: uid_t) -> String? {
    let root = URL(fileURLWithPath: built).resolvingSymlinksInPath().standardizedFileURL.path
    let folder = URL(fileURLWithPath: binary).resolvingSymlinksInPath().standardizedFileURL.path
    guard folder.hasPrefix(root + "/.build/") else { return nil }
    let manager = FileManager.default
    guard manager.fileExists(atPath: root + "/Package.swift") else { return nil }
    let layouts = root + "/Layouts"
    guard isPrivate(layouts, user: user, sticky: false) else { return nil }
    // The folders above the root, up to `/`: each one can swap what is below it.
    var above = URL(fileURLWithPath: root)
    while true {
      guard isPrivate(above.path, user: user, sticky: above.path != root) else { return nil }
      if above.path == "/" { break }
      above.deleteLastPathComponent()
    }
    guard let inside = manager.enumerator(atPath: layouts) else { return nil }
    for case let relative as String in inside where isFolder(layouts + "/" + relative) {
      guard isPrivate(layouts + "/" + relative, user: user, sticky: false) else { return nil }
    }
    return root
  }

  /// Whether `path` is a folder (not a link to one) owned by `user` or root that nobody else
  /// may write to; with `sticky`, writable by all is accepted when the sticky bit is set.
  static func isPrivate(_ path: String, user: uid_t, sticky: Bool) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
    guard status.st_uid == user || status.st_uid == 0 else { return false }
    if status.st_mode & (S_IWGRP | S_IWOTH) == 0 { return true }
    return sticky && status.st_mode & S_ISVTX != 0
  }

  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}
