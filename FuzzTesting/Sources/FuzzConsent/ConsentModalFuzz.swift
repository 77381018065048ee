import Foundation
import TouchFoundation
import TouchKit
import TouchLabTUI
import TouchLayout

/// The explorer's consent question driven by arbitrary messages (``fuzzConsent(_:_:)``, mode 2).
enum ConsentModalFuzz {
  /// A session's state on a small layout, made once: the update is pure, so each input starts
  /// from it.
  static let start: UIState = {
    let yaml =
      "screen: {width: 200, height: 120}\nwindows:\n  - id: main\n    views: [{id: box, frame: [0, 0, 100, 60]}]\n"
    do {
      let layout = try LayoutLoader.load(yaml: yaml, source: "fuzz.yaml")
      return Session(layout: layout, columns: 100, rows: 30, clock: ManualClock()).state
    } catch {
      fatalError("the consent fuzz target's layout does not load: \(error)")
    }
  }()

  static func run(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    // The files the question names: the input up to a zero byte, split at byte 1.
    let cut = bytes.firstIndex(of: 0) ?? min(bytes.count, 1 + Int(first % 64))
    let files = bytes[..<cut].split(separator: 1).map { "/" + String(decoding: $0, as: UTF8.self) }
    let question = CodeConsentQuestion(
      layout: "/fuzz/layout.yaml", line: 1, column: 7, files: files.isEmpty ? ["/fuzz/A.swift"] : files,
      hash: String(repeating: "ab", count: 32))
    var state = Update.update(
      start, .consentNeeded(question, retry: first % 2 == 0 ? .reload : .openScenario(1))
    ).0
    for (index, byte) in bytes[cut...].enumerated() {
      guard let before = state.consent, !state.isQuitting else { break }
      let message = message(for: byte)
      let (next, effects) = Update.update(state, message)
      let allows = effects.contains { if case .allowCode = $0 { true } else { false } }
      let isYes = message == .input(.key(.character("y"))) || message == .input(.key(.character("Y")))
      check(!allows || (isYes && before.isArmed), "\(message) allowed the code (armed: \(before.isArmed))")
      if allows {
        check(effects == [.allowCode(question, then: before.retry)], "a yes did more: \(effects)")
      }
      if next.consent == nil {
        check(answers(message, armed: before.isArmed) || next.isQuitting, "\(message) closed the question")
      } else if message != .consentShown {
        // A screen too small to show it disarms it; nothing else changes it.
        var expected = before
        if case .resize = message, next.layout.isTooSmall { expected.isArmed = false }
        check(next.consent == expected, "\(message) changed the question")
      }
      if !answers(message, armed: before.isArmed), !next.isQuitting, message != .consentShown {
        check(
          effects.allSatisfy { if case .advanceTime = $0 { true } else { false } },
          "\(message) acted: \(effects)")
      }
      state = next
      if index % 16 == 0 { _ = Screen.render(state) }
    }
    _ = Screen.render(state)
  }

  /// Whether `message` is an answer to an armed question: y, n, Esc (either case).
  static func answers(_ message: Message, armed: Bool) -> Bool {
    guard armed, case .input(.key(let key)) = message else { return false }
    return [.character("y"), .character("Y"), .character("n"), .character("N"), .escape].contains(key)
  }

  /// One byte as one message: mostly keys (the answers among them often), then mouse reports,
  /// the loop's "drawn", a tick, a pointer, a resize.
  static func message(for byte: UInt8) -> Message {
    let keys: [Key] = [
      .character("y"), .character("Y"), .character("n"), .character("N"), .escape, .character("q"),
      .interrupt, .enter, .up, .down, .tab, .backspace, .other, .character("g"), .character("?"),
      .character(" "), .character("1"),
    ]
    let choice = Int(byte)
    if choice < keys.count { return .input(.key(keys[choice])) }
    switch choice % 8 {
    case 0: return .consentShown
    case 1: return .input(.mouse(MouseReport(.press, column: choice % 100, row: choice % 30)))
    case 2: return .input(.mouse(MouseReport(.release, column: choice % 100, row: choice % 30)))
    case 3: return .input(.mouse(MouseReport(.motion, button: .none, column: choice % 100, row: 5)))
    case 4: return .tick(Double(choice))
    case 5: return .pointer(.down, CGPoint(x: choice, y: choice))
    case 6: return .resize(columns: 10 + choice % 150, rows: 4 + choice % 40)
    default: return .input(.key(.character(Character(Unicode.Scalar(UInt8(32 + choice % 95))))))
    }
  }

  static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("consent question: \(message())") }
  }
}
