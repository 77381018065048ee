import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says of a file, enough to tell that it changed without reading it: its resolved
/// path, device, inode, size, and the times its bytes (`mtime`) and its inode (`ctime`) last
/// changed, to the nanosecond.
///
/// Replacing a file (a new toolchain installed, a module rebuilt) gives it a new inode or new
/// times; writing into it in place changes `mtime` and `ctime`, and `ctime` cannot be set back
/// by a program (`touch -d` sets `mtime` only). So a file whose identity is the recorded one is
/// taken to hold the bytes it held then, and what was derived from them (``IdentityMemo``) is
/// used without reading them again.
struct FileIdentity: Equatable, Sendable {
  /// With symbolic links resolved: a `swiftc` link moved to another toolchain is another file.
  var path: String
  var device: UInt64
  var inode: UInt64
  var size: Int64
  /// Nanoseconds since 1970.
  var modified: Int64
  var changed: Int64

  init(path: String, device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
    self.path = path
    self.device = device
    self.inode = inode
    self.size = size
    self.modified = modified
    self.changed = changed
  }

  /// The identity of the file at `path` now, or nil when it cannot be resolved or is not a
  /// regular file.
  init?(of path: String) {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    var status = stat()
    guard stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
      let changed = status.st_ctimespec
    #else
      let modified = status.st_mtim
      let changed = status.st_ctim
    #endif
    self.init(
      path: String(cString: resolved), device: UInt64(status.st_dev), inode: UInt64(status.st_ino),
      size: Int64(status.st_size), modified: Self.nanoseconds(modified), changed: Self.nanoseconds(changed))
  }

  /// Whether the file changed less than `margin` before `now`: one changed again within the
  /// same clock tick as the record was made would keep its times, so such a file is not
  /// recorded until it has been still for a while (git's "racy" index entries, the same way).
  func isRecent(now: Date, margin: TimeInterval = 2) -> Bool {
    let newest = Double(max(modified, changed)) / 1e9
    return now.timeIntervalSince1970 - newest < margin
  }

  /// One line of an ``IdentityRecord``: `file DEVICE INODE SIZE MTIME CTIME PATH` (the path
  /// last, so it may hold spaces).
  var line: String { "file \(device) \(inode) \(size) \(modified) \(changed) \(path)" }

  /// The identity a line holds, or nil when it is not exactly one.
  init?(line: Substring) {
    let parts = line.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
    guard parts.count == 7, parts[0] == "file", parts[6].hasPrefix("/"),
      let device = UInt64(parts[1]), let inode = UInt64(parts[2]), let size = Int64(parts[3]), size >= 0,
      let modified = Int64(parts[4]), let changed = Int64(parts[5])
    else { return nil }
    self.init(
      path: String(parts[6]), device: device, inode: inode, size: size, modified: modified, changed: changed)
  }

  private static func nanoseconds(_ time: timespec) -> Int64 {
    Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
