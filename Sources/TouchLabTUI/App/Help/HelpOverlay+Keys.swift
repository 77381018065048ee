/// The help overlay of the app's own keys (``KeyHelp/sections``, from its bindings).
extension HelpOverlay {
  /// The overlay for this screen.
  static func layout(for screen: ScreenLayout) -> Layout { layout(of: KeyHelp.sections, for: screen) }

  /// Pages the overlay has on this screen.
  static func pageCount(for screen: ScreenLayout) -> Int { max(1, layout(for: screen).pages.count) }

  static func draw(page: Int, _ state: UIState, into canvas: inout Canvas) {
    draw(page: page, of: layout(for: state.layout), on: state.layout, into: &canvas)
  }
}
