import Foundation
import TouchKit
import TouchLayout
import UIKit

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
/// decide `#if` as iOS would (``ConditionalCompilation``) → find the classes
/// (``ClassDiscovery``) → prepare the source (``SourcePreparation``) → compile
/// it, or take the library from the cache (``CodeCompiler``, ``CodeCache``) → open it and ask
/// its entry point for the classes (``CodeLibrary``) → register them.
public enum CodeLoader {
  public static func load(
    _ files: CodeFiles, into base: ViewClassRegistry, environment: CodeEnvironment = .current,
    notice: (String) -> Void = CodeLoader.printNotice
  ) -> Result<LoadedCode, CodeFailure> {
    let builtIn = Set(base.classNames + base.recognizerClassNames + base.controllerClassNames)
    // A `make:` expression goes into TouchLab's own entry point: only one that cannot leave it.
    let unfit = MakeExpressionCheck.problems(files.expressions)
    guard unfit.isEmpty else { return .failure(CodeFailure("the layout's make: cannot be compiled", unfit)) }
    // Unchanged files whose library is cached are not parsed at all (``PreparedMemo``).
    if let warm = warmStart(files, builtIn: builtIn, into: base, environment: environment) { return warm }
    // A compiler whose version is not recorded is asked now, in the background, and answers
    // while the files are parsed and prepared.
    let pending = environment.compiler.flatMap { compiler in
      Toolchain.knownVersion(of: compiler, memo: IdentityMemo(folder: environment.cache + "/code")) == nil
        ? PendingVersion(of: compiler, runner: .system) : nil
    }
    let discovery: ClassDiscovery
    // Each file is parsed once, and its `#if` decided as an iOS build would, for finding the
    // classes and for preparing them.
    let (configured, trees) = ConditionalCompilation.configured(
      files,
      configuration: IOSBuildConfiguration.forToolchain(
        compiler: environment.compiler, modules: environment.modules))
    switch ClassDiscovery.discover(in: configured, trees: trees, builtInNames: builtIn) {
    case .failure(let failure): return .failure(failure)
    case .success(let found): discovery = found
    }
    discovery.notices.forEach { notice($0.description) }
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
    let folders = [
      PrivateFolder(environment.cache, role: "cache folder", variable: "TOUCHLAB_CACHE_DIR"),
      PrivateFolder(environment.cache + "/code", role: "cache folder", variable: "TOUCHLAB_CACHE_DIR"),
    ]
    for folder in folders {
      if case .failure(let failure) = folder.prepare() { return .failure(failure) }
    }
    // What keys the cache is looked up by the files' identities first: a warm start runs no
    // `swiftc --version` and reads no module (``IdentityMemo``).
    let memo = IdentityMemo(folder: environment.cache + "/code")
    let fingerprint: String
    switch HostModules.fingerprint(in: environment.modules, memo: memo) {
    case .failure(let failure): return .failure(failure)
    case .success(let value): fingerprint = value
    }
    let prepared: [PreparedFile]
    switch SourcePreparation.prepare(configured, classes: discovery.classes, trees: trees) {
    case .failure(let failure): return .failure(failure)
    case .success(let files): prepared = files
    }
    let codeCompiler = CodeCompiler(compiler: compiler, modules: environment.modules)
    let version = Toolchain.recordedVersion(of: compiler, memo: memo, pending: pending)
    let key = CodeCache.key(
      compiler: version, fingerprint: fingerprint, flags: codeCompiler.flags, files: prepared)
    let library: VerifiedLibrary
    let compiled: Bool
    switch cachedOrCompiled(
      prepared, key: key, compiler: codeCompiler, environment: environment, notice: notice)
    {
    case .failure(let failure): return .failure(explained(failure, classes: discovery.classes))
    case .success(let result): (library, compiled) = result
    }
    if discovery.notes.isEmpty, discovery.notices.isEmpty {
      let memoKey = PreparedMemo.key(
        files: files, builtInNames: builtIn, compiler: version, fingerprint: fingerprint,
        modules: environment.modules)
      PreparedMemo(folder: environment.cache + "/code").record(
        PreparedMemo.Entry(library: key, classes: discovery.classes), under: memoKey)
    }
    return CodeLibrary.open(library).map { catalog in
      LoadedCode(
        files: files, classes: discovery.classes, notes: discovery.notes, library: library.path,
        compiled: compiled, registry: registered(catalog, into: base))
    }
  }

  /// A start whose files, compiler, modules and TouchLab are those of a recorded one, and whose
  /// library is whole in the cache: the library opened, no file parsed. Nil when anything is
  /// not so, for the full path to derive (and report) it.
  static func warmStart(
    _ files: CodeFiles, builtIn: Set<String>, into base: ViewClassRegistry, environment: CodeEnvironment
  ) -> Result<LoadedCode, CodeFailure>? {
    let folder = environment.cache + "/code"
    guard let compiler = environment.compiler,
      case .success = PrivateFolder(environment.cache, role: "cache folder", variable: "TOUCHLAB_CACHE_DIR")
        .prepare(),
      case .success = PrivateFolder(folder, role: "cache folder", variable: "TOUCHLAB_CACHE_DIR").prepare()
    else { return nil }
    let memo = IdentityMemo(folder: folder)
    // A compiler whose version is not recorded is new to this cache: no start of it is warm.
    guard let version = Toolchain.knownVersion(of: compiler, memo: memo),
      case .success(let fingerprint) = HostModules.fingerprint(in: environment.modules, memo: memo)
    else { return nil }
    let key = PreparedMemo.key(
      files: files, builtInNames: builtIn, compiler: version, fingerprint: fingerprint,
      modules: environment.modules)
    guard let entry = PreparedMemo(folder: folder).recorded(key),
      case .whole(let library) = CodeCache(folder: folder).cached(entry.library)
    else { return nil }
    return CodeLibrary.open(library).map { catalog in
      LoadedCode(
        files: files, classes: entry.classes, notes: [], library: library.path, compiled: false,
        registry: registered(catalog, into: base))
    }
  }

  /// `base` with every class of the library's catalog registered.
  static func registered(_ catalog: CodeCatalog, into base: ViewClassRegistry) -> ViewClassRegistry {
    var registry = base
    // Each factory announces the person's initializer it runs, so that a crash in one names
    // it (``UserCode/run(_:ofClassNamed:_:)``).
    for view in catalog.views {
      let name = view.name
      if let make = view.make {
        registry.register(name) { frame in UserCode.run(.initWithFrame, ofClassNamed: name) { make(frame) }
        }
      }
      let decode = view.decode
      registry.registerCoder(view: name) { coder in
        UserCode.run(.initWithCoder, ofClassNamed: name) { decode(coder) }
      }
    }
    for recognizer in catalog.recognizers {
      let make = recognizer.make
      let name = recognizer.name
      registry.registerRecognizer(name) { UserCode.run(.initialize, ofClassNamed: name) { make() } }
    }
    for controller in catalog.controllers {
      let name = controller.name
      if let make = controller.make {
        registry.registerController(name) { UserCode.run(.initialize, ofClassNamed: name) { make() } }
      }
      let decode = controller.decode
      registry.registerCoder(controller: name) { coder in
        UserCode.run(.initWithCoder, ofClassNamed: name) { decode(coder) }
      }
    }
    for segue in catalog.segues {
      let make = segue.make
      let name = segue.name
      registry.registerSegue(name) { identifier, source, destination in
        UserCode.run(.initSegue, ofClassNamed: name) { make(identifier, source, destination) }
      }
    }
    for object in catalog.listObjects {
      let make = object.make
      let name = object.name
      registry.registerListObject(name) { UserCode.run(.initialize, ofClassNamed: name) { make() } }
    }
    for table in catalog.outlets { registry.registerOutlets(table.outlets, for: table.type) }
    registry.appDelegates = catalog.appDelegates
    registry.sceneDelegates = catalog.sceneDelegates
    for expression in catalog.expressions {
      let make = expression.make
      registry.registerExpression(expression.text) {
        UserCode.run(.initialize, ofClassNamed: "make: " + expression.text) { make() }
      }
    }
    return registry
  }

  /// The library for `key`: from the cache when it is there and whole, else compiled (a
  /// damaged one removed first, and `notice` told once). True when compiled.
  static func cachedOrCompiled(
    _ prepared: [PreparedFile], key: String, compiler: CodeCompiler, environment: CodeEnvironment,
    notice: (String) -> Void
  ) -> Result<(VerifiedLibrary, Bool), CodeFailure> {
    let cache = CodeCache(folder: environment.cache + "/code")
    switch cache.cached(key) {
    case .whole(let library): return .success((library, false))
    case .missing: break
    case .damaged(let reason):
      cache.remove(key)
      notice(
        "touchlab: the cached library \(cache.libraryPath(for: key)) was damaged (\(reason)); it is compiled again"
      )
    }
    cache.removeStaleBuilds()
    let output = cache.libraryPath(for: key)
    if case .failure(let failure) = compiler.compile(prepared, to: output) { return .failure(failure) }
    return cache.keep(output).map { ($0, true) }
  }
}

extension CodeLoader {
  /// Writes a notice (a damaged cache entry repaired) to standard error, one line.
  public static func printNotice(_ text: String) {
    FileHandle.standardError.write(Data((TerminalSafety.sanitized(text) + "\n").utf8))
  }

  /// The failure, carrying the classes found (``CodeFailure/classes``), with the errors
  /// TouchLab's own entry point caused said in the person's terms: they are reported at a class's line (``EntryPointSource``), and mean the class
  /// cannot be made the way a layout makes one.
  static func explained(_ failure: CodeFailure, classes: [DeclaredClass]) -> CodeFailure {
    var explained = failure
    explained.classes = classes
    explained.diagnostics = failure.diagnostics.map { problem in
      guard
        let made = classes.first(where: {
          $0.file == problem.diagnostic.file && $0.line == problem.diagnostic.line
            && problem.excerpt.first?.contains("catalog.add") == true
        })
      else { return problem }
      let call = made.kind == .view ? "\(made.name)(frame:)" : "\(made.name)()"
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
