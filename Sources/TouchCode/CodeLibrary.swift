import CTerminalRestore
import Foundation
import TouchKit
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
///
/// What the library runs as it is opened (`.init_array`, static initializers) is the person's
/// code: announced as such (``UserMethod/load``), and the library's addresses and function
/// names are given to the crash handler once it is open (``LibrarySymbols``).
enum CodeLibrary {
  typealias EntryPoint = @convention(c) (UnsafeMutableRawPointer) -> Void

  static func open(_ library: VerifiedLibrary) -> Result<CodeCatalog, CodeFailure> {
    let path = library.path
    let opened = UserCode.run(.load, ofClassNamed: CodeCompiler.moduleName) {
      dlopen(library.loadPath, RTLD_NOW | RTLD_LOCAL)
    }
    guard let handle = opened else {
      return .failure(failure(path, "cannot be loaded: \(lastError())"))
    }
    library.loaded()
    guard let symbol = dlsym(handle, CodeCatalog.entryPointName) else {
      return .failure(failure(path, "has no entry point \(CodeCatalog.entryPointName)"))
    }
    register(library, entryPoint: symbol)
    let entry = unsafeBitCast(symbol, to: EntryPoint.self)
    let catalog = CodeCatalog()
    entry(Unmanaged.passUnretained(catalog).toOpaque())
    return .success(catalog)
  }

  /// Gives the crash handler the library's ranges and names, found from its load address
  /// (`dladdr` of the entry point).
  private static func register(_ library: VerifiedLibrary, entryPoint: UnsafeMutableRawPointer) {
    var base: UInt = 0
    guard touchlab_library_base(entryPoint, &base) == 0, let symbols = LibrarySymbols(elf: library.bytes)
    else {
      return
    }
    symbols.register(base: UInt64(base))
  }

  private static func lastError() -> String {
    dlerror().map { String(cString: $0) } ?? "unknown reason"
  }

  private static func failure(_ path: String, _ message: String) -> CodeFailure {
    CodeFailure("TouchLab cannot load the compiled code", [CodeDiagnostic(file: path, message: message)])
  }
}
