/// Every key the explorer takes, with what it does, grouped by what the person is doing.
///
/// The help overlay (`?`) draws this table, so it is the one place a key is documented: a key
/// that is handled in ``Update`` but missing here is a key nobody finds. Keep the two in step.
public struct KeyHelp: Equatable, Sendable {
  /// The keys as the person types them (`r`, `PgUp/PgDn`, `right-click`).
  public var keys: String
  /// What they do, as a short imperative phrase.
  public var action: String

  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }

  /// A titled group of keys.
  public struct Section: Equatable, Sendable {
    public var title: String
    public var entries: [KeyHelp]

    public init(_ title: String, _ entries: [KeyHelp]) {
      self.title = title
      self.entries = entries
    }
  }

  /// The whole table, in the order the overlay shows it.
  public static let sections: [Section] = [
    Section(
      "Touch",
      [
        KeyHelp("click", "tap the view under the pointer"),
        KeyHelp("drag", "move the touch (touchesMoved, pans, swipes)"),
        KeyHelp("hold", "press and wait: long presses"),
        KeyHelp("Esc", "cancel the touches in flight (touchesCancelled)"),
        KeyHelp("f / F", "force the first recognizer under the pointer to recognize / fail"),
      ]),
    Section(
      "Trace pane",
      [
        KeyHelp("↑ / ↓", "scroll one line"),
        KeyHelp("PgUp / PgDn", "scroll one page"),
        KeyHelp("Home / End", "go to the first line / follow the end"),
        KeyHelp("wheel", "scroll the pane under the pointer"),
      ]),
    Section(
      "Record and play",
      [
        KeyHelp("r", "start / stop recording the pointer as a script"),
        KeyHelp("o", "open a script to play (1–9 play, s step by step)"),
        KeyHelp("space", "next step of a script played step by step"),
      ]),
    Section(
      "Layouts and lessons",
      [
        KeyHelp("l", "show / hide the layout's lesson"),
        KeyHelp("n / p", "next / previous gallery scenario"),
        KeyHelp("g", "pick a layout: ↑/↓ and Enter, or type its number; Esc closes"),
        KeyHelp("?", "show / hide this help (↑/↓ PgUp/PgDn turn its pages)"),
        KeyHelp("q", "quit (a recording in progress is kept)"),
      ]),
  ]
}
