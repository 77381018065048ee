import Foundation
import TouchKit
import TouchLayout

/// Hot reload: the open layout's file is polled as the app loop wakes (``LayoutWatch``);
/// saved, it loads again in place. A file that no longer loads leaves the last good layout
/// running, its diagnostics in the pane; saving it fixed reloads it.
extension Session {
  /// Where a layout opened at start comes from: its gallery entry when opened from the
  /// gallery, else its file (the command line gives a loader that knows its view classes,
  /// with ``watch(_:)``).
  static func source(of layout: Layout, in gallery: GalleryBrowser?) -> LayoutSource {
    if let gallery, let index = gallery.index, gallery.entries.indices.contains(index) {
      let entry = gallery.entries[index]
      return LayoutSource(path: entry.path) { gallery.load(entry) }
    }
    return .file(layout.source)
  }

  /// The open layout comes from `source`: re-runs and reloads load it, and its file is
  /// watched from now on (a change before now is not one).
  public func watch(_ source: LayoutSource) {
    self.source = source
    watch = LayoutWatch(paths: [source.path] + source.codeFiles(), nextCheck: clock.now(), stat: fileStamp)
  }

  /// Looks at the layout's file when a look is due, and reloads it when it changed. Not while
  /// a touch is in flight: the reload would drop it, so the change waits for the release.
  func pollLayoutFile(_ now: TimeInterval) {
    guard !synthesizer.isTracking, watch.changed(now: now, stat: fileStamp) else { return }
    handle(.layoutFileChanged)
  }

  /// The system said a watched file may have changed (``FileChangeSignal``): the next
  /// ``tick()`` looks at the files whatever the time of the next periodic look. A look moves
  /// that time on, as any look does; nothing else changes, so the loop's wake-ups
  /// (``nextWakeTime``) stay as they were.
  func lookAtFilesNow() {
    watch.nextCheck = min(watch.nextCheck, clock.now())
  }

  /// Loads the files again (the layout and its code, recompiled if it changed): the engine
  /// runs them from now on, or nothing changes and the answer carries the diagnostics.
  func reload() -> [Message] {
    // The file that changed names the reload: the person just saved it.
    let changed = watch.lastChanged.map(Self.fileName) ?? source.fileName
    switch source.load() {
    case .failure(let error):
      if let question = consentNeeded(error, retry: .reload) { return [question] }
      // Each file by its name (the pane is narrow, and says which file it is).
      let problems = error.diagnostics.map { diagnostic in
        var named = diagnostic
        named.file = Self.fileName(named.file)
        return named.description
      }
      return [.layoutReloadFailed(file: changed, problems: problems)]
    case .success(let layout):
      startFresh(layout, keepingTrace: true)
      // The layout's `code:` may name other files now.
      let paths = [source.path] + source.codeFiles()
      if paths != watch.paths {
        watch = LayoutWatch(paths: paths, nextCheck: watch.nextCheck, stat: fileStamp)
      }
      return [
        .layoutReloaded(
          OpenedScenario(
            index: state.gallery?.index ?? 0, title: Self.title(of: layout),
            scene: currentScene(), lesson: layout.lesson,
            hoverRunsOverrides: !Self.hasSwiftOverrides(layout.application)),
          file: changed, at: wallClock())
      ]
    }
  }

  static func fileName(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

  /// Runs `layout` from now on: a new synthesizer on the same recorder and clock, its
  /// animations starting now, no sequence to re-run yet. The recorder is emptied, except on a
  /// reload (`keepingTrace`): the pane keeps the last trace, marked, and a trace sent before
  /// the next touch (a timer, an animation frame) must not take it away; the next touch
  /// empties it, as every new sequence does.
  func startFresh(_ layout: Layout, keepingTrace: Bool = false) {
    if !keepingTrace { recorder.removeAll() }
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    steps.application = layout.application
    // The new scheduler starts at 0; bring it to the clock's time, so pointer stamps and
    // timers share one time base as before.
    synthesizer.advance(to: clock.now())
    animationOrigin = clock.now()
    install(
      layout, synthesizer, animatedViews: Self.startAnimations(of: layout.application, at: animationOrigin))
    lastSequence = TouchSequence()
  }

  /// Makes `layout`, driven by `synthesizer`, the live one.
  func install(_ layout: Layout, _ synthesizer: TouchSynthesizer, animatedViews: [View]) {
    self.layout = layout
    self.synthesizer = synthesizer
    steps.application = layout.application
    self.animatedViews = animatedViews
  }
}
