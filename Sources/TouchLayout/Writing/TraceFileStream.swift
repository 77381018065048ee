import Foundation
import TouchKit
import TouchTrace

/// A trace file written as the run goes (JSON Lines): into `.NAME.partial` beside it, each
/// record's line written through (write(2), no buffer of its own) as the engine records it
/// (``record(_:)``, a `TraceRecorder.sink`), so whatever stops the process — a crash in a
/// user's override included — leaves every record before it on disk; renamed to `NAME` when the
/// trace is complete. A long script's trace is never in memory. The one exception to atomic
/// writes (``AtomicFile``): a trace cut by a crash is worth more than no trace.
///
/// Writing never interrupts the run: the first failure is kept, later writes are skipped, and
/// ``commit()`` reports it, removing the partial file (a trace cut at a failed write is no
/// trace to keep: the previous file, if any, stays as it was).
public final class TraceFileStream {
  private let path: String
  /// `.NAME.partial`: where the lines are until ``commit()``; what a crash leaves behind.
  public let partialPath: String
  private let system: FileSystemCalls
  private var descriptor: Int32
  private var failure: Int32?
  private var writer: TraceLinesWriter?

  /// Creates the partial file; throws when it cannot.
  public init(path: String, system: FileSystemCalls = .posix) throws(AtomicFile.Failure) {
    let url = URL(fileURLWithPath: path)
    partialPath =
      url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial").path
    descriptor = system.open(partialPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw AtomicFile.Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
    self.path = path
    self.system = system
    writer = TraceLinesWriter(bytes: { [unowned self] bytes in self.append(bytes) })
  }

  /// Writes one record's line (the header first), through to the file at once.
  public func record(_ record: TraceRecord) {
    do {
      try writer?.write(record)
    } catch {
      failure = failure ?? EINVAL
    }
  }

  /// Writes records' lines (the header first); a batch at a time.
  public func write(_ records: ArraySlice<TraceRecord>) {
    do {
      try writer?.write(records)
    } catch {
      failure = failure ?? EINVAL
    }
  }

  /// Writes the last lines (a trailing summary if any, the totals), flushes the file to disk,
  /// closes it and renames it into place.
  public func commit() throws(AtomicFile.Failure) {
    do {
      try writer?.finish()
    } catch {
      failure = failure ?? EINVAL
    }
    if failure == nil, system.fsync(descriptor) != 0 { failure = errno }
    if system.close(descriptor) != 0, failure == nil { failure = errno }
    descriptor = -1
    if failure == nil, system.rename(partialPath, path) != 0 { failure = errno }
    if let failure {
      _ = system.unlink(partialPath)
      throw AtomicFile.Failure(message: "cannot write \(path): \(String(cString: strerror(failure)))")
    }
  }

  private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil, descriptor >= 0 else { return }
    if !system.writeAll(descriptor, Array(bytes)) { failure = errno }
  }

  deinit {
    if descriptor >= 0 { _ = system.close(descriptor) }
  }
}
