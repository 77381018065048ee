import TouchKit

/// How playing a script goes (``Message/playback(_:)``).
public enum PlaybackMessage: Equatable, Sendable {
  /// A pointer event of a script being played, stamped with the clock time it is due at.
  case played(PointerEvent)
  /// Where playback is (nil: no script is played).
  case changed(PlaybackStatus?)
  /// The answer to ``Effect/listScripts``: the scripts the picker offers, and the working
  /// directory the pane shows them relative to.
  case scriptsListed([String], workingDirectory: String?)
  /// The answer to ``Effect/playScript(_:stepping:)`` when the script did not load: why.
  case scriptFailed(String)
}
