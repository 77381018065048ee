import Testing

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

  @Test func editDistanceCountsASwapAsOneEdit() {
    #expect(Suggestion.editDistance("lable", "label") == 1)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
  }
}
