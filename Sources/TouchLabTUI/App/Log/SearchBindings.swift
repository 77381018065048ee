/// The search prompt's keys (`/`, told in its entry): characters build the query, Backspace
/// deletes, Esc cancels, Enter searches. The prompt keeps every other key but Ctrl-C
/// (``Focus/passes(_:in:)``).
extension KeyBinding {
  static let search: [KeyBinding] = [
    KeyBinding([.anyCharacter], focus: .search, toldWith: .character("/")) { key, state, _ in
      Update.typeInSearch(key, &state)
    },
    KeyBinding(.backspace, focus: .search, toldWith: .character("/")) { _, state, _ in
      _ = state.log.prompt?.popLast()
    },
    KeyBinding(.escape, focus: .search, toldWith: .character("/")) { _, state, _ in state.log.prompt = nil },
    KeyBinding(.enter, focus: .search, toldWith: .character("/")) { _, state, _ in Update.submitSearch(&state)
    },
  ]
}
