import Foundation
import TouchKit
import TouchLayout
import TouchScript

/// Playback (`touchlab open LAYOUT --play SCRIPT [--step]`): a script's touches go in on the
/// session's clock, through the same path as clicks, so the person watches them.
extension Session {
  /// Starts playing `script` (named `name` in the status bar) now; with `stepping`, each step
  /// waits for space.
  public func play(_ script: Script, name: String, stepping: Bool = false) {
    playback = ScriptPlayback(script: script, name: name, stepping: stepping, origin: clock.now())
    handle(.playbackChanged(playback?.status))
    playDue(clock.now())
  }

  /// When the app loop must wake next: a recognizer timer, an animation frame, or the next
  /// event or step of a playback. (The files are looked at on the loop's own wake-ups,
  /// ``LayoutWatch``.)
  public var nextWakeTime: TimeInterval? {
    let times = [nextTimerTime, playback?.dueTime].compactMap { $0 }
    return times.min()
  }

  /// Sends every playback event due by `now`, in order, beginning steps as their time comes.
  func playDue(_ now: TimeInterval) {
    // `playback` is changed in place: a copy of it would share the queue, and taking an event
    // from the copy would copy every event left.
    while let due = playback?.dueTime, due <= now {
      if let event = playback?.queue.popFirst() {
        handle(.played(event))
        continue
      }
      guard let inputs = playback?.takeStep(on: layout), let status = playback?.status else { break }
      if case .force(let id, let outcome) = inputs {
        // At the step's time, as the runner forces it: the timers due by then fire first.
        synthesizer.advance(to: due)
        for message in perform(.force(recognizer: id, outcome)) { handle(message) }
      }
      if case .type(let text) = inputs {
        synthesizer.advance(to: due)
        for message in perform(.type(text)) { handle(message) }
      }
      if case .appearance(let style) = inputs {
        synthesizer.advance(to: due)
        layout.application.setUserInterfaceStyle(style)
      }
      handle(.playbackChanged(status))
    }
    if let status = playback?.status, status != state.playback { handle(.playbackChanged(status)) }
  }

  /// Space, step by step: the next step begins now.
  func playNextStep() {
    let now = clock.now()
    playback?.beginNextNow(now)
    playDue(now)
  }
}
