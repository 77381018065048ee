import Foundation

/// The system calls TouchLab's file writers make, as values: the real ones (``posix``), or, in
/// tests, ones that fail on cue (a full disk at the third write) — the only way to test what a
/// writer does when the disk fills without filling a disk.
public struct FileSystemCalls: Sendable {
  public var open: @Sendable (_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32
  /// Writes some of the bytes; the number written, or -1 with errno set (write(2)).
  public var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
  public var fsync: @Sendable (_ descriptor: Int32) -> Int32
  public var close: @Sendable (_ descriptor: Int32) -> Int32
  public var rename: @Sendable (_ from: String, _ to: String) -> Int32
  public var unlink: @Sendable (_ path: String) -> Int32
  public var truncate: @Sendable (_ descriptor: Int32, _ length: off_t) -> Int32

  public init(
    open: @escaping @Sendable (String, Int32, mode_t) -> Int32,
    write: @escaping @Sendable (Int32, UnsafeRawBufferPointer) -> Int,
    fsync: @escaping @Sendable (Int32) -> Int32, close: @escaping @Sendable (Int32) -> Int32,
    rename: @escaping @Sendable (String, String) -> Int32, unlink: @escaping @Sendable (String) -> Int32,
    truncate: @escaping @Sendable (Int32, off_t) -> Int32
  ) {
    self.open = open
    self.write = write
    self.fsync = fsync
    self.close = close
    self.rename = rename
    self.unlink = unlink
    self.truncate = truncate
  }

  /// The operating system's.
  public static let posix = FileSystemCalls(
    open: { Foundation.open($0, $1, $2) },
    write: { Foundation.write($0, $1.baseAddress, $1.count) },
    fsync: { Foundation.fsync($0) }, close: { Foundation.close($0) },
    rename: { Foundation.rename($0, $1) }, unlink: { Foundation.unlink($0) },
    truncate: { Foundation.ftruncate($0, $1) })

  /// Writes every byte, retrying after a signal and after a short write; false with errno set
  /// on a failure.
  public func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        if written == 0 { errno = EIO }
        return false
      }
      offset += written
    }
    return true
  }
}
