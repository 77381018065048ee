import Testing

@testable import TouchLabTUI

@Suite struct SanitizerTests {
  @Test func controlCharactersBecomeVisible() {
    let sanitized = Sanitizer.sanitize("\u{1B}]0;pwned\u{07}")
    #expect(sanitized == "␛]0;pwned␇")
    #expect(!sanitized.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(Sanitizer.sanitize("a\nb") == "a␊b")
    #expect(Sanitizer.sanitize("a\r\nb") == "a␍␊b")
    #expect(Sanitizer.sanitize("x\u{7F}\u{9B}y") == "x␡\u{FFFD}y")
    #expect(Sanitizer.sanitize("a\tb") == "a b")
  }

  @Test func bidiAndZeroWidthAreStripped() {
    #expect(Sanitizer.sanitize("\u{202E}evil") == "evil")
    #expect(Sanitizer.sanitize("a\u{200B}b\u{2066}c\u{FEFF}") == "abc")
  }

  @Test func wideCharactersAreMeasuredAndNeverSplit() {
    #expect(TextWidth.width(of: "日本語") == 6)
    #expect(TextWidth.width(of: "e\u{301}") == 1)
    #expect(Sanitizer.clip("日本語", toColumns: 5) == "日本")
    #expect(Sanitizer.clip("ab日本", toColumns: 3) == "ab")
    #expect(Sanitizer.clip("a\nb", toColumns: 2) == "a␊")
  }

  @Test func canvasKeepsTextInItsBox() {
    var canvas = Canvas(columns: 8, rows: 2)
    canvas.put("\u{1B}[31mred\nline", column: 1, row: 0, maxColumns: 5)
    #expect(canvas.plainText == [" ␛[31m", ""])
    canvas.put("日本語", column: 0, row: 1, maxColumns: 5)
    #expect(canvas.plainText[1] == "日本")
    canvas.put("x", column: 1, row: 1)
    #expect(canvas.plainText[1] == " x本", "overwriting half of a wide character blanks the other half")
  }
}
