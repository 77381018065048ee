import Testing

@testable import TouchLabTUI

/// A help entry's label names the keys its binding answers, so the label typed beside the keys
/// cannot drift from them (a key moved to another letter shows in help at once).
@Suite struct KeyHelpLabelTests {
  /// How help writes a key.
  static func name(of key: Key) -> String? {
    switch key {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .escape: "Esc"
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .interrupt: "Ctrl-C"
    case .other: nil
    }
  }

  @Test("Every key of a binding with help is named in its label (letters in either case)")
  func labelsNameTheirKeys() {
    var unnamed: [String] = []
    for binding in KeyBinding.all {
      guard let label = binding.help?.entry.keys else { continue }
      for case .key(let key) in binding.patterns {
        guard let name = Self.name(of: key) else { continue }
        if !label.lowercased().contains(name.lowercased()) { unnamed.append("\(name) in '\(label)'") }
      }
    }
    #expect(unnamed == [])
  }
}
