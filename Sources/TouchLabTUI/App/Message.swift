import Foundation
import TouchKit
import TouchLayout

/// Everything that can change the ``UIState``: terminal input, a resize, the clock, scripted
/// pointer input (`touchlab render --tap`), and the results of ``Effect``s coming back from the
/// engine.
public enum Message: Equatable, Sendable {
  case input(InputMessage)
  case resize(columns: Int, rows: Int)
  /// The clock read `now` (seconds, the time base of pointer timestamps): timers due by then
  /// fire. How a held button becomes a long press while no input arrives.
  case tick(TimeInterval)
  /// A pointer event at a screen point, bypassing cell conversion: the scripted form of a click.
  case pointer(PointerEvent.Kind, CGPoint)
  /// The trace recorder's records after an effect ran.
  case traced(Trace)
  /// The session cleared the trace for a new touch sequence (``Effect/clearTrace``): the log
  /// keeps the one that ended.
  case newSequence
  /// The engine's views after an effect ran.
  case sceneChanged(Scene)
  /// The answer to ``Effect/hover(_:)``: the view under the pointer, and the recognizers a touch
  /// beginning there would be given (its own and its superviews', innermost first, enabled).
  case hovered(String?, recognizers: [String])
  /// The answer to ``Effect/openScenario(_:)``: the scenario loaded, and the engine now runs it.
  case scenarioOpened(OpenedScenario)
  /// The answer to ``Effect/openScenario(_:)`` when the scenario did not load: why (its
  /// diagnostics, first one first). The layout that was open stays open.
  case scenarioFailed(index: Int, problems: [String])
  /// A pointer event of a script being played, stamped with the clock time it is due at.
  case played(PointerEvent)
  /// Where playback is (nil: no script is played).
  case playbackChanged(PlaybackStatus?)
  /// The answer to ``Effect/startRecording``: recording into this file.
  case recordingStarted(RecordingStatus)
  /// A recorded event was written: the recording has this many.
  case recorded(events: Int)
  /// The answer to ``Effect/stopRecording``: the file kept (nil when no touch was recorded,
  /// and nothing was kept).
  case recordingStopped(name: String?, events: Int)
  /// Recording could not start or go on: why. What was recorded so far is kept.
  case recordingFailed(String)
  /// Something the recording could not write, which it left out (it goes on): why.
  case notRecorded(String)
  /// The answer to ``Effect/listScripts``: the scripts the picker offers.
  case scriptsListed([String])
  /// The answer to ``Effect/playScript(_:stepping:)`` when the script did not load: why.
  case scriptFailed(String)
  /// The answer to ``Effect/applyToggles(_:previous:flipped:)``: the toggles are in force and
  /// the last sequence ran again (its trace and scene arrive just before); what changed.
  case reran(WhatIf)
  /// The toggles could not apply (the file no longer loads): why. Nothing changed.
  case toggleFailed(String)
  /// The open layout's file changed on disk (its modification time or size).
  case layoutFileChanged
  /// The answer to ``Effect/reloadLayout``: the file loaded, and the engine now runs it.
  case layoutReloaded(OpenedScenario, file: String)
  /// The answer to ``Effect/reloadLayout`` when the file does not load: its diagnostics. The
  /// last good layout runs on.
  case layoutReloadFailed(file: String, problems: [String])
  /// The selected view's snapshot, after the selection or the engine changed (nil: none).
  case inspected(Inspection?)
  /// The answer to ``Effect/listLayouts``: the gallery's layouts (none when no folder was
  /// found), and which of them is open.
  case layoutsListed([Gallery.Entry], current: Int?)
}

/// What the UI shows of a scenario just opened from the gallery.
public struct OpenedScenario: Equatable, Sendable {
  public var index: Int
  public var title: String
  public var scene: Scene
  public var lesson: Lesson?
  /// Whether hovering may hit-test the scenario (``UIState/hoverRunsOverrides``).
  public var hoverRunsOverrides: Bool

  public init(index: Int, title: String, scene: Scene, lesson: Lesson?, hoverRunsOverrides: Bool = true) {
    self.index = index
    self.title = title
    self.scene = scene
    self.lesson = lesson
    self.hoverRunsOverrides = hoverRunsOverrides
  }
}

/// Work the pure update asks the session to do with the reference-typed engine.
public enum Effect: Equatable, Sendable {
  /// A new touch sequence begins: forget the previous one's trace.
  case clearTrace
  /// Send a pointer event through `TouchSynthesizer.send`, stamped by the clock.
  case sendPointer(PointerEvent.Kind, CGPoint)
  /// Send one pointer event per finger, all stamped with one clock time, finger `i` as pointer
  /// `i` (finger 1 first): a two-finger press, move or release. A cancel is sent once, since
  /// it cancels every touch in flight.
  case sendFingers(PointerEvent.Kind, [CGPoint])
  /// Ask `Application.hitTest(_:with: nil)` (untraced, side-effect free) what is under a point.
  case hover(CGPoint)
  /// Move the engine's scheduler to a clock time (`TouchSynthesizer.advance(to:)`), firing the
  /// recognizer timers due by then.
  case advanceTime(to: TimeInterval)
  /// Load the gallery scenario at this index and run it instead of the open layout.
  case openScenario(Int)
  /// Force the recognizer with this trace id to recognize or fail now
  /// (`GestureRecognizer.force(_:)`).
  case force(recognizer: String, ForcedOutcome)
  /// Send a pointer event as it is, with its own time stamp: a step of a script being played.
  case sendEvent(PointerEvent)
  /// Start recording pointer events into the next free `recording-N.yaml`.
  case startRecording
  /// Finish the recording: its file is renamed to its final name.
  case stopRecording
  /// Step-by-step playback: begin the next step now.
  case playNextStep
  /// Find the scripts the picker (`o`) offers (``ScriptPicker/find(in:)``).
  case listScripts
  /// Load the script at this path for the open layout and play it as the person watches.
  case playScript(String, stepping: Bool)
  /// Load the layout afresh with these toggles applied, re-run the last touch sequence on it
  /// (and on a fresh load with the `previous` toggles, to compare), and run it from then on.
  case applyToggles([PropertyToggle], previous: [PropertyToggle], flipped: PropertyToggle)
  /// Load the open layout's file again and, if it loads, run it instead.
  case reloadLayout
  /// Find the layouts the layout picker (`g`) offers: the gallery's.
  case listLayouts
}
