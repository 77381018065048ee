import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchScript

/// The effects the update asks for, run against the engine: what each one does, and the
/// messages that bring its results back to the update.
extension Session {
  func perform(_ effect: Effect) -> [Message] {
    switch effect {
    case .clearTrace:
      // Only between sequences: a press that arrives while a touch is tracked continues it,
      // and so does one that a recognizer is still waiting for (a double tap's second tap,
      // while the interval timer runs): its trace reads on from the first tap.
      guard !synthesizer.isTracking, !application.scheduler.hasPendingTimers else { return [] }
      recorder.removeAll()
      lastSequence = lastSequence.next
      return [.newSequence, .traced(recorder.trace)]
    case .sendPointer(let kind, let point):
      return send(PointerEvent(kind, at: point, time: clock.now()))
    case .sendFingers(let kind, let points):
      return sendFingers(kind, at: points)
    case .sendEvent(let event):
      return send(event)
    case .listScripts:
      return [
        .scriptsListed(
          ScriptPicker.find(in: scriptFolders), workingDirectory: FileManager.default.currentDirectoryPath)
      ]
    case .listLayouts:
      return [.layoutsListed(gallery?.entries ?? [], current: gallery?.index)]
    case .playScript(let path, let stepping):
      do throws(LayoutLoadError) {
        let script = try ScriptLoader.load(contentsOf: path, for: layout)
        play(script, name: URL(fileURLWithPath: path).lastPathComponent, stepping: stepping)
        return []
      } catch {
        return [.scriptFailed("did not load: " + (error.diagnostics.first?.description ?? "\(error)"))]
      }
    case .startRecording: return startRecording()
    case .stopRecording: return stopRecording()
    case .playNextStep:
      playNextStep()
      return []
    case .applyToggles(let toggles, let previous, let flipped):
      return rerun(with: toggles, previous: previous, flipped: flipped)
    case .reloadLayout: return reload()
    case .allowCode(let question, let retry): return allow(question, then: retry)
    case .hover(let point):
      guard state.hoverRunsOverrides else { return [] }
      // What overrides print while hovering belongs to no touch: it is dropped.
      let view = UserOutput.discarding { application.hitTest(point, with: nil) }
      return [.hovered(view?.traceID, recognizers: Self.recognizers(reachedFrom: view))]
    case .openScenario(let index):
      return [open(index)]
    case .force(let id, let outcome):
      lastSequence.inputs.append(
        .force(recognizer: id, outcome, time: application.scheduler.now, traceTime: recorder.time))
      application.gestureRecognizer(withID: id)?.force(outcome)
      return [
        .traced(recorder.trace), .sceneChanged(currentScene()),
      ] + recordForce(id, outcome)
    case .type(let text):
      return typeKeys(text)
    case .stopTyping(let force):
      return stopTyping(force: force)
    case .advanceTime(let time):
      let fires = application.scheduler.nextFireTime.map { $0 <= time } ?? false
      let animating = isAnimating(at: application.scheduler.now)
      synthesizer.advance(to: time)
      // Most ticks find nothing due: no new trace, no new scene, so no redraw.
      guard fires || animating else { return [] }
      return [
        .traced(recorder.trace), .sceneChanged(currentScene()),
      ]
    }
  }
}
