import Foundation
import TouchKit

/// Playback (`--play`, the script picker `o`, space for the next step with `--step`): how the
/// update answers the keys, and the messages the session sends back.
extension Update {
  /// `o`: opens the script picker (the session lists the scripts), or closes it.
  static func toggleScriptPicker(_ state: inout UIState, _ effects: inout [Effect]) {
    if state.scriptPicker == nil {
      effects.append(.listScripts)
    } else {
      state.scriptPicker = nil
    }
  }

  /// The path of the script a digit key picks in the open picker (1–9), if any. (With no
  /// scripts listed, none: the range `1...0` the check once made would trap.)
  static func pickedScript(_ key: Key, _ state: UIState) -> String? {
    guard case .character(let character) = key, let picker = state.scriptPicker,
      let number = character.wholeNumberValue, picker.paths.indices.contains(number - 1)
    else { return nil }
    return picker.paths[number - 1]
  }

  /// A digit in the picker: it closes and the script numbered so plays.
  static func playPickedScript(_ key: Key, _ state: inout UIState, _ effects: inout [Effect]) {
    guard let path = pickedScript(key, state), let picker = state.scriptPicker else { return }
    state.scriptPicker = nil
    effects.append(.playScript(path, stepping: picker.stepping))
  }

  /// Space: the next step of a step-by-step playback.
  static func playNextStep(_ state: inout UIState, _ effects: inout [Effect]) {
    guard state.playback?.waitsForKey == true else { return }
    effects.append(.playNextStep)
  }

  /// How playing a script goes: its events, where it is, the scripts the picker offers.
  static func playback(_ news: PlaybackMessage, _ state: inout UIState, _ effects: inout [Effect]) {
    switch news {
    case .played(let event): played(event, &state, &effects)
    case .changed(let status): state.playback = status
    case .scriptsListed(let paths, let folder):
      state.scriptPicker = ScriptPicker(paths: paths, workingDirectory: folder)
    case .scriptFailed(let reason): state.status = reason
    }
  }

  /// A played pointer event: like a click (the pointer moves there, a new sequence clears
  /// the pane), but sent whatever the button state, since a script may hold several fingers.
  /// The canvas marks each finger until it lifts.
  static func played(_ event: PointerEvent, _ state: inout UIState, _ effects: inout [Effect]) {
    state.pointerPoint = event.location
    state.pointerCell = state.scaling.cell(for: event.location)
    switch event.kind {
    case .down:
      if !state.isPressed { beginSequence(&state, &effects) }
      state.isPressed = true
      state.fingers[event.pointer] = event.location
    case .move:
      if state.fingers[event.pointer] != nil { state.fingers[event.pointer] = event.location }
    case .up:
      state.fingers[event.pointer] = nil
      state.isPressed = !state.fingers.isEmpty
    case .cancel:
      state.fingers = [:]
      state.isPressed = false
    }
    effects.append(.sendEvent(event))
    effects.append(.hover(event.location))
  }
}
