import Foundation

/// Hot reload (``Message/reload(_:)``).
public enum ReloadMessage: Equatable, Sendable {
  /// The open layout's file changed on disk (its modification time or size).
  case fileChanged
  /// The answer to ``Effect/reloadLayout``: the file loaded at `time` (the wall clock's, for
  /// the log pane's mark), and the engine now runs it.
  case reloaded(OpenedScenario, file: String, time: Date)
  /// The answer to ``Effect/reloadLayout`` when the file does not load: its diagnostics. The
  /// last good layout runs on.
  case failed(file: String, problems: [String])
  /// The explorer opened on code that does not compile (issue 36): its problems, with the
  /// person's classes shown as built-in stand-ins (``FileProblems/standIns``) until a save
  /// compiles.
  case openedOnProblems(FileProblems)
}
