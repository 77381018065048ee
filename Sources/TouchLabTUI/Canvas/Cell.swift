/// One character cell of a ``Canvas``: what the renderer decided to show there, before any
/// terminal is involved. Tests read cells; the ncurses layer only copies them to the screen.
public struct Cell: Equatable, Sendable {
  /// The text attributes a cell can carry; monochrome terminals (`NO_COLOR`) show only these.
  public struct Style: OptionSet, Equatable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Style(rawValue: 1 << 0)
    public static let reverse = Style(rawValue: 1 << 1)
    public static let dim = Style(rawValue: 1 << 2)
    public static let normal: Style = []
  }

  /// What a cell means, not which colour it is: the terminal maps roles to colour pairs, so the
  /// renderer stays free of palettes and `NO_COLOR` is decided in one place.
  public enum Role: Equatable, Sendable, CaseIterable {
    case plain, border, hitView, hitPath, hover, label, title, status, hint, warning
    /// The selected view (inspector), and the view drawn under the pointer that hit testing
    /// does not pick.
    case selected, drawn
    case traceInput, traceTouch, traceHitTest, traceDelivery, traceResponder, traceSequence, traceRecognizer
    case traceControl, traceAction
    /// What the selected step is about (the view asked, the responder receiving), the fingers
    /// at that step, and the log's selected line mark.
    case stepFocus
    /// Where the last search matched in the log.
    case searchMatch
  }

  /// A single grapheme of width 1 or 2, already sanitized; a space for empty cells.
  public var character: Character
  public var style: Style
  public var role: Role
  /// True for the right half of a wide character: it shows nothing of its own.
  public var isContinuation: Bool

  public init(
    _ character: Character = " ", style: Style = .normal, role: Role = .plain, isContinuation: Bool = false
  ) {
    self.character = character
    self.style = style
    self.role = role
    self.isContinuation = isContinuation
  }

  public static let blank = Cell()
}
