import Foundation

/// A quoted string in a query, read the one way both query languages read it (the short form's
/// `[title='Save']`, XPath's `'Save'`): from a quote to the next quote of the same kind, with
/// no escapes, so a value holding `'` is written in `"` and the other way round.
struct QuotedText {
  /// The text between the quotes.
  var text: String
  /// Where reading goes on: just after the closing quote.
  var end: Int

  /// The quoted string whose opening quote is `characters[start]`; nil when it is not closed.
  init?(_ characters: [Character], openingAt start: Int) {
    let quote = characters[start]
    guard let close = characters[(start + 1)...].firstIndex(of: quote) else { return nil }
    text = String(characters[(start + 1)..<close])
    end = close + 1
  }
}
