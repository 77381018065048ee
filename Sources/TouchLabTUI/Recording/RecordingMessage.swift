/// How recording goes (``Message/recording(_:)``).
public enum RecordingMessage: Equatable, Sendable {
  /// The answer to ``Effect/startRecording``: recording into this file.
  case started(RecordingStatus)
  /// A recorded event was written: the recording has this many.
  case recorded(events: Int)
  /// The answer to ``Effect/stopRecording``: the file kept (nil when no touch was recorded,
  /// and nothing was kept), with how many observed expectations it states, or why it states
  /// none.
  case stopped(name: String?, events: Int, expectations: Int = 0, unobserved: String? = nil)
  /// Recording could not start or go on: why. What was recorded so far is kept.
  case failed(String)
  /// Something the recording could not write, which it left out (it goes on): why.
  case notRecorded(String)
}
