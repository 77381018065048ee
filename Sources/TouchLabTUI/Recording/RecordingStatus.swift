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
