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
        KeyHelp("f / F", "force the first recognizer under the pointer to recognize / fail (recorded by r)"),
      ]),
    Section(
      "Inspect",
      [
        KeyHelp("right/Ctrl-click", "select the view drawn under the pointer (on nothing: deselect)"),
        KeyHelp("Tab / Shift-Tab", "select the next / previous view in hierarchy order (past the end: none)"),
        KeyHelp("t", "show / hide the hierarchy tree (↑/↓ PgUp/PgDn Home/End select, Enter back)"),
        KeyHelp("w", "why the selected view did (not) get the last touch; w again: the inspector"),
      ]),
    Section(
      "More than a click",
      [
        KeyHelp("2 / 3 clicks", "tapCount 2 / 3 (within 0.35 s and 10 pt of the last tap)"),
        KeyHelp("Alt-drag", "two fingers mirrored around the press point: pinch, rotate"),
        KeyHelp("Alt+Shift-drag", "two fingers moving together: two-finger pan"),
      ]),
    Section(
      "Keyboard only ((k): in keyboard mode)",
      [
        KeyHelp("k", "keyboard mode on / off: a crosshair instead of the mouse"),
        KeyHelp("(k) ←↑↓→", "move the crosshair one cell; drag the finger d holds"),
        KeyHelp("(k) Enter", "tap at the crosshair"),
        KeyHelp("(k) d", "press / lift a finger at the crosshair (hold it: long press)"),
        KeyHelp("(k) Esc", "cancel the touch down, or leave keyboard mode when none is"),
      ]),
    Section(
      "Log pane",
      [
        KeyHelp("↑ / ↓", "select the previous / next line: the canvas shows that step"),
        KeyHelp("click a line", "select it"),
        KeyHelp("Home / End", "select the first line / back to live"),
        KeyHelp("PgUp / PgDn", "scroll one page"),
        KeyHelp("wheel", "scroll the pane (trace, inspector, tree, lesson) under the pointer"),
        KeyHelp("v", "filter: all, hit test, recognizers, responders, actions"),
        KeyHelp("z", "fold hit-test detail: one line per hitTest call"),
        KeyHelp("/", "search (Enter: next match; / then Enter: again)"),
        KeyHelp("< / >", "earlier / later touch sequence"),
      ]),
    Section(
      "Step through",
      [
        KeyHelp("s", "step mode on / off: each touch sequence shown one step at a time"),
        KeyHelp("j", "next step"),
        KeyHelp("J", "step over a hitTest call (its whole recursion)"),
        KeyHelp("G", "run to the end (live again)"),
      ]),
    Section(
      "Toggle and re-run (the selected view)",
      [
        KeyHelp("h", "toggle isHidden and re-run the last touch"),
        KeyHelp("u", "toggle isUserInteractionEnabled and re-run"),
        KeyHelp("a", "toggle alpha 1 / 0.005 (under hit testing's 0.01) and re-run"),
        KeyHelp("c", "toggle clipsToBounds and re-run"),
        KeyHelp("e", "choose the next of its gesture recognizers"),
        KeyHelp("x", "toggle the recognizer's cancelsTouchesInView and re-run"),
        KeyHelp("b / B", "toggle the recognizer's delaysTouchesBegan / delaysTouchesEnded and re-run"),
        KeyHelp("E", "toggle the recognizer's isEnabled and re-run"),
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
