import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchScript

/// The interactive loop: read bytes, decode, update the session, fire due timers, draw when the
/// state changed.
public enum TerminalApp {
  /// A script to play as the UI opens: the script, its name for the status bar, and whether
  /// it goes step by step (space).
  public struct Playback {
    public var script: Script
    public var name: String
    public var stepping: Bool

    public init(script: Script, name: String, stepping: Bool) {
      self.script = script
      self.name = name
      self.stepping = stepping
    }
  }

  /// Runs the terminal UI on `layout` until `q`; with a `gallery`, `n` and `p` move through it;
  /// with a `playback`, its script plays as the UI opens. The terminal is restored, and a
  /// recording in progress kept, on return, on a thrown error (the `defer`s), and on fatal
  /// signals (the C handlers). `r` records into `$TOUCHLAB_RECORDINGS`, else the working
  /// directory. `source` loads the layout again (what-if re-runs, hot reload of its file).
  /// `traceSink` receives every record the session records, the moment it is recorded, numbered
  /// from 1 across the whole session (`open --trace-file`: a ``TraceFileStream``).
  /// `allowCode` remembers a yes to the consent question the explorer asks on its screen
  /// (``ConsentModal``); without it, a layout whose code was never allowed does not open.
  /// `problems`: the code did not compile (``FileProblems/standIns``): the pane opens on them.
  public static func run(
    layout: Layout, source: LayoutSource? = nil, gallery: GalleryBrowser? = nil, playback: Playback? = nil,
    traceSink: ((TraceRecord) -> Void)? = nil, allowCode: ((CodeConsentQuestion) -> String?)? = nil,
    problems: FileProblems? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    let terminal = try Terminal(colourMode: ColourMode(environment: environment))
    defer { terminal.close() }
    let size = terminal.size
    let clock = MonotonicClock()
    let recordings = environment["TOUCHLAB_RECORDINGS"].flatMap { $0.isEmpty ? nil : $0 }
    let session = Session(
      layout: layout, columns: size.columns, rows: size.rows, clock: clock, gallery: gallery,
      recordingsDirectory: recordings ?? FileManager.default.currentDirectoryPath)
    defer { session.finishRecording() }
    if let traceSink { session.recorder.sink = Self.numbering(traceSink) }
    session.allowCode = allowCode
    if let source { session.watch(source) }
    if let problems { session.handle(.reload(.openedOnProblems(problems))) }
    if let playback { session.play(playback.script, name: playback.name, stepping: playback.stepping) }
    var decoder = InputDecoder()
    var wakeUp = WakeUp()
    var drawn: UIState?
    // The open files' change signal, made again when the files watched change (a reload's
    // `code:` naming others, another gallery scenario).
    var files: FileChangeSignal?
    // Busy from here to each wait for input: q and Ctrl-C still end a stuck loop (Watchdog).
    let watchdog = Watchdog.start()
    defer { watchdog?.stop() }
    while !session.state.isQuitting {
      if session.state != drawn {
        terminal.draw(session.canvas)
        drawn = session.state
      }
      wakeUp.nextTimer = session.nextWakeTime
      if files?.paths != session.watch.paths {
        files = session.watch.paths.isEmpty ? nil : FileChangeSignal(paths: session.watch.paths)
      }
      let typedWhileBusy = watchdog?.idle() ?? []
      if session.state.consent?.isArmed == false, !session.state.layout.isTooSmall {
        // The consent question is on screen now: what was typed before it (during the load,
        // or read with the key that led to it) is thrown away, so only a key pressed after
        // seeing it can answer it (``ConsentModal``).
        terminal.discardPendingInput()
        decoder = InputDecoder()
        wakeUp.escapePendingSince = nil
        watchdog?.busy()
        session.handle(.consentShown)
        continue
      }
      let input =
        typedWhileBusy.isEmpty
        ? terminal.read(timeout: wakeUp.timeout(now: clock.now()), wakingFor: files) : .bytes(typedWhileBusy)
      watchdog?.busy()
      // A save wakes the loop: the files are looked at in this tick, not at the next look.
      if case .filesChanged = input { session.lookAtFilesNow() }
      // Timers due by now fire before the input that woke the loop, as they would have had
      // the loop been waiting on them alone.
      session.tick()
      switch input {
      case .resize:
        terminal.invalidate()
        let size = terminal.size
        session.handle(.resize(columns: size.columns, rows: size.rows))
      case .bytes(let bytes):
        session.handle(bytes: bytes, decoder: &decoder)
        wakeUp.escapePendingSince = decoder.hasPending ? clock.now() : nil
      case .filesChanged:
        continue
      case .idle:
        guard wakeUp.shouldFlush(now: clock.now()) else { continue }
        for input in decoder.flush() { session.handle(.input(input)) }
        wakeUp.escapePendingSince = nil
      }
    }
  }

  /// The session's records to `sink` with ids counting on across sequences: the explorer starts
  /// each touch sequence's trace afresh, a file of the whole session does not.
  static func numbering(_ sink: @escaping (TraceRecord) -> Void) -> (TraceRecord) -> Void {
    var count = 0
    return { record in
      count += 1
      var numbered = record
      numbered.id = count
      sink(numbered)
    }
  }

  /// Mode 1003 reports every cell the pointer crosses; only the last of a run of hover reports
  /// matters, so the rest are dropped before they cost a hit test each. Drags are kept: each
  /// is a `touchesMoved`.
  static func coalescingMotion(_ inputs: [InputMessage]) -> [InputMessage] {
    var result: [InputMessage] = []
    for input in inputs {
      if case .mouse(let report) = input, report.action == .motion,
        case .mouse(let previous) = result.last, previous.action == .motion
      {
        result[result.count - 1] = input
      } else {
        result.append(input)
      }
    }
    return result
  }
}
