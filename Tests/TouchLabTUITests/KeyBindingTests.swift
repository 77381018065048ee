import Testing

@testable import TouchLabTUI

/// Key bindings as data: the key handler and the help overlay read the same bindings, so every
/// key handled is a key the help shows, and no binding is shadowed by another.
@Suite("Key bindings")
struct KeyBindingTests {
  /// The keys a pattern stands for, as far as a test can enumerate them.
  static func keys(of pattern: KeyPattern) -> [Key] {
    switch pattern {
    case .key(let key): [key]
    case .anyCharacter: [.character("x"), .character("7")]
    case .digit: [.character("7")]
    }
  }

  @Test("Every binding with keys is reachable: no binding before it in its focus always takes its keys")
  func everyBindingIsReachable() {
    for (focus, bindings) in KeyBinding.byFocus {
      for (index, binding) in bindings.enumerated() where !binding.patterns.isEmpty {
        let keys = binding.patterns.flatMap(Self.keys)
        let shadowed = keys.filter { key in
          bindings[..<index].contains { earlier in
            earlier.patterns.contains { $0.matches(key) } && earlier.isUnconditional
          }
        }
        #expect(shadowed.count < keys.count, "\(focus): \(binding.help?.entry.keys ?? "\(keys)") is shadowed")
      }
    }
  }

  /// A state in which `focus` is active (and, for a modal one, open).
  static func state(with focus: Focus) -> UIState {
    var state = TestLayout.session(columns: 100, rows: 30).0.state
    switch focus {
    case .search: state.log.prompt = ""
    case .typing: state.scene.typingTarget = "field"
    case .help: state.helpPage = 0
    case .layoutPicker: state.layoutPicker = LayoutPicker(entries: [], current: nil)
    case .siblingList: state.siblingList = SiblingList(title: "2 subviews of list", lines: ["a", "b"])
    case .keyboard: state.crosshair = state.scaling.point(forColumn: 10, row: 5)
    case .lesson: state.lesson.isShown = true
    case .scriptPicker: state.scriptPicker = ScriptPicker(paths: ["a.yaml"])
    case .tree: state.inspector.pane = .tree
    case .explorer: break
    }
    return state
  }

  @Test("Every binding is reached through the dispatcher: some key of it, with its focus active, runs it")
  func everyBindingIsDispatched() {
    for binding in KeyBinding.all where !binding.patterns.isEmpty {
      let state = Self.state(with: binding.focus)
      let keys = binding.patterns.flatMap(Self.keys) + [.character("1")]
      let reached = keys.contains { KeyBinding.resolve($0, in: state)?.declaration == binding.declaration }
      #expect(reached, "\(binding.declaration) is never reached")
    }
  }

  @Test("Every key is in the help: a key nobody can find is not a key")
  func everyKeyIsDocumented() {
    for binding in KeyBinding.all where !binding.patterns.isEmpty {
      #expect(
        (binding.help == nil) != (binding.toldWith == nil),
        "\(binding.declaration): listed in the help or told with its opener, one of the two")
      // The explorer's own keys have no opener: they are listed.
      if binding.focus == .explorer { #expect(binding.help != nil, "\(binding.declaration) has no help") }
    }
  }

  @Test("A key told with its opener: the opener is a listed key, whose entry is where a reader looks")
  func openersAreListed() {
    for binding in KeyBinding.all {
      guard let opener = binding.toldWith else { continue }
      let listed = KeyBinding.all.contains { $0.help != nil && $0.patterns.contains { $0.matches(opener) } }
      #expect(listed, "\(binding.declaration): \(opener) is not a listed key")
    }
  }

  @Test("Every binding with help is in the help table, in its section")
  func everyBindingIsInTheHelp() {
    for binding in KeyBinding.all {
      guard let help = binding.help else { continue }
      let section = KeyHelp.sections.first { $0.title == help.section.title }
      #expect(section?.entries.contains(help.entry) == true, "\(help.entry.keys)")
    }
  }

  @Test("A key is dispatched through its binding: the help's `t` opens the tree")
  func dispatchUsesTheBinding() {
    let state = TestLayout.session(columns: 100, rows: 30).0.state
    let (next, _) = Update.update(state, .input(.key(.character("t"))))
    #expect(next.inspector.pane == .tree)
    #expect(KeyBinding.binding(for: .character("t"), in: .explorer, state)?.help?.entry.keys == "t")
  }

  @Test("Focus: the precedence of who gets a key, highest first")
  func precedence() {
    #expect(
      Focus.allCases == [
        .search, .typing, .help, .layoutPicker, .siblingList, .keyboard, .lesson, .scriptPicker, .tree,
        .explorer,
      ])
  }
}
