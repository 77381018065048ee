import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A library file, opened and read whole: the bytes its record is checked against are the
/// bytes loaded. On Linux the library is loaded through its open descriptor
/// (`/proc/self/fd/N`), so no file put at the path after the check is what runs; on macOS,
/// which has no such path, through its path, in a folder only the user can write
/// (``PrivateFolder``).
final class VerifiedLibrary {
  let path: String
  let bytes: Data
  private let descriptor: Int32
  /// Set once the library is loaded through its descriptor: the descriptor then stays open
  /// for the process's life, as the library does. The dynamic loader knows an object by the
  /// name it was opened with, and a closed descriptor's number comes back for the next file:
  /// a later library opened as the same `/proc/self/fd/N` would be taken for this one.
  private var keepsDescriptor = false

  /// Opens and reads the file at `path`; nil with errno set when it cannot be.
  init?(opening path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    var bytes = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        let error = errno
        close(descriptor)
        errno = error
        return nil
      }
      bytes.append(contentsOf: buffer[..<count])
    }
    self.path = path
    self.bytes = bytes
    self.descriptor = descriptor
  }

  deinit {
    if !keepsDescriptor { close(descriptor) }
  }

  /// The library was loaded (through ``loadPath``): its descriptor is never closed.
  func loaded() { keepsDescriptor = true }

  /// The path `dlopen` is given: the open file itself where the system names one.
  var loadPath: String {
    #if os(Linux)
      "/proc/self/fd/\(descriptor)"
    #else
      path
    #endif
  }
}
