/// The recording's news under the names the flat message enum had (``RecordingMessage``).
extension Message {
  public static func recordingStarted(_ status: RecordingStatus) -> Message { .recording(.started(status)) }
  public static func recorded(events: Int) -> Message { .recording(.recorded(events: events)) }
  public static func recordingStopped(
    name: String?, events: Int, expectations: Int = 0, unobserved: String? = nil
  ) -> Message {
    .recording(.stopped(name: name, events: events, expectations: expectations, unobserved: unobserved))
  }
  public static func recordingFailed(_ reason: String) -> Message { .recording(.failed(reason)) }
  public static func notRecorded(_ reason: String) -> Message { .recording(.notRecorded(reason)) }
}
