/// What the person inspects: the selected view, its snapshot, and what the side pane shows of
/// it (the inspector, the why-not answer, the tree) and from where.
public struct InspectorState: Equatable, Sendable {
  /// The trace id of the view the person selected to inspect, toggle and ask why-not about.
  public var selectedView: String?
  /// Which view of that id, by position in ``Scene/hierarchy`` (ids may repeat: views without
  /// one go by their class name). Nil: the first with the id.
  public var selectedIndex: Int?
  /// The selected view's snapshot for the inspector, from the session (``Inspection``).
  public var inspection: Inspection?
  /// What the side pane shows for inspecting: the inspector, the why-not answer, or the tree.
  public var pane = InspectPane.inspector
  /// First line of the inspector (or why-not answer) shown, and first row of the tree.
  public var scroll = 0
  public var treeScroll = 0

  public init() {}
}
