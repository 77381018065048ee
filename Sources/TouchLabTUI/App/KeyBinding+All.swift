/// Every feature's bindings, in the order the help overlay lists them within a section.
extension KeyBinding {
  static let all: [KeyBinding] =
    touch + inspector + keyboard + log + search + step + toggles + recording + playback + gallery
    + layoutPicker + help + app

  /// The bindings of each focus, in the order they are tried.
  static let byFocus: [Focus: [KeyBinding]] = Dictionary(grouping: all, by: \.focus)

  /// The first binding of `focus` that answers `key` in `state`.
  static func binding(for key: Key, in focus: Focus, _ state: UIState) -> KeyBinding? {
    byFocus[focus]?.first { $0.answers(key, in: state) }
  }
}
