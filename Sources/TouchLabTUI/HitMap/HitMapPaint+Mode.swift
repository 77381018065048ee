/// The map mode's own update (`m`): the mode (on or off) and the paint it shows are the map's
/// state; the app routes the key and the session's paint here.
extension HitMapPaint {
  /// `m`: the map, or the boxes again, with what the status bar says of it. Turned off, the
  /// paint goes.
  static func toggle(_ isOn: inout Bool, _ paint: inout HitMapPaint?) -> String {
    isOn.toggle()
    guard isOn else {
      paint = nil
      return "boxes"
    }
    return "hit map: the letter of the view a tap hits · reversed: dead (drawn, not hit) · CAPITALS: reach "
      + "(hit beyond what is drawn) · / more than one view in the cell · m: boxes"
  }

  /// The paint the session worked out, kept while the map is on; dropped when the map was
  /// turned off meanwhile.
  static func arrived(_ paint: HitMapPaint?, isOn: Bool) -> HitMapPaint? { isOn ? paint : nil }
}
