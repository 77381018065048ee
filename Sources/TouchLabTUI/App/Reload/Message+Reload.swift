import Foundation

/// Hot reload's news under the names the flat message enum had (``ReloadMessage``).
extension Message {
  public static let layoutFileChanged = Message.reload(.fileChanged)
  public static func layoutReloaded(_ scenario: OpenedScenario, file: String, at time: Date) -> Message {
    .reload(.reloaded(scenario, file: file, time: time))
  }
  public static func layoutReloadFailed(file: String, problems: [String]) -> Message {
    .reload(.failed(file: file, problems: problems))
  }
}
