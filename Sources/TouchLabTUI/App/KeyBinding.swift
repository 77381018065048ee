/// A key the explorer answers, as data: the keys, where it is active (its ``Focus``), what the
/// help overlay says of it, and the action.
///
/// Each feature declares its bindings in its own folder (`KeyBinding.log`, `KeyBinding.step`…);
/// ``all`` puts them together. ``Update/key(_:_:_:)`` dispatches through them and
/// ``KeyHelp/sections`` is derived from them, so a key cannot be handled without being in the
/// help, nor listed there without being handled. Adding a key is one binding in its feature's
/// file. Mouse gestures the help lists (click, drag, the wheel) are bindings with no keys
/// (``gesture(_:_:in:)``): documented here, handled by ``Update``'s mouse path.
struct KeyBinding: Sendable {
  typealias Action = @Sendable (_ key: Key, _ state: inout UIState, _ effects: inout [Effect]) -> Void
  typealias Condition = @Sendable (_ key: Key, _ state: UIState) -> Bool

  /// Where the help overlay lists a binding, and what it says.
  struct Help: Equatable, Sendable {
    var section: HelpSection
    var entry: KeyHelp

    init(_ section: HelpSection, _ keys: String, _ action: String) {
      self.section = section
      entry = KeyHelp(keys, action)
    }
  }

  let patterns: [KeyPattern]
  let focus: Focus
  /// Where the help overlay lists the binding; nil for keys told in the entry of the key that
  /// opens their focus (``toldWith``).
  let help: Help?
  /// The key whose help entry tells this binding's keys (`o` for the script picker's digits, `?`
  /// for the help's paging keys): a binding is either listed or names where it is told, so no
  /// key goes undocumented by omission (KeyBindingTests checks the opener is listed).
  let toldWith: Key?
  /// When the binding answers beyond its focus being active (Esc leaves keyboard mode only
  /// while no touch is down): otherwise the key goes on down the layers.
  let condition: Condition
  let action: Action
  /// Whether the binding answers its keys whatever the state (it has no condition).
  let isUnconditional: Bool
  /// Where it is declared (`TouchLabTUI/LogBindings.swift:12`): who it is, for tests and messages.
  let declaration: String

  init(
    _ patterns: [KeyPattern], focus: Focus = .explorer, help: Help? = nil, toldWith: Key? = nil,
    when condition: Condition? = nil, fileID: String = #fileID, line: Int = #line,
    action: @escaping Action
  ) {
    declaration = "\(fileID):\(line)"
    self.patterns = patterns
    self.focus = focus
    self.help = help
    self.toldWith = toldWith
    self.condition = condition ?? { _, _ in true }
    isUnconditional = condition == nil
    self.action = action
  }

  init(
    _ keys: Key..., focus: Focus = .explorer, help: Help? = nil, toldWith: Key? = nil,
    when condition: Condition? = nil, fileID: String = #fileID, line: Int = #line, action: @escaping Action
  ) {
    self.init(
      keys.map(KeyPattern.key), focus: focus, help: help, toldWith: toldWith, when: condition, fileID: fileID,
      line: line, action: action)
  }

  /// A mouse gesture the help lists: no keys, so it never answers one.
  static func gesture(
    _ gesture: String, _ action: String, in section: HelpSection, fileID: String = #fileID, line: Int = #line
  ) -> KeyBinding {
    KeyBinding([], help: Help(section, gesture, action), fileID: fileID, line: line) { _, _, _ in }
  }

  /// Whether the binding answers `key` in `state` (its focus being active).
  func answers(_ key: Key, in state: UIState) -> Bool {
    patterns.contains { $0.matches(key) } && condition(key, state)
  }
}
