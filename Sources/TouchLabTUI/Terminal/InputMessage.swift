/// What the terminal's input bytes mean, decoded by ``InputDecoder``.
public enum InputMessage: Equatable, Sendable {
  case key(Key)
  case mouse(MouseReport)
  /// A run of typing keys, as the text they type (``TypedKeys``): the session reads a run as
  /// one message while a text input edits, so a paste costs one update, not one per key.
  case text(String)
}

/// The keys TouchLab distinguishes; anything else is ``other``.
public enum Key: Equatable, Sendable {
  case character(Character)
  case up, down, left, right, pageUp, pageDown, home, end
  case escape, enter, tab, backspace
  /// Shift-Tab (`ESC [ Z`, "back tab").
  case backTab
  /// Ctrl-C: the terminal is in raw mode, so it arrives as a byte, not as SIGINT.
  case interrupt
  /// A recognised but unused sequence (function keys, focus reports).
  case other
}

/// One mouse report, in 0-based cell coordinates.
public struct MouseReport: Equatable, Sendable {
  public enum Action: Equatable, Sendable {
    case press, release
    /// Motion with a button held.
    case drag
    /// Motion with no button held (hover; needs mode 1003).
    case motion
    case wheelUp, wheelDown, wheelLeft, wheelRight
  }

  public enum Button: Equatable, Sendable { case left, middle, right, none, other }

  public struct Modifiers: OptionSet, Equatable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let control = Modifiers(rawValue: 4)
  }

  public var action: Action
  public var button: Button
  public var column: Int
  public var row: Int
  public var modifiers: Modifiers

  public init(_ action: Action, button: Button = .left, column: Int, row: Int, modifiers: Modifiers = []) {
    self.action = action
    self.button = button
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }

  /// Decodes the xterm button byte (`Cb`) shared by SGR and X10 reports: low two bits the
  /// button (3 = none), +4 shift, +8 alt, +16 control, +32 motion, +64 wheel, +128 extra buttons.
  init(code: Int, column: Int, row: Int, released: Bool) {
    var modifiers: Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let button: Button = code & 128 != 0 ? .other : [.left, .middle, .right, .none][low]
    let action: Action
    if code & 64 != 0, code & 128 == 0 {
      action = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
    } else if released {
      action = .release
    } else if code & 32 != 0 {
      action = button == .none ? .motion : .drag
    } else {
      action = button == .none ? .release : .press
    }
    self.init(
      action, button: action == .wheelUp || action == .wheelDown ? .none : button,
      column: column, row: row, modifiers: modifiers)
  }
}
