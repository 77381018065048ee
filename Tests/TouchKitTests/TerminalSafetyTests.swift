import Foundation
import Testing

@testable import TouchKit
@testable import TouchTrace

/// The one table of characters that must not reach a terminal raw: what JSON and XML escape is
/// exactly what the sanitizer changes, over every Unicode scalar.
@Suite("Terminal safety")
struct TerminalSafetyTests {
  @Test("a scalar is escaped by JSON and XML exactly when the sanitizer changes it")
  func escapingAndSanitizingAgree() {
    var disagreements: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      let changed = TerminalSafety.sanitized(text) != text
      let raw = { (output: String) in output.unicodeScalars.contains(scalar) }
      let escaped = !raw(TerminalSafeJSON.quoted(text)) && !raw(XMLText.escaped(text))
      if changed != TerminalSafety.needsEscaping(scalar) || (changed && !escaped) {
        disagreements.append("U+" + String(value, radix: 16, uppercase: true))
      }
    }
    #expect(disagreements.isEmpty)
  }

  @Test("the sanitizer's replacements, one per hazard")
  func replacements() {
    #expect(TerminalSafety.sanitized("\u{1B}[31m") == "␛[31m")
    #expect(TerminalSafety.sanitized("a\tb\u{2028}c") == "a b c")
    #expect(TerminalSafety.sanitized("x\u{7F}\u{9B}y") == "x␡\u{FFFD}y")
    #expect(TerminalSafety.sanitized("a\u{200B}b\u{202E}c\u{FEFF}") == "abc")
    #expect(TerminalSafety.hazard(of: "a") == nil)
    #expect(TerminalSafety.hazard(of: "\u{2066}") == .invisible)
  }
}
