import Foundation
import TouchFoundation

/// A failed file operation, in words with the path and what to do, instead of the error's own
/// description (`Error Domain=NSCocoaErrorDomain Code=640 "(null)"` said nothing a person could
/// act on; issue 34, item 7).
enum FileProblem {
  /// What to do about a full disk or a folder TouchLab may not write, for code-loading files:
  /// the cache holds them all, so moving it is the one fix that always works.
  static let moveCache = "set TOUCHLAB_CACHE_DIR to a folder elsewhere"

  /// `error` (a Foundation error, or one carrying an errno) at `path`: `path: words`.
  static func diagnostic(for error: Error, path: String) -> CodeDiagnostic {
    guard let number = errorNumber(of: error) else {
      return CodeDiagnostic(file: path, message: error.localizedDescription)
    }
    return diagnostic(for: number, path: path)
  }

  /// The errno `error` at `path`: `path: words`.
  static func diagnostic(for error: Int32, path: String) -> CodeDiagnostic {
    CodeDiagnostic(file: path, message: words(for: error))
  }

  /// The errno `error` carries: a POSIX error, or a Cocoa error's underlying one, or the POSIX
  /// meaning of the Cocoa codes Foundation uses without one.
  static func errorNumber(of error: Error) -> Int32? {
    if let failure = error as? AtomicFile.Failure { return failure.errorNumber }
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return Int32(underlying.code)
    }
    guard error.domain == NSCocoaErrorDomain else { return nil }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileWriteOutOfSpace: return ENOSPC
    case .fileWriteVolumeReadOnly: return EROFS
    case .fileWriteNoPermission, .fileReadNoPermission: return EACCES
    case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
    default: return nil
    }
  }

  /// What errno `error` means for a file TouchLab needs, and what to do.
  static func words(for error: Int32) -> String {
    switch error {
    case ENOSPC, EDQUOT:
      return "no space left on the device holding it: free some space, or \(moveCache)"
    case EROFS:
      return "it is on a read-only file system: \(moveCache)"
    case EACCES, EPERM:
      return "permission denied: make it writable by you, or \(moveCache)"
    case ENOENT:
      return "it does not exist (removed while TouchLab was using it?): run again"
    case ENOTDIR:
      return "a part of the path is a file, not a folder: remove it, or \(moveCache)"
    case EMFILE, ENFILE:
      return "too many files are open: close some programs and run again"
    default:
      return String(cString: strerror(error))
    }
  }
}

extension AtomicFile.Failure {
  /// The errno behind the failure, from its message's `strerror` text (EIO when unknown).
  var errorNumber: Int32 {
    for number in [ENOSPC, EDQUOT, EROFS, EACCES, EPERM, ENOENT, ENOTDIR] {
      if message.hasSuffix(": " + String(cString: strerror(number))) { return number }
    }
    return EIO
  }
}
