/// Every feature's bindings, in the order the help overlay lists them within a section.
extension KeyBinding {
  static let all: [KeyBinding] =
    touch + inspector + viewport + hitMap + keyboard + typing + log + siblingList + search + step + toggles
    + recording
    + playback + gallery
    + layoutPicker + help + app

  /// The bindings of each focus, in the order they are tried.
  static let byFocus: [Focus: [KeyBinding]] = Dictionary(grouping: all, by: \.focus)

  /// The binding that acts on `key` in `state`: the first that answers it in the first active
  /// layer that has one, unless a modal layer above keeps the key (nil: nothing acts).
  static func resolve(_ key: Key, in state: UIState) -> KeyBinding? {
    for focus in Focus.allCases where focus.isActive(in: state) {
      if let binding = binding(for: key, in: focus, state) { return binding }
      guard focus.passes(key, in: state) else { return nil }
    }
    return nil
  }

  /// The first binding of `focus` that answers `key` in `state`.
  static func binding(for key: Key, in focus: Focus, _ state: UIState) -> KeyBinding? {
    byFocus[focus]?.first { $0.answers(key, in: state) }
  }
}
