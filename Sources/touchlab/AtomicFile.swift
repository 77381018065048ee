import Foundation

/// Writes a file all at once: into a temporary file beside it, then renamed over it, so a
/// reader (a CI system collecting reports) never sees half a file, and a failed run leaves the
/// previous one whole.
enum AtomicFile {
  struct Failure: Error, LocalizedError {
    var errorDescription: String?
  }

  static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      throw Failure(errorDescription: "cannot create \(temporary.path)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(errorDescription: reason)
    }
  }
}
