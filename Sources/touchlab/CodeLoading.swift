import Foundation
import TouchCode
import TouchLayout

/// The view classes a layout is loaded with: the built-in ones, the examples, and the
/// person's code (`--code`, and the layout's `code:` with consent), compiled and loaded
/// (module TouchCode).
///
/// A command loads a layout more than once (fresh copies for each claim, script or re-run;
/// the explorer on every save), so each set of files is compiled once per text: the compile
/// cache makes a second start cheap, and this keeps a second load of the same text free.
enum CodeLoading {
  /// The command's `--code` and `--allow-code` (``CodeOptions/apply()``).
  nonisolated(unsafe) static var options = CodeOptions()
  /// Whether a layout's code that was never allowed may be asked about on the terminal
  /// (`open`, before the explorer starts).
  nonisolated(unsafe) static var asksForConsent = false
  /// Files whose running was allowed in this process: an edit to them (hot reload) is the
  /// person's own, and is not asked about again.
  nonisolated(unsafe) private static var allowedPaths: Set<String> = []
  nonisolated(unsafe) private static var loaded: [String: LoadedCode] = [:]
  /// The code files of each layout's last load, by the layout's path: what the explorer watches.
  nonisolated(unsafe) private static var filesByLayout: [String: [String]] = [:]

  /// The Swift files the layout at `path` ran with at its last load, for hot reload to watch.
  static func files(forLayoutAt path: String) -> [String] { filesByLayout[path] ?? [] }

  /// The registry for the layout `text` read from `path`, or the problems, already worded
  /// for the person.
  static func registry(forLayoutAt path: String, text: String) -> Result<ViewClassRegistry, LayoutLoadError> {
    let references = LayoutCode.references(in: text, path: path)
    guard !references.isEmpty || !options.files.isEmpty else { return .success(.standard) }
    let environment = CodeEnvironment.current
    filesByLayout[path] = options.files + references.map(\.path)
    var problems: [Diagnostic] = []
    let layoutFiles = read(references.map(\.path), &problems)
    let givenFiles = read(options.files, &problems)
    guard problems.isEmpty, let layoutFiles, let givenFiles else {
      return .failure(LayoutLoadError(problems))
    }
    if !references.isEmpty, !consents(to: layoutFiles, environment: environment) {
      let first = references[0]
      let names = layoutFiles.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }
      return .failure(
        LayoutLoadError([
          Diagnostic(
            file: path, line: first.line, column: first.column,
            message:
              "the layout's 'code:' names Swift code (\(names.joined(separator: ", "))) that has not been allowed "
              + "to run; pass --allow-code to compile and run it, or give it with --code")
        ]))
    }
    // The texts consented to are the texts compiled: nothing is read again after the question.
    let all = givenFiles.merged(with: layoutFiles)
    filesByLayout[path] = all.files.map(\.path)
    let key = CodeConsent.hash(of: all)
    if let code = loaded[key] { return .success(code.registry) }
    switch CodeLoader.load(all, into: .standard, environment: environment) {
    case .success(let code):
      loaded[key] = code
      allowedPaths.formUnion(all.files.map(\.path))
      return .success(code.registry)
    case .failure(let failure):
      return .failure(LayoutLoadError(diagnostics(of: failure)))
    }
  }

  private static func read(_ paths: [String], _ problems: inout [Diagnostic]) -> CodeFiles? {
    switch CodeFiles.read(paths) {
    case .success(let files): return files
    case .failure(let failure):
      problems += diagnostics(of: failure)
      return nil
    }
  }

  /// Whether the layout's code may run: shipped with TouchLab, allowed before (by hash),
  /// allowed in this process, `--allow-code`, or, in the explorer, a yes on the terminal.
  private static func consents(to files: CodeFiles, environment: CodeEnvironment) -> Bool {
    let consent = CodeConsent(environment: environment)
    if options.allowsLayoutCode || consent.isAllowed(files) { return true }
    if files.files.allSatisfy({ allowedPaths.contains($0.path) }) {
      try? consent.allow(files)
      return true
    }
    guard asksForConsent, isatty(STDIN_FILENO) == 1 else { return false }
    guard ConsentPrompt.ask(about: files) else { return false }
    do {
      try consent.allow(files)
    } catch {
      printError("touchlab: the answer is not remembered: \(error.message)")
    }
    return true
  }

  /// The failure as layout diagnostics: each problem with its excerpt under it.
  static func diagnostics(of failure: CodeFailure) -> [Diagnostic] {
    failure.diagnostics.map { problem in
      var diagnostic = problem.diagnostic
      if !problem.excerpt.isEmpty {
        diagnostic.message += "\n" + problem.excerpt.map { "    " + $0 }.joined(separator: "\n")
      }
      return diagnostic
    }
  }
}
