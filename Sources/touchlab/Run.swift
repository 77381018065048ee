import ArgumentParser
import Foundation
import TouchFoundation
import TouchKit
import TouchLabTUI
import TouchLayout
import TouchScript
import TouchTrace

/// `touchlab run LAYOUT SCRIPT... [--junit FILE]`: run scripts of touches headless, each on a
/// freshly loaded copy of the layout, and check what each step expects.
struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run scripts of touches against a layout and check their expectations.",
    discussion: """
      A script is a YAML file of steps (tap, doubleTap, longPress, drag, swipe, pinch, rotate, \
      wait, cancel, force, pointer, type, appearance), each on a view or at a point, with what must happen \
      (docs/script-format.md); a recording made with r in the terminal UI is one. \
      Each script runs on a fresh copy of the layout, in virtual time.

      Exits 0 when every expectation holds; 1 when one fails (each failure on stderr as \
      script:line:column: step N (…): expected …; it …, with a why-not line when a view did not \
      get the touch); 2 when the layout or a script does not load (every problem, as \
      file:line:column). Progress goes to stderr when it is a terminal.

      Examples:
        touchlab run Layouts/default.yaml Scripts/checkout.yaml --junit report.xml
        touchlab run Layouts/default.yaml Scripts/checkout.yaml --trace
      """)

  @Argument(help: "The layout file, or a gallery scenario's name or number.")
  var layout: String

  @OptionGroup var code: CodeOptions

  @Argument(help: "The script files, run one after another.")
  var scripts: [String] = []

  @Option(name: .customLong("junit"), help: ArgumentHelp("Also write a JUnit XML report.", valueName: "FILE"))
  var junit: String?

  @Option(
    name: .customLong("trace-dir"),
    help: ArgumentHelp(
      "Also write each script's trace to DIR/<script name>.<extension> (see --trace-format).",
      valueName: "DIR"))
  var traceDirectory: String?

  @Option(name: .customLong("trace-format"), help: TraceFormat.help)
  var traceFormat: TraceFormat = .jsonl

  @Flag(
    name: .customLong("trace"),
    help: "Also print each script's trace, as text, after the summary: what a recording did, step by step.")
  var printsTrace = false

  func validate() throws {
    guard scripts.isEmpty else { return }
    // `touchlab run recording-1.yaml`: the one file given is a script, not a layout. Say so, and
    // name the layout when the file says which (a recording's header, a `# layout:` line).
    // Only a regular file is read here, opened as the loader opens files (a FIFO would block),
    // and only its start.
    if let data = SourceFileReader.prefix(ofRegularFile: layout, upTo: 4096),
      case let text = String(decoding: data, as: UTF8.self),
      text.split(separator: "\n").contains(where: { $0.hasPrefix("steps:") })
    {
      let named = Self.layoutNamed(in: String(text)).map { TerminalSafety.sanitized($0) } ?? "LAYOUT"
      let file = TerminalSafety.sanitized(layout)
      throw ValidationError(
        "\(file) is a script; give the layout it runs on first: touchlab run \(named) \(file)")
    }
    throw ValidationError("Give at least one script.")
  }

  /// The layout a script's comments name: `# layout: PATH` (the docs' examples) or a
  /// recording's header, `# A touchlab recording of PATH: …`.
  static func layoutNamed(in text: String) -> String? {
    for line in text.split(separator: "\n") where line.hasPrefix("#") {
      for prefix in ["# layout: ", "# A touchlab recording of "] where line.hasPrefix(prefix) {
        var name = line.dropFirst(prefix.count)
        if prefix.hasPrefix("# A"), let colon = name.lastIndex(of: ":") { name = name[..<colon] }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty { return trimmed }
      }
    }
    return nil
  }

  @OptionGroup var limits: LayoutLimitOptions

  func run() throws {
    let context = LoadContext(limits: limits.loadOptions, code: code)
    let path = try GalleryLookup.path(for: layout)
    let loaded = try LayoutFile.load(path, in: context)
    var parsed: [Script] = []
    for script in scripts {
      do {
        parsed.append(try ScriptLoader.load(contentsOf: script, for: loaded))
      } catch {
        for diagnostic in error.diagnostics { printError(diagnostic.description) }
      }
    }
    guard parsed.count == scripts.count else { throw ExitCode(2) }
    if let traceDirectory {
      // A folder that is not there yet is made, as `--output` makes its file: the caller named
      // where the traces go, and a run that then fails for want of a folder helps nobody.
      do {
        try Folder.make(traceDirectory)
      } catch {
        printError("touchlab: \(error.message)")
        throw ExitCode(2)
      }
    }
    let progress = isatty(STDERR_FILENO) == 1 ? Progress() : nil
    var results: [ScriptResult] = []
    var streamFailures: [String] = []
    for script in parsed {
      let fresh = try LayoutFile.load(path, in: context, warns: false)
      let report = progress?.reporter(for: script)
      if let traceDirectory, traceFormat == .jsonl {
        // JSON Lines are written as the script runs, record by record, so a long script's trace
        // is never in memory and a crash in a user's override leaves every record before it.
        let tracePath = Self.tracePath(of: script, in: traceDirectory, extension: traceFormat.fileExtension)
        do {
          let stream = try TraceFileStream(path: tracePath)
          CrashReport.tracePartial = stream.partialPath
          results.append(
            ScriptRunner.run(script, on: fresh, progress: report, streamingRecordsTo: stream.record))
          CrashReport.tracePartial = nil
          do { try stream.commit() } catch { streamFailures.append(Self.cannotWrite(error)) }
        } catch {
          streamFailures.append(Self.cannotWrite(error))
          results.append(ScriptRunner.run(script, on: fresh, progress: report))
        }
      } else {
        results.append(ScriptRunner.run(script, on: fresh, progress: report))
      }
    }
    progress?.clear()
    for line in RunReport.failureLines(results) { printError(line) }
    for line in RunReport.summary(results) { print(TerminalSafety.sanitized(line)) }
    if let failure = streamFailures.first {
      printError(failure)
      throw ExitCode(2)
    }
    if printsTrace {
      for result in results {
        print("\n\(TerminalSafety.sanitized("\(result.script.source) on \(path)")):")
        print(TerminalSafety.sanitizedLines(result.trace.text), terminator: "")
      }
    }
    if let traceDirectory, traceFormat != .jsonl {
      try writeTraces(of: results, to: traceDirectory, layout: path, context: context)
    }
    if let junit {
      do {
        try AtomicFile.write(JUnitReport.xml(results), to: junit)
      } catch {
        printError("touchlab: \(error.message) (the JUnit report)")
        throw ExitCode(2)
      }
    }
    if results.contains(where: { !$0.holds }) { throw ExitCode(1) }
  }
}

extension Run {
  /// `DIR/<script name>.<extension>`.
  static func tracePath(of script: Script, in directory: String, extension: String) -> String {
    let name = URL(fileURLWithPath: script.source).deletingPathExtension().lastPathComponent
    return URL(fileURLWithPath: directory).appendingPathComponent("\(name).\(`extension`)").path
  }

  static func cannotWrite(_ error: AtomicFile.Failure) -> String {
    "touchlab: \(error.message) (the trace)"
  }

  /// Each script's trace in ``traceFormat`` (not JSON Lines, which are streamed as the script
  /// runs), as `DIR/<script name>.<extension>`, each file written whole (``AtomicFile``).
  func writeTraces(of results: [ScriptResult], to directory: String, layout: String, context: LoadContext)
    throws
  {
    for result in results {
      let path = Self.tracePath(of: result.script, in: directory, extension: traceFormat.fileExtension)
      var text = ""
      let participants = try TraceParticipants(
        application: LayoutFile.load(layout, in: context, warns: false).application)
      try traceFormat.write(
        result.trace, title: "\(result.script.source) on \(layout)", participants: participants
      ) { text += $0 }
      do {
        try AtomicFile.write(text, to: path)
      } catch {
        printError(Self.cannotWrite(error))
        throw ExitCode(2)
      }
    }
  }
}
