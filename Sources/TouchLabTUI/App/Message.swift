import Foundation
import TouchKit

/// Everything that can change the ``UIState``: terminal input, a resize, the clock, scripted
/// pointer input (`touchlab render --tap`), and the results of ``Effect``s coming back from the
/// engine, nested by the feature they are news for, so that every switch over them is
/// exhaustive and a new case is a compile error wherever it is not yet handled.
///
/// Each feature's message file also gives ``Message`` factories under the names the flat enum
/// had (``traced(_:)``, ``recordingStarted(_:)``…), so callers read as before.
public enum Message: Equatable, Sendable {
  case input(InputMessage)
  case resize(columns: Int, rows: Int)
  /// The clock read `now` (seconds, the time base of pointer timestamps): timers due by then
  /// fire. How a held button becomes a long press while no input arrives.
  case tick(TimeInterval)
  /// A pointer event at a screen point, bypassing cell conversion: the scripted form of a click.
  case pointer(PointerEvent.Kind, CGPoint)
  /// News of the engine after an effect ran: its trace, its views, what is under the pointer,
  /// the selected view.
  case engine(EngineMessage)
  /// The gallery's answers: a scenario opened or not, the layouts listed.
  case gallery(GalleryMessage)
  case recording(RecordingMessage)
  case playback(PlaybackMessage)
  /// The answers to a what-if toggle.
  case toggles(ToggleMessage)
  /// Hot reload: the file changed, and loaded again or not.
  case reload(ReloadMessage)
  /// A layout's code nobody allowed: the question, on screen, and its answers.
  case consent(ConsentMessage)
  /// Typing into a text input: a refusal to stop.
  case typing(TypingMessage)
}
