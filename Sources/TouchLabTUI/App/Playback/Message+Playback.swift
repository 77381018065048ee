import TouchKit

/// Playback's news under the names the flat message enum had (``PlaybackMessage``).
extension Message {
  public static func played(_ event: PointerEvent) -> Message { .playback(.played(event)) }
  public static func playbackChanged(_ status: PlaybackStatus?) -> Message { .playback(.changed(status)) }
  public static func scriptsListed(_ paths: [String], workingDirectory: String? = nil) -> Message {
    .playback(.scriptsListed(paths, workingDirectory: workingDirectory))
  }
  public static func scriptFailed(_ reason: String) -> Message { .playback(.scriptFailed(reason)) }
}
