/// A line of the inspector's text (``InspectorText``) as the pane draws it: the text, its role
/// (the palette's colour) and style.
struct InspectorLine: Equatable {
  var text: String
  var role: Cell.Role = .plain
  var style: Cell.Style = .normal
}
