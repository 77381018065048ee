/// Recording (`r`): the key, and the session's news routed down to the recording's own update
/// (``RecordingStatus/update(_:_:)``).
extension Update {
  /// `r`: starts recording, or stops the recording in progress.
  static func toggleRecording(_ state: inout UIState, _ effects: inout [Effect]) {
    effects.append(state.recording == nil ? .startRecording : .stopRecording)
  }

  /// How recording goes: the status bar says so.
  static func recording(_ news: RecordingMessage, _ state: inout UIState) {
    if let status = RecordingStatus.update(&state.recording, news) { state.status = status }
  }
}
