import TouchLayout

/// The gallery's answers under the names the flat message enum had (``GalleryMessage``).
extension Message {
  public static func scenarioOpened(_ scenario: OpenedScenario) -> Message { .gallery(.opened(scenario)) }
  public static func scenarioFailed(index: Int, problems: [String]) -> Message {
    .gallery(.failed(index: index, problems: problems))
  }
  public static func layoutsListed(_ entries: [Gallery.Entry], current: Int?) -> Message {
    .gallery(.listed(entries, current: current))
  }
}
