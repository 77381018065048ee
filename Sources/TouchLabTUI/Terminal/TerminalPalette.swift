/// Which colour and attributes each ``Cell/Role`` is drawn in: the one place colour is decided,
/// as a pure function, so that tests can check it and the terminal layer only copies it out.
///
/// The terminal's own colours, never fixed ones. The background is always the terminal's
/// default, and so is the foreground of everything a person must be able to read whatever the
/// theme (titles, labels, box outlines, the status bar and its key hints). Meanings are added with
/// the six hues ANSI colours 1–6 name (red, green, yellow, blue, magenta, cyan), because a theme
/// defines those together with its background: a light theme darkens its yellow, a dark theme
/// lightens its blue. Black (0) and white (7), and the bright and 256-colour ones, are never used:
/// one of black and white *is* the background in half of all themes (white-on-white,
/// black-on-black), and fixed colours ignore the theme.
///
/// No hue reads well everywhere. The WCAG contrast of each against the background of common themes
/// (xterm, Tango, Solarized, macOS Terminal Basic/Pro, Windows Terminal Campbell and One Half
/// Light, VS Code Dark+/Light+) is at least 3:1 in most, but yellow and cyan drop to 1.7–2.0 on
/// xterm's white and blue to 1.6–2.2 on black. So colour only ever *adds* to a mark that is there
/// without it: the hit view has heavy lines, `▶id◀` and bold; the hit-test path `»`; the view
/// under the pointer bold; every trace line its words and indentation; and emphasis is bold and
/// reverse video, which every terminal shows. With `NO_COLOR` (``ColourMode``) only those
/// attributes are drawn, and warnings, red otherwise, become bold.
///
/// The hues pair a canvas meaning with the trace lines about it: the hit view and touches yellow,
/// the hit-test path and delivery green, the view under the pointer (and the one drawn there, and
/// a step's focus) and hit testing cyan, the selected view, the responder chain and target-action
/// blue, recognizers magenta, red kept for warnings; a search match yellow.
public enum TerminalPalette {
  /// The foreground a role is drawn in; nil for the terminal's default.
  public static func colour(for role: Cell.Role) -> TerminalColour? {
    switch role {
    case .plain, .label, .title, .status, .border, .hint, .traceInput, .traceSequence: nil
    case .hitView, .traceTouch, .traceControl: .yellow
    case .hitPath, .traceDelivery: .green
    case .hover, .drawn, .traceHitTest, .stepFocus: .cyan
    case .searchMatch: .yellow
    case .selected, .traceResponder, .traceAction: .blue
    case .traceRecognizer: .magenta
    case .warning: .red
    }
  }

  /// How `cell` is drawn in `mode`: its attributes, and its role's colour when colour is on.
  public static func appearance(of cell: Cell, in mode: ColourMode) -> CellAppearance {
    switch mode {
    case .colour:
      return CellAppearance(foreground: colour(for: cell.role), attributes: cell.style)
    case .monochrome:
      var attributes = cell.style
      if cell.role == .warning { attributes.insert(.bold) }
      return CellAppearance(foreground: nil, attributes: attributes)
    }
  }
}

/// The six hues of the ANSI palette, numbered as ANSI (and ncurses' `COLOR_*`) number them.
/// Black (0) and white (7) are left out on purpose (see ``TerminalPalette``).
public enum TerminalColour: Int16, CaseIterable, Sendable {
  case red = 1, green, yellow, blue, magenta, cyan
}

/// What a cell looks like on the terminal: a foreground (nil: the terminal's default) on the
/// terminal's default background, and attributes.
public struct CellAppearance: Equatable, Sendable {
  public var foreground: TerminalColour?
  public var attributes: Cell.Style

  public init(foreground: TerminalColour?, attributes: Cell.Style) {
    self.foreground = foreground
    self.attributes = attributes
  }
}

/// Colour or attributes only. `NO_COLOR` set to anything but the empty string asks for no colour
/// (https://no-color.org), as does a terminal without colours.
public enum ColourMode: Equatable, Sendable {
  case colour, monochrome

  /// The mode `environment` asks for: monochrome when `NO_COLOR` is set and not empty.
  public init(environment: [String: String]) {
    self = (environment["NO_COLOR"] ?? "").isEmpty ? .colour : .monochrome
  }
}
