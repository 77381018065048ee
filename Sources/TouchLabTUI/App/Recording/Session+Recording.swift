import Foundation
import TouchKit
import TouchLayout
import TouchScript

/// Recording (`r`): the pointer events the session sends become pointer steps of a script,
/// and the recognizers it forces force steps, each written to the recording's file as it
/// happens (``RecordingFile``).
extension Session {
  /// The file a recording started now goes to, opened with its header.
  func startRecording() -> [Message] {
    guard recording == nil else { return [] }
    do {
      let file = try RecordingFile.create(in: recordingsDirectory) { [layout] name in
        ScriptRecording.header(layout: layout.source, file: name)
      }
      recording = (ScriptRecording(origin: clock.now()), file)
      return [.recordingStarted(RecordingStatus(name: file.name))]
    } catch {
      return [.recordingFailed(error.message)]
    }
  }

  /// Ends the recording: its file gets its final name with the expectations a playback
  /// observes (``ScriptRecording/textWithObservedExpectations(layout:file:load:)``), or as
  /// recorded when they cannot be found or written; it goes when nothing was recorded.
  func stopRecording() -> [Message] {
    guard let (script, file) = recording else { return [] }
    recording = nil
    let observed = script.textWithObservedExpectations(layout: layout.source, file: file.name) { [source] in
      try? source.load().get()
    }
    let text: String?
    var expectations = 0
    var unobserved: String?
    switch observed {
    case .success(let found): (text, expectations) = found
    case .failure(let reason): (text, unobserved) = (nil, reason.message)
    }
    do {
      let (kept, problem) = try file.finish(replacingWith: text)
      if let problem { (expectations, unobserved) = (0, problem.message) }
      return [
        .recordingStopped(
          name: kept ? file.name : nil, events: script.steps.count, expectations: expectations,
          unobserved: kept ? unobserved : nil)
      ]
    } catch {
      return [.recordingFailed(error.message)]
    }
  }

  /// Ends a recording in progress, for the app loop on its way out (quitting already does).
  public func finishRecording() {
    guard recording != nil else { return }
    for message in stopRecording() { handle(message) }
  }

  /// Records `event`, just sent, whose trace starts at record `start`: for a press, the view
  /// the synthesizer's hit test chose (from its `hitView` record and the touch it made), when
  /// the view's id finds that same view in the layout (as playback will look for it).
  func record(_ event: PointerEvent, tracedFrom start: Int) -> [Message] {
    guard case (var script, let file)? = recording else { return [] }
    var view: View?
    if event.kind == .down {
      for record in recorder.records[start...] {
        guard case .hitView(let touch, _, _) = record.step else { continue }
        view = synthesizer.activeTouches.first { $0.id == touch }?.view
      }
      // Only a view the layout names as itself: another of its id, or a view in a window the
      // engine puts up (the keyboard's keys, an open menu's rows), which a script cannot name
      // when it loads, is recorded as a screen point, so the file reads back.
      if let found = view {
        let named: View? =
          if case .success(let match) = ViewTargetResolver.standard.resolve(found.id, layout) { match } else {
            nil
          }
        if named !== found || found.window is KeyboardWindow || found.window is MenuWindow { view = nil }
      }
    }
    guard let step = script.record(event, on: view) else { return [] }
    return append(step, to: script, file)
  }

  /// Records `recognizer`, just forced to `outcome` (`f`/`F`, or a played force step), at the
  /// engine's time: the scheduler's, which the timers due by then have reached.
  /// A recognizer no script can name (a Swift view's, made without an id) is left out, and
  /// the status bar says so: the file stays a script that reads.
  func recordForce(_ recognizer: String, _ outcome: ForcedOutcome) -> [Message] {
    guard case (var script, let file)? = recording else { return [] }
    guard let named = layout.gestureRecognizer(scriptID: recognizer),
      named === application.gestureRecognizer(withID: recognizer)
    else {
      return [.notRecorded("\(recognizer) has no id a script can name: its forcing is not recorded")]
    }
    let step = script.record(forcing: recognizer, to: outcome, at: application.scheduler.now)
    return append(step, to: script, file)
  }

  /// Adds keys typed to the recording in progress, as a `type` step at the engine's time (the
  /// scheduler's, as a force is): playback types them where the session did, among the
  /// touches, so a recording of a form replays its typing.
  func recordTyping(_ text: String) -> [Message] {
    guard case (var script, let file)? = recording else { return [] }
    let step = script.record(typing: text, at: application.scheduler.now)
    return append(step, to: script, file)
  }

  /// Keeps `script`, which has `step` as its last step, and appends the step's line to `file`.
  private func append(_ step: ScriptRecording.Step, to script: ScriptRecording, _ file: RecordingFile)
    -> [Message]
  {
    recording = (script, file)
    do {
      try file.append(ScriptRecording.line(step))
      return [.recorded(events: script.steps.count)]
    } catch {
      recording = nil
      let kept = (try? file.finish())?.kept == true
      return [.recordingFailed(error.message + (kept ? "; \(file.name) keeps the steps before it" : ""))]
    }
  }
}

extension Session {
  /// Where the script picker (`o`) looks: the recordings folder, `Scripts/` in the working
  /// directory, and `Scripts/` beside the gallery's `Layouts/` folder.
  var scriptFolders: [String] {
    var folders = [recordingsDirectory, FileManager.default.currentDirectoryPath + "/Scripts"]
    if let layoutPath = gallery?.entries.first?.path {
      let layouts = URL(fileURLWithPath: layoutPath).deletingLastPathComponent()
      folders.append(layouts.deletingLastPathComponent().appendingPathComponent("Scripts").path)
    }
    return folders
  }
}
