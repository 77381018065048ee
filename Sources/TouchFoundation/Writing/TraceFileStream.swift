import CTerminalRestore
import Foundation
import TouchKit
import TouchTrace

/// A trace file written as the run goes (JSON Lines): into `.NAME.partial` beside it, each
/// record's line copied into a buffer as the engine records it (``record(_:)``, a
/// `TraceRecorder.sink`) and the buffer written with write(2) when the next line would not fit,
/// at ``commit()``, and, whatever ends the process, by the crash, kill and exit handlers
/// (`CTerminalRestore/trace_buffer.c`), which write the lines still in it before the process
/// dies. So a crash in a user's override, a Ctrl-C or a `kill` leaves every record before it on
/// disk, ending at a line's end; only SIGKILL, which runs no handler, loses what the buffer held
/// (at most ``bufferCapacity`` bytes). Renamed to `NAME` when the trace is complete. A long
/// script's trace is never in memory. The one exception to atomic writes (``AtomicFile``): a
/// trace cut by a crash is worth more than no trace.
///
/// Writing never interrupts the run: the first failure is kept, later writes are skipped, and
/// ``commit()`` reports it, removing the partial file (a trace cut at a failed write is no
/// trace to keep: the previous file, if any, stays as it was).
public final class TraceFileStream {
  /// 64 KiB: one write(2) per about 200 records instead of one per record (a write per record
  /// held `touchlab run` to a quarter of its speed without a trace, docs/performance.md), the
  /// size of a pipe's and the page cache's usual write-back unit; what a SIGKILL can lose.
  public static let bufferCapacity = 1 << 16

  private let path: String
  /// `.NAME.partial`: where the lines are until ``commit()``; what a crash leaves behind.
  public let partialPath: String
  private let system: FileSystemCalls
  // Unchecked exclusivity: the stream is single-threaded (a `TraceRecorder` sink), and each
  // record's write reached these through dynamic access checks, about 2 a record, 340
  // instructions of a record's 6,300 (issue 42, docs/performance.md 5b). The only nested
  // accesses are the writer's `write` (a modify of `writer`) calling ``append(_:)``, which
  // touches the other properties, never `writer`.
  @exclusivity(unchecked) private var descriptor: Int32
  @exclusivity(unchecked) private var failure: Int32?
  @exclusivity(unchecked) private var writer: TraceLinesWriter?
  /// The buffer the handlers know (nil when it could not be allocated: lines are then written
  /// through, one write(2) each, as before there was a buffer).
  private let buffer: OpaquePointer?
  private let capacity: Int
  @exclusivity(unchecked) private var count = 0

  /// Creates the partial file; throws when it cannot. `bufferCapacity`: tests make it small, so
  /// that buffer boundaries fall in the middle of lines.
  public init(
    path: String, system: FileSystemCalls = .posix, bufferCapacity: Int = TraceFileStream.bufferCapacity
  ) throws(AtomicFile.Failure) {
    let url = URL(fileURLWithPath: path)
    partialPath =
      url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial").path
    descriptor = system.open(partialPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw AtomicFile.Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
    self.path = path
    self.system = system
    capacity = max(bufferCapacity, 1)
    buffer = touchlab_trace_buffer_create(descriptor, capacity)
    if let buffer { touchlab_trace_buffer_arm(buffer) }
    writer = TraceLinesWriter(bytes: { [unowned self] bytes in self.append(bytes) })
  }

  /// Writes one record's line (the header first); in the file by the next flush or the end of
  /// the process, whichever comes first.
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
    flush()
    if let buffer { touchlab_trace_buffer_disarm(buffer) }
    if failure == nil, system.fsync(descriptor) != 0 { failure = errno }
    if system.close(descriptor) != 0, failure == nil { failure = errno }
    descriptor = -1
    if failure == nil, system.rename(partialPath, path) != 0 { failure = errno }
    if let failure {
      _ = system.unlink(partialPath)
      throw AtomicFile.Failure(message: "cannot write \(path): \(String(cString: strerror(failure)))")
    }
  }

  /// Whole lines only (the writer hands over whole lines): copied, then published to the
  /// handlers, so that a signal arriving during the copy writes only the lines before it.
  private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil, descriptor >= 0 else { return }
    guard let buffer, let source = bytes.baseAddress else {
      if !system.writeAll(descriptor, Array(bytes)) { stop(errno) }
      return
    }
    if count + bytes.count > capacity { flush() }
    guard failure == nil else { return }
    if bytes.count > capacity {
      // A line longer than the whole buffer: written through, the buffer being empty.
      if !system.writeAll(descriptor, Array(bytes)) { stop(errno) }
      touchlab_trace_buffer_emptied(buffer, bytes.count)
      return
    }
    (touchlab_trace_buffer_bytes(buffer) + count).update(from: source, count: bytes.count)
    count += bytes.count
    touchlab_trace_buffer_publish(buffer, count)
  }

  /// Writes the buffer's lines to the file and empties it.
  private func flush() {
    guard let buffer, count > 0, failure == nil, descriptor >= 0 else { return }
    let written = system.writeAll(
      descriptor, Array(UnsafeBufferPointer(start: touchlab_trace_buffer_bytes(buffer), count: count)))
    guard written else { return stop(errno) }
    touchlab_trace_buffer_emptied(buffer, count)
    count = 0
  }

  /// The first failure: nothing more is written, by this stream or by a handler.
  private func stop(_ error: Int32) {
    failure = error
    if let buffer { touchlab_trace_buffer_disarm(buffer) }
  }

  /// What a crash now would leave: the handler's write of the buffer, for tests (which must not
  /// write records after it: the stream does not know the lines went out).
  func flushAsACrashWould() {
    if let buffer { touchlab_trace_buffer_write_out(buffer) }
  }

  deinit {
    if descriptor >= 0 {
      flush()
      _ = system.close(descriptor)
    }
    touchlab_trace_buffer_destroy(buffer)
  }
}
