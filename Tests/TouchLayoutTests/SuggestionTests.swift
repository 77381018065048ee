import TestSupport
import Testing

@testable import TouchFoundation
@testable import TouchLayout

struct SuggestionTests {
  @Test(arguments: [
    ("hiden", "hidden"), ("Hidden", "hidden"), ("Lable", "Label"), ("subviews", "views"),
    ("rotation", "rotate"), ("userInteractionEnabled", "userInteraction"), ("alhpa", "alpha"),
  ])
  func suggestsTheIntendedKey(typed: String, intended: String) {
    let candidates = ["hidden", "Label", "views", "rotate", "userInteraction", "alpha"]
    #expect(Suggestion.closest(to: typed, among: candidates) == intended)
  }

  @Test func suggestsNothingForUnrelatedWords() {
    #expect(Suggestion.closest(to: "colour", among: ["hidden", "alpha", "frame"]) == nil)
  }

  /// Lengths are compared lowercased: `Ⓜ` joins the emoji sequence (one character), its
  /// lowercase `ⓜ` does not (two), and the candidate is one character longer than that.
  @Test func comparesLengthsAsLowercased() {
    let candidates = ["ⓜ\u{200D}😀x"]
    #expect(SuggestionReference.closest(to: "Ⓜ\u{200D}😀", among: candidates) == "ⓜ\u{200D}😀x")
    #expect(Suggestion.closest(to: "Ⓜ\u{200D}😀", among: candidates) == "ⓜ\u{200D}😀x")
  }

  @Test func suggestsNothingWhereNoOneWouldReadIt() {
    #expect(
      Suggestion.$isWanted.withValue(false) { Suggestion.closest(to: "hiden", among: ["hidden"]) } == nil)
  }

  /// A step's second action is reported before its first action's target is read, though it
  /// is written after it: the target's message is the 100th shown, and keeps its suggestion.
  @Test func theLastShownMessageKeepsItsSuggestion() throws {
    let steps =
      Array(repeating: "  - wait: -1", count: LayoutLimits.maximumDiagnostics - 1)
      + ["  - tap: sav", "    wait: 1"]
    let shown = try ScriptFixture.diagnostics(steps.joined(separator: "\n"))
    #expect(shown.count == LayoutLimits.maximumDiagnostics + 1)
    #expect(shown.dropLast().last?.hasSuffix("tap names an unknown view 'sav'; did you mean 'save'?") == true)
  }

  @Test func editDistanceCountsASwapAsOneEdit() {
    #expect(Suggestion.editDistance("lable", "label") == 1)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
  }

  /// Plain ASCII is compared as bytes, anything else as characters: on random words and ids
  /// (mixed case, `\r\n`, accents composed and combining, `İ`, `ß`, emoji and `Ⓜ`, which joins an
  /// emoji sequence where its lowercase does not) the answer is the
  /// one the character-only comparison gave (``SuggestionReference``).
  @Test func bytesAndCharactersAgree() {
    let pieces = [
      "a", "b", "e", "s", "v", "A", "B", "E", "S", "V", "1", ".", "_", "-", "\r", "\n", "\r\n", "é", "É",
      "e\u{301}", "İ", "ß", "👍", "ΣΑ", "ｖ", "Ⓜ", "\u{200D}", "😀",
    ]
    var random = SplitMix64(seed: 17)
    func word() -> String {
      var text = ""
      // Mostly letters, as ids are, so that near and containing matches happen often.
      for _ in 0..<random.int(0...9) {
        text +=
          random.int(0...3) == 0 ? pieces[random.int(0...(pieces.count - 1))] : pieces[random.int(0...9)]
      }
      return text
    }
    var mismatches: [String] = []
    for _ in 0..<3_000 {
      let typed = word()
      let candidates = (0..<random.int(0...12)).map { _ in random.int(0...4) == 0 ? typed + word() : word() }
      let expected = SuggestionReference.closest(to: typed, among: candidates)
      let actual = Suggestion.closest(to: typed, among: candidates)
      if actual != expected {
        mismatches.append(
          "\(typed.debugDescription) in \(candidates): \(String(describing: actual)), expected \(String(describing: expected))"
        )
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ, first: \(mismatches.first ?? "")")
  }
}
