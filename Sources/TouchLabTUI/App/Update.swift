import Foundation
import TouchKit

/// The Elm-style update: a message and the current state give the next state and the effects
/// the engine must run. Pure, so every interaction can be tested as data.
///
/// This file is the root: it routes each message to the feature it is news for, each feature's
/// routing in `App/<Feature>/` (`App/Log/Update+Log.swift`, `App/Gallery/Update+Gallery.swift`…)
/// down to the feature's own state and update in its folder, and each key through the bindings
/// (``KeyBinding``) by ``Focus``.
public enum Update {
  public static func update(_ state: UIState, _ message: Message) -> (UIState, [Effect]) {
    var state = state
    var effects: [Effect] = []
    switch message {
    case .input(.key(let pressed)): key(pressed, &state, &effects)
    // Nothing under the consent question is touched while it is asked.
    case .input(.mouse) where state.consent != nil, .pointer where state.consent != nil: break
    case .input(.mouse(let report)): mouse(report, &state, &effects)
    case .input(.text(let text)): type(text, &state, &effects)
    case .resize(let columns, let rows):
      state.layout = ScreenLayout(columns: columns, rows: rows, screenSize: state.scene.screenSize)
      // Too small to draw the consent question: it is not on screen, so no key answers it
      // until it is drawn again (``ConsentModal``).
      if state.layout.isTooSmall { state.consent?.isArmed = false }
    case .tick(let now): effects.append(.advanceTime(to: now))
    case .pointer(let kind, let point): pointer(kind, at: point, &state, &effects)
    case .engine(let news): engine(news, &state)
    case .gallery(let answer): gallery(answer, &state)
    case .recording(let news): recording(news, &state)
    case .playback(let news): playback(news, &state, &effects)
    case .toggles(let answer): toggles(answer, &state, &effects)
    case .reload(let news): reload(news, &state, &effects)
    case .consent(let news): consent(news, &state)
    case .typing(let news): typing(news, &state)
    }
    dropStaleZoom(&state)
    state.layout.inspectorRows = InspectorPane.rows(for: state)
    return (state, effects)
  }

  /// News of the engine after an effect ran.
  static func engine(_ news: EngineMessage, _ state: inout UIState) {
    switch news {
    case .traced(let trace): traced(trace, &state)
    case .newSequence: newSequence(&state)
    case .sceneChanged(let scene): sceneChanged(scene, &state)
    case .stepped(let timeline): state.log.history.record(timeline)
    case .hovered(let view, let recognizers):
      state.hoverView = view
      state.hoverRecognizers = recognizers
    case .inspected(let inspection): inspected(inspection, &state)
    case .hitMapped(let paint): hitMapped(paint, &state)
    }
  }

  /// A key goes to the layers that listen, in precedence order (``Focus``): the first binding
  /// of a layer that answers it acts (``KeyBinding``); a modal layer keeps the keys it has no
  /// binding for.
  ///
  /// The consent question, while it is asked, comes before every layer: it is not a binding,
  /// so no layer's key can reach what is under it, and only its own keys answer it.
  static func key(_ key: Key, _ state: inout UIState, _ effects: inout [Effect]) {
    if state.consent != nil { return consentKey(key, &state, &effects) }
    state.status = nil
    KeyBinding.resolve(key, in: state)?.action(key, &state, &effects)
  }

  /// `q` and Ctrl-C: the session ends; a recording is kept whatever ends it.
  static func quit(_ state: inout UIState, _ effects: inout [Effect]) {
    if state.recording != nil { effects.append(.stopRecording) }
    state.isQuitting = true
  }

  /// Lines a page key scrolls the side pane: one fewer than it shows, so a line stays in view.
  static func pageLines(_ state: UIState) -> Int { max(1, state.layout.paneLines - 1) }

  /// How far a scrolling key moves a list (the lesson, the tree, the layout picker), when it
  /// is one: a line, a page, or to either end.
  static func scrollLines(for key: Key, page: Int) -> Int? {
    switch key {
    case .up: -1
    case .down: 1
    case .pageUp: -page
    case .pageDown: page
    case .home: Int.min / 2
    case .end: Int.max / 2
    case .character, .left, .right, .escape, .enter, .tab, .backspace, .backTab, .interrupt, .other: nil
    }
  }

}
