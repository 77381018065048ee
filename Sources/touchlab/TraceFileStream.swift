import Foundation
import TouchKit
import TouchTrace

/// A trace file written as the run goes (JSON Lines): into a temporary file beside it, renamed
/// over it when the trace is complete, as ``AtomicFile`` does for files written whole. Lines go
/// through a 64 KiB buffer, so a long script costs a system call per 64 KiB and keeps none of
/// its trace in memory.
///
/// Writing never interrupts the run: the first failure is kept, later writes are skipped, and
/// ``commit()`` reports it.
final class TraceFileStream {
  private let path: String
  private let temporary: String
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var failure: String?
  private var writer: TraceLinesWriter?
  private static let capacity = 1 << 16

  /// Creates the temporary file; throws when it cannot.
  init(path: String) throws {
    let url = URL(fileURLWithPath: path)
    temporary =
      url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
      .path
    guard FileManager.default.createFile(atPath: temporary, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary)
    else { throw AtomicFile.Failure(errorDescription: "cannot create \(temporary)") }
    self.path = path
    self.handle = handle
    buffer.reserveCapacity(Self.capacity)
    writer = TraceLinesWriter(bytes: { [unowned self] bytes in self.append(bytes) })
  }

  /// Writes records' lines (the header first); a batch at a time, as the runner drains them.
  func write(_ records: ArraySlice<TraceRecord>) {
    do {
      try writer?.write(records)
    } catch {
      failure = failure ?? "cannot encode the trace: \(error.localizedDescription)"
    }
  }

  /// Writes the last lines (a trailing summary if any, the totals), flushes, closes and renames
  /// the file into place.
  func commit() throws {
    do {
      try writer?.finish()
    } catch {
      failure = failure ?? "cannot encode the trace: \(error.localizedDescription)"
    }
    flush()
    try? handle.close()
    if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
    if let failure {
      try? FileManager.default.removeItem(atPath: temporary)
      throw AtomicFile.Failure(errorDescription: failure)
    }
  }

  private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.capacity { flush() }
  }

  private func flush() {
    guard failure == nil, !buffer.isEmpty else { return }
    do {
      try handle.write(contentsOf: buffer)
    } catch {
      failure = error.localizedDescription
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
