import ArgumentParser
import Foundation
import TouchFoundation
import TouchKit
import TouchLabTUI
import TouchLayout
import TouchScript

/// `touchlab [open] [LAYOUT]`: the interactive terminal UI.
struct Open: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open a layout in the terminal UI.",
    discussion: """
      Click, drag and release on a view to send it a touch; the side pane shows the trace. \
      ? lists every key; g picks another layout from the gallery (Layouts/). NO_COLOR=1 draws \
      without colour, and a locale without UTF-8 (LANG=C) in ASCII. r starts and stops recording the touches as a script (recording-N.yaml, in \
      $TOUCHLAB_RECORDINGS or the working directory); --play plays a script as you watch.
      """)

  @Argument(
    help:
      "The layout file, or a gallery scenario's name or number (default: the app folder --code names, launched; else Layouts/default.yaml)."
  )
  var layout: String?

  @OptionGroup var code: CodeOptions

  @Option(
    name: .customLong("play"),
    help: ArgumentHelp(
      "Play a script (a recording, or any script) at its own speed as the UI opens.", valueName: "SCRIPT"))
  var play: String?

  @Flag(name: .customLong("step"), help: "With --play: one step per press of space.")
  var step = false

  @Option(
    name: .customLong("trace-file"),
    help: ArgumentHelp(
      "Stream the session's trace to FILE as JSON Lines, record by record (.FILE.partial until you quit; a crash keeps it).",
      valueName: "FILE"))
  var traceFile: String?

  func validate() throws {
    if step, play == nil { throw ValidationError("--step goes with --play SCRIPT.") }
  }

  @OptionGroup var limits: LayoutLimitOptions

  func run() throws {
    let context = LoadContext(limits: limits.loadOptions, code: code)
    // Standard input is the terminal the UI reads its keys from: no file can come from it.
    guard layout != "-", play != "-" else {
      printError(
        "touchlab: the terminal UI reads its keys from standard input, so '-' cannot name a file here")
      throw ExitCode(2)
    }
    // A name that names nothing is a mistake in the command, whatever the terminal.
    let path = try layout.map(GalleryLookup.path(for:)) ?? LayoutFile.defaultPath(in: context)
    // Checked before the layout and before ncurses: without a terminal there is nothing to
    // draw on, and the headless commands do the same work.
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      printError(
        """
        touchlab: the interactive UI needs a terminal on stdin and stdout.
        Without one, use the headless commands:
          touchlab trace LAYOUT --tap X,Y
          touchlab render LAYOUT --size 100x30
          touchlab check LAYOUT
        """)
      throw ExitCode(2)
    }
    // The one question asked on the terminal: before the explorer takes it over. Code that
    // does not compile opens on its errors, its classes shown as UIKit's (issue 36).
    var failure: LayoutLoadError?
    var problems: FileProblems?
    let loaded: Layout
    do {
      loaded = try LayoutFile.load(path, in: context, asksForConsent: true) { failure = $0 }
    } catch {
      guard let failure,
        let (standIn, shown) = CompileErrorOpening.standIn(path, failure: failure, in: context)
      else {
        failure?.diagnostics.forEach { printError($0.description) }
        throw error
      }
      (loaded, problems) = (standIn, shown)
    }
    var playback: TerminalApp.Playback?
    if let play {
      do {
        let script = try ScriptLoader.load(contentsOf: play, for: loaded)
        let name = URL(fileURLWithPath: play).lastPathComponent
        playback = TerminalApp.Playback(script: script, name: name, stepping: step)
      } catch {
        for diagnostic in error.diagnostics { printError(diagnostic.description) }
        throw ExitCode(2)
      }
    }
    let stream = try traceFile.map(Self.stream(to:))
    defer { Self.finish(stream) }
    do {
      // Loaded again for what-if re-runs and when the file is saved, as it was loaded now.
      let source = LayoutSource(path: path, codeFiles: { context.code.files(forLayoutAt: path) }) {
        LayoutFile.loaded(path, in: context)
      }
      try TerminalApp.run(
        layout: loaded, source: source, gallery: Self.browser(opening: path, context: context),
        playback: playback,
        traceSink: stream?.record, allowCode: context.code.allow, problems: problems)
    } catch let error as TerminalUnavailable {
      printError(error.description)
      throw ExitCode(2)
    } catch {
      printError("\(error)")
      throw ExitCode(1)
    }
  }

  /// The `--trace-file` stream, its partial file named to the crash handlers.
  static func stream(to path: String) throws -> TraceFileStream {
    do {
      let stream = try TraceFileStream(path: path)
      CrashReport.tracePartial = stream.partialPath
      return stream
    } catch {
      printError("touchlab: \(error.message) (the trace)")
      throw ExitCode(2)
    }
  }

  /// Renames the trace into place when the explorer ends normally (a crash never gets here and
  /// leaves the partial file).
  static func finish(_ stream: TraceFileStream?) {
    guard let stream else { return }
    CrashReport.tracePartial = nil
    do { try stream.commit() } catch { printError("touchlab: \(error.message) (the trace)") }
  }

  /// The gallery the layout picker (`g`) offers, and `n` and `p` move through once the layout at
  /// `path` is one of its scenarios (``GalleryLookup/gallery(around:)``). Scenarios load as every
  /// command loads a layout (``LayoutFile/loaded(_:code:)``), with the command's code loading.
  static func browser(opening path: String, context: LoadContext) -> GalleryBrowser? {
    guard let (gallery, index) = GalleryLookup.gallery(around: path) else { return nil }
    return GalleryBrowser(entries: gallery.entries, index: index) { LayoutFile.loaded($0.path, in: context) }
  }
}
