import Foundation
import TouchKit
import TouchLayout
import TouchTrace

/// What-if re-runs: after a toggle, the last touch sequence runs again, deterministically,
/// on a fresh load of the layout with the toggles applied, and that run becomes the live one.
///
/// Fresh, because the engine after a sequence is not the engine before it (a switch flipped,
/// a scroll offset moved, a tap series counting). The comparison is fresh too: the same
/// inputs on a fresh load with the toggles in force before, so that the toggle is the only
/// difference between the two runs.
extension Session {
  func rerun(with toggles: [PropertyToggle], previous: [PropertyToggle], flipped: PropertyToggle)
    -> [Message]
  {
    // The time the live engine has reached: both runs go as far, so the timers that had
    // fired (a long press, a double tap's wait) fire in them too, and no others.
    let end = max(clock.now(), application.scheduler.now)
    var before: Trace?
    if lastSequence.startedFresh {
      // The live engine is what a fresh re-run with the toggles before would be, once it
      // too has reached the end.
      synthesizer.advance(to: end)
      before = lastSequence.isEmpty ? nil : recorder.trace
    } else if !lastSequence.isEmpty {
      guard case .success(let layout) = source.load() else { return notLoaded() }
      for toggle in previous { toggle.apply(to: layout.application) }
      let baseline = TraceRecorder()
      _ = Self.startAnimations(of: layout.application, at: animationOrigin)
      _ = lastSequence.replay(on: layout.application, recorder: baseline, until: end)
      before = baseline.trace
    }
    guard case .success(let layout) = source.load() else { return notLoaded() }
    var kept: [PropertyToggle] = []
    var applied: [String] = []
    for toggle in toggles {
      guard let value = toggle.apply(to: layout.application) else { continue }
      kept.append(toggle)
      applied.append(value)
    }
    let change =
      flipped.value(in: layout.application).map { kept.contains(flipped) ? $0 : $0 + " (as in the file)" }
      ?? "\(flipped.viewID): not in the layout"
    let live = recorder.trace
    recorder.removeAll()
    steps.application = layout.application
    let animated = Self.startAnimations(of: layout.application, at: animationOrigin)
    let synthesizer = lastSequence.replay(on: layout.application, recorder: recorder, until: end)
    install(layout, synthesizer, animatedViews: animated)
    lastSequence.startedFresh = true
    var whatIf = WhatIf(change: change, toggles: kept, applied: applied, reran: false)
    if let before {
      whatIf = WhatIf(change: change, toggles: kept, applied: applied, old: before, new: recorder.trace)
      whatIf.comparedWithFreshRun = !TraceDiff(live, before, context: 0).isEqual
    }
    // The re-run is a sequence of its own: the one it replaces goes into the log's history
    // (`<` shows it, with its own scenes), as a reload keeps the trace it replaces.
    return [
      .newSequence, .traced(recorder.trace),
      .sceneChanged(currentScene()), .reran(whatIf),
    ]
  }

  /// Why a toggle could not apply: the file no longer loads. Nothing changed. A file that now
  /// names code nobody allowed is not asked about here (a re-run is no place for the question:
  /// hot reload asks it when the file is saved), and the headless advice (`--allow-code`) would
  /// be wrong in the explorer.
  private func notLoaded() -> [Message] {
    guard case .failure(let error) = source.load() else { return [.toggleFailed("cannot re-run")] }
    if error.consent != nil {
      return [.toggleFailed("cannot re-run: the file now names code that was not allowed to run")]
    }
    return [.toggleFailed("cannot re-run: " + (error.diagnostics.first?.description ?? "\(error)"))]
  }
}
