import Foundation
import TouchLayout

/// A person's code, compiled and loaded: the classes it adds to the registry layouts are
/// loaded with.
public struct LoadedCode: Sendable {
  public var files: CodeFiles
  /// The classes registered, views and recognizers.
  public var classes: [DeclaredClass]
  /// What was passed over, as warnings (a private view class).
  public var notes: [CodeDiagnostic]
  /// The compiled library.
  public var library: String
  /// False when the library came from the cache.
  public var compiled: Bool
  /// The registry given, plus every class of the code.
  public var registry: ViewClassRegistry
}

/// Turns a person's Swift files into classes a layout can name, in one call:
/// find the classes (``ClassDiscovery``) → prepare the source (``SourcePreparation``) → compile
/// it, or take the library from the cache (``CodeCompiler``, ``CodeCache``) → open it and ask
/// its entry point for the classes (``CodeLibrary``) → register them.
public enum CodeLoader {
  public static func load(
    _ files: CodeFiles, into base: ViewClassRegistry, environment: CodeEnvironment = .current
  ) -> Result<LoadedCode, CodeFailure> {
    let builtIn = Set(base.classNames + base.recognizerClassNames)
    let discovery: ClassDiscovery
    switch ClassDiscovery.discover(in: files, builtInNames: builtIn) {
    case .failure(let failure): return .failure(failure)
    case .success(let found): discovery = found
    }
    guard let compiler = environment.compiler else {
      return .failure(
        CodeFailure(
          "TouchLab cannot compile code: no Swift compiler found",
          [
            CodeDiagnostic(
              file: "swiftc",
              message: "not on $PATH; install the Swift toolchain that built TouchLab, or set TOUCHLAB_SWIFTC"
            )
          ]))
    }
    let fingerprint: String
    switch HostModules.fingerprint(in: environment.modules) {
    case .failure(let failure): return .failure(failure)
    case .success(let value): fingerprint = value
    }
    let prepared: [PreparedFile]
    switch SourcePreparation.prepare(files, classes: discovery.classes) {
    case .failure(let failure): return .failure(failure)
    case .success(let files): prepared = files
    }
    let codeCompiler = CodeCompiler(compiler: compiler, modules: environment.modules)
    let version = CompilerVersions.version(of: compiler)
    let cache = CodeCache(folder: environment.cache + "/code")
    let key = CodeCache.key(
      compiler: version, fingerprint: fingerprint, flags: codeCompiler.flags, files: prepared)
    var library = cache.cached(key)
    let compiled = library == nil
    if library == nil {
      try? FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
      let output = cache.libraryPath(for: key)
      if case .failure(let failure) = codeCompiler.compile(prepared, to: output) {
        return .failure(explained(failure, classes: discovery.classes))
      }
      library = output
    }
    guard let library else { return .failure(CodeFailure("TouchLab cannot compile code")) }
    return CodeLibrary.open(library).map { catalog in
      var registry = base
      for view in catalog.views { registry.register(view.name, factory: view.make) }
      for recognizer in catalog.recognizers {
        registry.registerRecognizer(recognizer.name, factory: recognizer.make)
      }
      return LoadedCode(
        files: files, classes: discovery.classes, notes: discovery.notes, library: library,
        compiled: compiled,
        registry: registry)
    }
  }
}

extension CodeLoader {
  /// The failure, with the errors TouchLab's own entry point caused said in the person's
  /// terms: they are reported at a class's line (``EntryPointSource``), and mean the class
  /// cannot be made the way a layout makes one.
  static func explained(_ failure: CodeFailure, classes: [DeclaredClass]) -> CodeFailure {
    var explained = failure
    explained.diagnostics = failure.diagnostics.map { problem in
      guard
        let made = classes.first(where: {
          $0.file == problem.diagnostic.file && $0.line == problem.diagnostic.line
            && problem.excerpt.first?.contains("catalog.add") == true
        })
      else { return problem }
      let call = made.kind == .recognizer ? "\(made.name)()" : "\(made.name)(frame:)"
      var diagnostic = problem.diagnostic
      diagnostic.column = made.column
      diagnostic.message =
        "TouchLab makes '\(made.name)' for a layout with \(call), which does not compile: "
        + diagnostic.message + "; give the class that initializer, or make it private to leave it out"
      return CodeDiagnostic(diagnostic)
    }
    return explained
  }
}

/// `swiftc --version`, asked once per compiler and process: it starts a process.
enum CompilerVersions {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var known: [String: String] = [:]

  static func version(of compiler: String) -> String {
    lock.lock()
    defer { lock.unlock() }
    if let version = known[compiler] { return version }
    let version = Toolchain.version(of: compiler) ?? "unknown compiler at \(compiler)"
    known[compiler] = version
    return version
  }
}
