import Foundation
import UIKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a compiled library of a person's code and asks its entry point for its classes.
///
/// Opened `RTLD_LOCAL`, so a reloaded library's classes (same module, same names) do not
/// clash with the previous one's in the global symbol table: each library answers through its
/// own handle. Libraries are never closed: Swift images cannot be unloaded safely (their
/// metadata and conformances stay registered with the runtime), and an object of an earlier
/// library may still be alive in the trace or an undo. Each build has its own file (the cache
/// key), so a reload opens new code rather than the handle of the old.
enum CodeLibrary {
  typealias EntryPoint = @convention(c) (UnsafeMutableRawPointer) -> Void

  static func open(_ path: String) -> Result<CodeCatalog, CodeFailure> {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      return .failure(failure(path, "cannot be loaded: \(lastError())"))
    }
    guard let symbol = dlsym(handle, CodeCatalog.entryPointName) else {
      return .failure(failure(path, "has no entry point \(CodeCatalog.entryPointName)"))
    }
    let entry = unsafeBitCast(symbol, to: EntryPoint.self)
    let catalog = CodeCatalog()
    entry(Unmanaged.passUnretained(catalog).toOpaque())
    return .success(catalog)
  }

  private static func lastError() -> String {
    dlerror().map { String(cString: $0) } ?? "unknown reason"
  }

  private static func failure(_ path: String, _ message: String) -> CodeFailure {
    CodeFailure("TouchLab cannot load the compiled code", [CodeDiagnostic(file: path, message: message)])
  }
}
