/// The sections of the help overlay, in the order it shows them: what the person is doing.
/// A ``KeyBinding`` names the section it is listed in.
enum HelpSection: CaseIterable, Sendable {
  case touch, inspect, moreThanAClick, keyboard, typing, log, step, toggles, recording, layouts

  var title: String {
    switch self {
    case .touch: "Touch"
    case .inspect: "Inspect"
    case .moreThanAClick: "More than a click"
    case .keyboard: "Keyboard only ((k): in keyboard mode)"
    case .typing: "Typing (while a text field edits)"
    case .log: "Log pane"
    case .step: "Step through"
    case .toggles: "Toggle and re-run (the selected view)"
    case .recording: "Record and play"
    case .layouts: "Layouts and lessons"
    }
  }
}
