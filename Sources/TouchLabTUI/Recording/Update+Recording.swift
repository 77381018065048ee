/// Recording (`r`): how the update answers the key, and the messages the session sends back.
extension Update {
  /// `r`: starts recording, or stops the recording in progress.
  static func toggleRecording(_ state: inout UIState, _ effects: inout [Effect]) {
    effects.append(state.recording == nil ? .startRecording : .stopRecording)
  }

  /// How recording goes: the status bar says so.
  static func recording(_ news: RecordingMessage, _ state: inout UIState) {
    switch news {
    case .started(let status):
      state.recording = status
      state.status = "recording to \(status.name): r stops"
    case .recorded(let events): state.recording?.events = events
    case .stopped(let name, let events, let expectations, let unobserved):
      state.recording = nil
      state.status =
        name.map { name in
          let counted = "\(events) event\(events == 1 ? "" : "s")"
          if let unobserved { return "saved \(name) (\(counted); no expectations: \(unobserved))" }
          return "saved \(name) (\(counted), \(expectations) expectation\(expectations == 1 ? "" : "s"))"
        } ?? "nothing recorded"
    case .failed(let reason):
      state.recording = nil
      state.status = reason
    case .notRecorded(let reason): state.status = reason
    }
  }
}
