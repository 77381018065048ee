/// A recording in progress (`r`), as the status bar shows it: `● REC 12 events`.
public struct RecordingStatus: Equatable, Sendable {
  /// The file it will be: `recording-3.yaml`.
  public var name: String
  public var events: Int

  public init(name: String, events: Int = 0) {
    self.name = name
    self.events = events
  }

  /// The status bar's mark.
  var text: String { "● REC \(events) event\(events == 1 ? "" : "s")" }
}

extension RecordingStatus {
  /// The recording's own update (a nested model's): `news` changes the recording in progress,
  /// and gives what the status bar says of it (nil: the status bar is left as it is).
  static func update(_ recording: inout RecordingStatus?, _ news: RecordingMessage) -> String? {
    switch news {
    case .started(let status):
      recording = status
      return "recording to \(status.name): r stops"
    case .recorded(let events):
      recording?.events = events
      return nil
    case .stopped(let name, let events, let expectations, let unobserved):
      recording = nil
      return name.map { name in
        let counted = "\(events) event\(events == 1 ? "" : "s")"
        if let unobserved { return "saved \(name) (\(counted); no expectations: \(unobserved))" }
        return "saved \(name) (\(counted), \(expectations) expectation\(expectations == 1 ? "" : "s"))"
      } ?? "nothing recorded"
    case .failed(let reason):
      recording = nil
      return reason
    case .notRecorded(let reason): return reason
    }
  }
}
