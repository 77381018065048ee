/// What the side pane shows for inspecting (``InspectorState/pane``).
///
/// With a view selected the pane is split: the inspector (or the why-not answer) above, the
/// trace below, so the person sees both the view and the dispatch it is asked about. The tree
/// takes the whole pane, since a hierarchy needs the rows.
public enum InspectPane: Equatable, Sendable {
  /// The inspector above the trace while a view is selected; the trace alone otherwise.
  case inspector
  /// The why-not answer above the trace (`w`).
  case whyNot
  /// The hierarchy as an indented tree (`t`), the selection highlighted.
  case tree
}
