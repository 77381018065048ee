import Foundation
import TouchCode
import TouchFoundation
import TouchKit
import TouchLayout
import TouchOpening

/// The view classes a layout is loaded with: the built-in ones, the examples, and the
/// person's code (`--code`, and the layout's `code:` with consent), compiled and loaded
/// (module TouchCode).
///
/// A command loads a layout more than once (fresh copies for each claim, script or re-run;
/// the explorer on every save), so each set of files is compiled once per text: the compile
/// cache makes a second start cheap, and this keeps a second load of the same text free.
///
/// One per command, in its ``LoadContext``, handed to every load it makes
/// (``LayoutFile/load(_:in:warns:asksForConsent:report:)``): the options, what was allowed
/// and what was loaded are that command's, a value passed down rather than process globals.
final class CodeLoading {
  /// The command's `--code` and `--allow-code`.
  let options: CodeOptions
  /// How deep a layout's YAML may nest, for finding its `code:` (the command's limits).
  let maximumYAMLNesting: Int
  /// Files whose running was allowed in this command: an edit to them (hot reload) is the
  /// person's own, and is not asked about again.
  private var allowedPaths: Set<String> = []
  private var loaded: [String: LoadedCode] = [:]
  /// The code files of each layout's last load, by the layout's path: what the explorer watches.
  private var filesByLayout: [String: [String]] = [:]
  /// For a layout whose code was found but did not compile at its last load: its classes as
  /// built-in stand-ins (``StandInClasses``), for the explorer to open on the error.
  private var standInsByLayout: [String: (ViewClassRegistry, [StandInClasses.StandIn])] = [:]

  init(options: CodeOptions, maximumYAMLNesting: Int) {
    self.options = options
    self.maximumYAMLNesting = maximumYAMLNesting
  }

  /// The Swift files the layout at `path` ran with at its last load, for hot reload to watch.
  func files(forLayoutAt path: String) -> [String] { filesByLayout[path] ?? [] }

  /// The registry with the person's classes as built-in stand-ins, and the stand-ins, when the
  /// last load of the layout at `path` failed to compile code whose classes were found: the
  /// explorer opens on the error with them (docs/code.md, "Compile errors").
  func standIns(forLayoutAt path: String) -> (ViewClassRegistry, [StandInClasses.StandIn])? {
    standInsByLayout[path]
  }

  /// The registry for the layout `text` read from `path`, or the problems, already worded
  /// for the person.
  ///
  /// Code the layout names that nobody allowed is a failure whose ``LayoutLoadError/consent``
  /// is the question to ask. `asks`: whether to ask it here, on the terminal, and go on with
  /// the answer: only for `open`'s first load, before the explorer takes the terminal over.
  /// Every later load (the explorer's `n`, `p`, `g`, hot reload, re-runs) returns the question
  /// for the explorer to ask on its own screen (``TouchLabTUI/ConsentModal``): the terminal
  /// under curses can neither show a prompt nor be read for its answer.
  func registry(forLayoutAt path: String, text: String, asks: Bool = false) -> Result<
    ViewClassRegistry, LayoutLoadError
  > {
    let references = LayoutCode.references(
      inAnyFile: text, path: path, maximumNesting: maximumYAMLNesting)
    // `make:` expressions are code of the layout's, as its `code:` files are (docs/code.md).
    let expressions = LayoutCode.expressions(in: text, path: path, maximumNesting: maximumYAMLNesting)
    return registry(forLayoutAt: path, references: references, expressions: expressions, asks: asks)
  }

  /// The registry for the app folder `folder` opened with no layout (``AppFolderLaunch``): its
  /// Swift files are code the folder names, as a layout's `code:` names its own, so they run
  /// only with the person's say (given with `--code`, `--allow-code`, allowed before, or a yes).
  func registry(forAppFolder folder: String, asks: Bool = false) -> Result<ViewClassRegistry, LayoutLoadError>
  {
    let given = options.files.map { URL(fileURLWithPath: $0).standardizedFileURL.path + "/" }
    let standardized = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
    let covered = given.contains { standardized.hasPrefix($0) }
    let references = covered ? [] : [LayoutCode.Reference(path: folder, line: 0, column: 0)]
    return registry(forLayoutAt: folder, references: references, expressions: [], asks: asks)
  }

  /// The first folder `--code` names, when its code has an app delegate: what a command given no
  /// layout launches (``AppFolderLaunch``). Nil when it has none or does not compile (the default
  /// layout opens, with the code's errors).
  func launchedFolder() -> String? {
    guard let first = options.files.first(where: LayoutFile.isFolder) else { return nil }
    // Code that does not compile opens the default layout on its errors, as before (issue 36):
    // whether it holds an app is not known until it compiles.
    guard case .success(let registry) = registry(forAppFolder: first) else { return nil }
    return registry.appDelegates.isEmpty ? nil : first
  }

  private func registry(
    forLayoutAt path: String, references: [LayoutCode.Reference], expressions: [LayoutCode.Expression],
    asks: Bool
  ) -> Result<ViewClassRegistry, LayoutLoadError> {
    guard !references.isEmpty || !options.files.isEmpty || !expressions.isEmpty else {
      return .success(.standard)
    }
    // Checked before anyone is asked: an expression that could leave its closure is refused.
    let unfit = MakeExpressionCheck.problems(expressions)
    guard unfit.isEmpty else {
      return .failure(LayoutLoadError(Self.diagnostics(of: CodeFailure("", unfit))))
    }
    let environment = CodeEnvironment.current
    filesByLayout[path] = options.files + references.map(\.path)
    var problems: [Diagnostic] = []
    let layoutFiles = CodePathProblems.read(references, layout: path, &problems)
    let givenFiles = read(options.files, &problems)
    guard problems.isEmpty, var layoutFiles, let givenFiles else {
      return .failure(LayoutLoadError(problems))
    }
    layoutFiles.expressions = expressions
    let askedAt =
      references.first.map { ($0.line, $0.column) } ?? expressions.first.map { ($0.line, $0.column) }
    if let askedAt, !consents(to: layoutFiles, environment: environment) {
      let asked = question(about: layoutFiles, layout: path, at: askedAt)
      if asks, isatty(STDIN_FILENO) == 1,
        ConsentPrompt.ask(about: asked.files, forApp: LayoutFile.isFolder(path))
      {
        if let why = allow(asked) { printError("touchlab: " + why) }
      } else {
        return .failure(refusal(asked, layoutFiles))
      }
    }
    // The texts consented to are the texts compiled: nothing is read again after the question.
    let all = givenFiles.merged(with: layoutFiles)
    filesByLayout[path] = all.files.map(\.path)
    let key = CodeConsent.hash(of: all)
    standInsByLayout[path] = nil
    // Allowed now, compiling or not: a save that fixes code which did not compile at the start
    // is the person's own edit too.
    allowedPaths.formUnion(all.files.map(\.path) + all.expressions.map(\.listed))
    let folders = resourceFolders(layout: path, files: all.files.map(\.path))
    if let code = loaded[key] { return .success(Self.loadingNibs(code.registry, from: folders)) }
    switch CodeLoader.load(all, into: .standard, environment: environment) {
    case .success(let code):
      loaded[key] = code
      return .success(Self.loadingNibs(code.registry, from: folders))
    case .failure(let failure):
      if !failure.classes.isEmpty || !all.expressions.isEmpty {
        var (registry, standIns) = StandInClasses.registry(for: failure.classes, into: .standard)
        // What a `make:` expression would make is not known without compiling it: a plain view.
        for expression in all.expressions {
          registry.registerExpression(expression.text) { View(frame: .zero) }
          standIns.append(StandInClasses.StandIn(name: "make: \(expression.text)", shownAs: "UIView"))
        }
        standInsByLayout[path] = (registry, standIns)
      }
      return .failure(LayoutLoadError(Self.diagnostics(of: failure)))
    }
  }

  /// A yes to `question`: remembered in the consent list for its hash (a failure to write the
  /// list is said, and the yes holds for this process), and its files allowed in this process.
  /// Returns what to tell the person if it could not be written (printed by the caller: the
  /// explorer shows it on its screen, where standard error is not seen).
  func allow(_ question: CodeConsentQuestion) -> String? {
    allowedPaths.formUnion(question.files)
    do {
      try CodeConsent(environment: CodeEnvironment.current).allow(hash: question.hash, paths: question.files)
      return nil
    } catch {
      return "the answer is not remembered: \(error.message)"
    }
  }

  /// The question about the layout's files and `make:` expressions (each listed as
  /// `layout.yaml:12:13: make: …`), asked at its first `code:` path or expression.
  private func question(about files: CodeFiles, layout: String, at place: (line: Int, column: Int))
    -> CodeConsentQuestion
  {
    CodeConsentQuestion(
      layout: layout, line: place.line, column: place.column,
      files: files.files.map(\.path) + files.expressions.map(\.listed), hash: CodeConsent.hash(of: files))
  }

  /// The failure of a load whose code was not allowed: the question, and the diagnostic a
  /// headless command prints.
  private func refusal(_ question: CodeConsentQuestion, _ files: CodeFiles) -> LayoutLoadError {
    let names =
      files.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }
      + files.expressions.map { "make: \($0.text)" }
    if LayoutFile.isFolder(question.layout) {
      var error = LayoutLoadError([
        Diagnostic(
          file: question.layout, line: 0, column: 0,
          message:
            "the app folder's Swift code (\(names.count) files) has not been allowed to run; pass "
            + "--code \(question.layout) (or --allow-code) to compile it and launch the app")
      ])
      error.consent = question
      return error
    }
    let keys =
      files.expressions.isEmpty
      ? "'code:' names" : files.files.isEmpty ? "'make:' names" : "'code:' and 'make:' name"
    var error = LayoutLoadError([
      Diagnostic(
        file: question.layout, line: question.line, column: question.column,
        message:
          "the layout's \(keys) Swift code (\(names.joined(separator: ", "))) that has not been allowed "
          + "to run; pass --allow-code to compile and run it, or give it with --code")
    ])
    error.consent = question
    return error
  }

  /// Where the nibs and storyboards the code names are looked for (the "bundle"):
  /// `--resources` first, then the folders of the code's files, then the layout's own folder.
  private func resourceFolders(layout: String, files: [String]) -> [String] {
    let folder = { (path: String) in
      let parent = (path as NSString).deletingLastPathComponent
      return parent.isEmpty ? "." : parent
    }
    return options.resources + files.map(folder) + (layout == "-" ? [] : [folder(layout)])
  }

  /// `registry` with a loader of the nibs in `folders` (``FolderNibLoader``).
  private static func loadingNibs(_ registry: ViewClassRegistry, from folders: [String]) -> ViewClassRegistry
  {
    var result = registry
    result.nibLoader = FolderNibLoader(folders: folders, registry: registry)
    return result
  }

  private func read(_ paths: [String], _ problems: inout [Diagnostic]) -> CodeFiles? {
    switch CodeFiles.read(paths) {
    case .success(let files): return files
    case .failure(let failure):
      problems += Self.diagnostics(of: failure)
      return nil
    }
  }

  /// Whether the layout's code may run without asking: shipped with TouchLab, allowed before
  /// (by hash), allowed in this process, or `--allow-code`.
  private func consents(to files: CodeFiles, environment: CodeEnvironment) -> Bool {
    let consent = CodeConsent(environment: environment)
    if options.allowsLayoutCode || consent.isAllowed(files) { return true }
    if (files.files.map(\.path) + files.expressions.map(\.listed)).allSatisfy(allowedPaths.contains) {
      try? consent.allow(files)
      return true
    }
    return false
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
