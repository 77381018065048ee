import Foundation
import TouchFoundation
import TouchKit
import TouchLayout

/// The engine side of the UI, owned by the app loop: the application, the one
/// `TouchSynthesizer` the headless commands also use, its trace recorder and the clock.
///
/// It holds the ``UIState`` value, runs ``Update/update(_:_:)`` for each message, performs the
/// effects against the engine and feeds their results back as messages. No terminal here:
/// `touchlab render` and the tests drive a session directly.
///
/// What the UI shows lives in ``state`` alone, changed only by the update. The session keeps the
/// engine's side of a feature, never a copy of the UI's: the recording's script and file (the
/// state has its ``RecordingStatus``, which the session's messages keep in step), the script
/// being played (the state has its ``PlaybackStatus``), the gallery's loader (the state has
/// where the person is in it, ``GalleryPosition``). The engine and its screen size are the open
/// layout's own, read through it.
public final class Session {
  public internal(set) var state: UIState
  /// The engine of the open layout: replaced when `n` or `p` opens another scenario. The
  /// layout's own, not a copy kept in step with it.
  public var application: Application { layout.application }
  public let recorder = TraceRecorder()
  /// Reads the engine's state at each record, for step mode (``StepStateRecorder``).
  let steps = StepStateRecorder()
  /// The ``StepStateRecorder/version`` last sent to the update.
  var sentStepsVersion = 0
  /// The layout as the last frame drew it.
  let layoutLayer = LayoutLayer()
  /// The last scene taken, with the engine and the stamp it was taken at (``currentScene()``).
  var keptScene: (engine: ObjectIdentifier, stamp: DrawnStamp, scene: Scene)?
  public internal(set) var synthesizer: TouchSynthesizer
  let clock: any InputClock
  var screenSize: CGSize { layout.screenSize }
  /// The gallery to move through, when the layout was opened from one: its entries and loader,
  /// and the index it was opened at (where the UI is now is ``UIState/gallery``).
  let gallery: GalleryBrowser?
  /// The open layout, kept because it owns the controllers and delegates its views hold weakly.
  var layout: Layout
  /// Where `r` writes `recording-N.yaml`.
  let recordingsDirectory: String
  /// The recording in progress, with its file (what the UI shows of it: ``UIState/recording``).
  var recording: (script: ScriptRecording, file: RecordingFile)?
  /// The script being played, if any (what the UI shows of it: ``UIState/playback``).
  var playback: ScriptPlayback?
  /// The open layout's views that carry an animation (``startAnimations(of:at:)``).
  var animatedViews: [View] = []
  /// When the open layout's animations began: a what-if re-run begins them at the same time.
  var animationOrigin: TimeInterval = 0
  /// Where the open layout comes from: loaded afresh for what-if re-runs and hot reload.
  public internal(set) var source: LayoutSource
  /// The open layout's file, polled for changes (``pollLayoutFile(_:)``).
  var watch: LayoutWatch
  /// Reads a file's stamp (tests inject one).
  var fileStamp: (String) -> FileStamp? = FileStamp.read
  /// The time of day, for the log pane's reload mark (tests inject one).
  var wallClock: () -> Date = Date.init
  /// The inputs of the trace the pane shows, for a what-if re-run.
  var lastSequence = TouchSequence()
  /// While a read's mouse reports are handled, the trace and scene they change are sent once,
  /// after the last (``handle(bytes:decoder:)``); whether one is owed.
  var defersSnapshots = false
  var owesSnapshots = false
  /// Remembers a yes to the consent question (the command line's consent list): returns why
  /// it could not, or nil. Nil when nothing can remember one: a layout whose code was never
  /// allowed then does not open, and is not asked about (``consentNeeded(_:retry:)``).
  public var allowCode: ((CodeConsentQuestion) -> String?)?

  /// `recordingsDirectory` is where `r` writes its recordings (default: the working directory).
  public init(
    layout: Layout, columns: Int, rows: Int, clock: any InputClock, gallery: GalleryBrowser? = nil,
    recordingsDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.layout = layout
    self.recordingsDirectory = recordingsDirectory
    synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    steps.application = layout.application
    recorder.observer = { [steps] in steps.observe($0) }
    // Read to the microsecond, as recordings are written: a manual clock's sums carry float
    // noise (0.1 + 0.2) that would otherwise part a live trace from its playback.
    self.clock = clock as? MicrosecondClock ?? MicrosecondClock(clock)
    self.gallery = gallery
    source = Self.source(of: layout, in: gallery)
    watch = LayoutWatch(
      paths: [source.path] + source.codeFiles(), nextCheck: clock.now(), stat: FileStamp.read)
    // The stamp the first scene is taken at: read before it, so a change in between shows.
    let firstStamp = layout.application.drawnStamp
    state = UIState(
      title: Self.title(of: layout),
      scene: Scene(application: layout.application, screenSize: layout.screenSize, stamp: firstStamp),
      columns: columns, rows: rows)
    state.lesson.content = layout.lesson
    state.gallery = gallery?.position
    state.status = Update.openedStatus(state)
    state.hoverRunsOverrides = !Self.hasSwiftOverrides(layout.application)
    // Scheduler and clock share one time base (see nextTimerTime), from the start.
    synthesizer.advance(to: clock.now())
    animationOrigin = clock.now()
    animatedViews = Self.startAnimations(of: layout.application, at: clock.now())
    // The first scene is the kept one, so the first snapshot after an event finds it; unless
    // the timers due by now (run by `advance`: an animation's completion) changed a view.
    if let firstStamp, application.drawnStamp == firstStamp {
      keptScene = (ObjectIdentifier(application), firstStamp, state.scene)
    }
  }

  /// How often the screen is redrawn while a view animates (10 frames a second: enough to see
  /// the motion in character cells, cheap enough to leave the terminal quiet).
  static let animationFrameInterval: TimeInterval = 0.1

  /// Whether a view of the open layout is animating at `time`.
  func isAnimating(at time: TimeInterval) -> Bool {
    animatedViews.contains { $0.animation?.isRunning(at: time) == true }
  }

  /// The layout's `title:`, else its file name.
  static func title(of layout: Layout) -> String {
    layout.title ?? URL(fileURLWithPath: layout.source).lastPathComponent
  }

  /// The screen for the current state: ``Screen/render(_:)``'s, with the layout kept between
  /// frames (``LayoutLayer``).
  public var canvas: Canvas { Screen.render(state, layer: layoutLayer) }

  /// When the earliest recognizer timer is due, in the clock's time base: pointer events are
  /// stamped with `clock.now()` and the synthesizer advances the scheduler to each stamp, so
  /// scheduler time and clock time are the same seconds. Nil when no timer is pending.
  /// While a view animates, the next frame of the animation is due too.
  public var nextTimerTime: TimeInterval? {
    let timer = application.scheduler.nextFireTime
    let now = application.scheduler.now
    guard isAnimating(at: now) else { return timer }
    return min(timer ?? .infinity, now + Self.animationFrameInterval)
  }

  /// Reads the clock and fires the timers due by now: the app loop calls this whenever it
  /// wakes up, the tests after moving a ``ManualClock``.
  public func tick() {
    let now = clock.now()
    playDue(now)
    handle(.tick(now))
    pollLayoutFile(now)
  }

  /// Fires every pending timer at its due time (virtual time, bounded as
  /// `Scheduler.runUntilIdle` is), as `touchlab trace` does after its last input: so
  /// `touchlab render --tap` shows what a double tap's wait or a content delay decided.
  public func runPendingTimers() {
    let deadline = application.scheduler.now + Scheduler.idleLimit
    while let next = nextTimerTime, next <= deadline { handle(.tick(next)) }
  }

  /// Applies a message and everything it leads to.
  public func handle(_ message: Message) {
    var queue = [message]
    var engineChanged = false
    while !queue.isEmpty {
      let message = queue.removeFirst()
      engineChanged = engineChanged || message.mayChangeInspection
      let (next, effects) = Update.update(state, message)
      state = next
      for effect in effects { queue += perform(effect) }
      if queue.isEmpty, let stepped = refreshedSteps() { queue.append(stepped) }
      // Last, once the engine has settled: the inspector follows the selection and the engine.
      if queue.isEmpty, let inspected = refreshedInspection(engineChanged: engineChanged) {
        queue.append(inspected)
        engineChanged = false
      }
      if queue.isEmpty, let mapped = refreshedHitMap() { queue.append(mapped) }
    }
  }

  /// The step changes of the current sequence, once a message and all it led to are done, when
  /// they moved since last sent (what the last record's subjects set after it is read first).
  func refreshedSteps() -> Message? {
    steps.settle()
    guard steps.version != sentStepsVersion else { return nil }
    sentStepsVersion = steps.version
    return .stepped(steps.timeline)
  }

  /// Sends `event` through the synthesizer, and records it when a recording is in progress.
  func send(_ event: PointerEvent) -> [Message] {
    let start = recorder.records.count
    lastSequence.inputs.append(.pointer(event))
    synthesizer.send(event)
    let recorded = record(event, tracedFrom: start)
    return snapshots() + recorded
  }

  /// Loads the gallery's scenario at `index` and, if it loads, runs it instead of the open
  /// layout: a new application and synthesizer, the same recorder (emptied) and clock.
  func open(_ index: Int) -> Message {
    guard let gallery, gallery.entries.indices.contains(index) else {
      return .scenarioFailed(index: index, problems: ["no scenario \(index + 1) in the gallery"])
    }
    switch gallery.load(gallery.entries[index]) {
    case .failure(let error):
      if let question = consentNeeded(error, retry: .openScenario(index)) { return question }
      return .scenarioFailed(index: index, problems: error.diagnostics.map(\.description))
    case .success(let layout):
      let entry = gallery.entries[index]
      watch(LayoutSource(path: entry.path) { gallery.load(entry) })
      startFresh(layout)
      return .scenarioOpened(
        OpenedScenario(
          index: index, title: Self.title(of: layout),
          scene: currentScene(), lesson: layout.lesson,
          hoverRunsOverrides: !Self.hasSwiftOverrides(layout.application)))
    }
  }
}
