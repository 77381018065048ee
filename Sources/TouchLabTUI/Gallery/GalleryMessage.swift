import TouchLayout

/// The gallery's answers (``Message/gallery(_:)``).
public enum GalleryMessage: Equatable, Sendable {
  /// The answer to ``Effect/openScenario(_:)``: the scenario loaded, and the engine now runs it.
  case opened(OpenedScenario)
  /// The answer to ``Effect/openScenario(_:)`` when the scenario did not load: why (its
  /// diagnostics, first one first). The layout that was open stays open.
  case failed(index: Int, problems: [String])
  /// The answer to ``Effect/listLayouts``: the gallery's layouts (none when no folder was
  /// found), and which of them is open.
  case listed([Gallery.Entry], current: Int?)
}
