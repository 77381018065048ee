import Foundation

/// Writes a file whole or not at all: into a temporary file beside it (`.NAME.PID.tmp`), then
/// flushed to the disk (`fsync`) and renamed over it, so a reader (a CI system collecting
/// reports, a script picker) never sees half a file. On any failure — a full disk, a file size
/// limit, a folder that is not there — the message says which file and why, the file that was
/// there is untouched and no temporary file is left behind.
///
/// Every file TouchLab writes goes through here, except the streams that must survive a crash
/// as they grow (a recording in progress, a trace streamed to `--trace-dir` or `--trace-file`),
/// which keep a `.partial` file and rename it when complete.
public enum AtomicFile {
  public struct Failure: Error, Equatable, LocalizedError {
    /// "cannot write out.xml: No space left on device".
    public var message: String
    public var errorDescription: String? { message }

    public init(message: String) { self.message = message }
  }

  /// Writes `bytes` to `path`. `system` makes the system calls (tests inject failures).
  ///
  /// `durable: false` skips the `fsync`, for files that are only a cache of what can be derived
  /// again and that carry their own checksum, so a reader refuses one a power cut left empty or
  /// torn (the compile cache's records): each `fsync` waits for the disk, several milliseconds a
  /// file on a busy machine, on a cold start with code (issue 42). The rename stays: no reader
  /// sees half a file while the system runs.
  public static func write<Bytes: Collection<UInt8>>(
    _ bytes: Bytes, to path: String, durable: Bool = true, system: FileSystemCalls = .posix
  ) throws(Failure) {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
    func failure(_ error: Int32) -> Failure {
      Failure(message: "cannot write \(path): \(String(cString: strerror(error)))")
    }
    let descriptor = system.open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(errno) }
    var error: Int32 = 0
    if !system.writeAll(descriptor, Array(bytes)) {
      error = errno
    } else if durable, system.fsync(descriptor) != 0 {
      error = errno
    }
    if system.close(descriptor) != 0, error == 0 { error = errno }
    if error == 0, system.rename(temporary, path) != 0 { error = errno }
    guard error == 0 else {
      _ = system.unlink(temporary)
      throw failure(error)
    }
  }

  /// Writes `text`, UTF-8.
  public static func write(
    _ text: String, to path: String, durable: Bool = true, system: FileSystemCalls = .posix
  ) throws(Failure) {
    try write(Array(text.utf8), to: path, durable: durable, system: system)
  }
}
