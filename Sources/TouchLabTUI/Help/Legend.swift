/// What the canvas's marks mean: the help overlay's last section. The glyphs come from the
/// parts that draw them, so the legend cannot name a mark that is no longer drawn.
enum Legend {
  static let section = KeyHelp.Section(
    "What the marks mean",
    [
      KeyHelp(sample(.heavy, "▶id◀"), "the hit view of the last touch (heavy lines)"),
      KeyHelp("»id", "a view on the hit-test path to it (its hitTest returned a view)"),
      KeyHelp(sample(.double, "id"), "a control tracking a touch inside its area (double lines, reverse)"),
      KeyHelp(sample(.rounded, "[id]"), "the selected view (rounded corners)"),
      KeyHelp("◇id", "drawn on top under the pointer, but hit testing picks another view"),
      KeyHelp(sample(.dashed, "id"), "alpha below 0.01: hit testing skips it (dashed)"),
      KeyHelp("\(LayoutRenderer.recognizerGlyph)n", "the view has n gesture recognizers"),
      KeyHelp(String(FingerMarks.finger), "a finger down"),
      KeyHelp(String(FingerMarks.ghost), "where a second finger will go down (Alt, Alt+Shift held)"),
      KeyHelp(String(FingerMarks.centre), "the point two mirrored fingers turn around (Alt-drag)"),
      KeyHelp(String(FingerMarks.crosshair), "the keyboard's crosshair (k)"),
      KeyHelp(String(StepOverlay.focusGlyph), "what the step is about, in step mode"),
      KeyHelp("a b c", "hit map (m): the view a tap at the cell hits; reversed: dead (drawn, not hit)"),
      KeyHelp("A B C", "hit map: reach, hit beyond what is drawn (bold capitals)"),
      KeyHelp(String(HitMapCanvas.mixedMark), "hit map: more than one view's region in the cell"),
      KeyHelp(String(HitMapCanvas.nothingHit), "hit map: drawn, and a tap there hits nothing"),
      KeyHelp(
        FreeZoom.label(2), "title row, status bar: zoomed in, the whole hierarchy drawn (+ - wheel; 0: fit)"),
    ])

  /// A box's top edge in `style` with `title` on it: `┏▶id◀━┓`.
  static func sample(_ style: BoxStyle, _ title: String) -> String {
    "\(style.topLeft)\(title)\(style.horizontal)\(style.topRight)"
  }
}
