import Testing

@testable import TouchLabTUI

/// The cells the terminal writer sends for a new frame: only those that changed.
@Suite("Canvas diff")
struct CanvasDiffTests {
  @Test("Nothing drawn yet, or a new size: every cell")
  func everything() {
    let canvas = Canvas(columns: 4, rows: 2)
    #expect(CanvasDiff.changedCells(from: nil, to: canvas) == Array(0..<8))
    #expect(CanvasDiff.changedCells(from: Canvas(columns: 3, rows: 2), to: canvas) == Array(0..<8))
  }

  @Test("The same frame: nothing; a changed character, attribute or role: that cell")
  func changes() {
    var old = Canvas(columns: 4, rows: 2)
    old.put("ab", column: 0, row: 0)
    #expect(CanvasDiff.changedCells(from: old, to: old).isEmpty)
    var new = old
    new.put("x", column: 1, row: 1)
    new.set(Cell("a", style: .bold), column: 0, row: 0)
    new.set(Cell("b", role: .warning), column: 1, row: 0)
    #expect(CanvasDiff.changedCells(from: old, to: new) == [0, 1, 5])
  }

  @Test("A wide character's right half changing brings in its left half, which is what is written")
  func wideCharacters() {
    var old = Canvas(columns: 4, rows: 1)
    old.put("ab", column: 0, row: 0)
    var new = old
    new.put("日", column: 1, row: 0)
    #expect(CanvasDiff.changedCells(from: old, to: new) == [1, 2])
    var back = new
    back.put("x", column: 2, row: 0)
    #expect(CanvasDiff.changedCells(from: new, to: back) == [1, 2])
  }
}
