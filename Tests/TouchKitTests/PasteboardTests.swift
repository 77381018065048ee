import Foundation
import Testing

@testable import TouchKit

/// `UIPasteboard` (Apple: UIPasteboard, `general`, `string`, `strings`, `url`, `urls`,
/// `image`, `hasStrings`, `hasURLs`, `hasImages`, `changeCount`): one item list read through
/// typed accessors, one pasteboard per application, in memory.
@Suite("Pasteboard")
struct PasteboardTests {
  @Test("Setting string makes it the only item; strings reads each string item; hasStrings says so")
  func strings() {
    let pasteboard = Pasteboard()
    #expect(pasteboard.string == nil && !pasteboard.hasStrings)
    pasteboard.strings = ["a", "b"]
    #expect(pasteboard.string == "a")
    #expect(pasteboard.strings == ["a", "b"])
    pasteboard.string = "c"
    #expect(pasteboard.strings == ["c"])
    #expect(pasteboard.hasStrings && !pasteboard.hasURLs && !pasteboard.hasImages)
    pasteboard.string = nil
    #expect(pasteboard.numberOfItems == 0 && !pasteboard.hasStrings)
  }

  @Test("A URL or an image replaces the string: the typed accessors share one item list")
  func urlsAndImages() throws {
    let pasteboard = Pasteboard()
    pasteboard.string = "text"
    let url = try #require(URL(string: "https://example.com/a"))
    pasteboard.url = url
    #expect(pasteboard.urls == [url] && pasteboard.hasURLs)
    #expect(pasteboard.string == nil && !pasteboard.hasStrings)
    pasteboard.image = Image()
    #expect(pasteboard.hasImages && pasteboard.image != nil && pasteboard.url == nil)
    #expect(pasteboard.changeCount == 3)
  }

  @Test("general is the current application's: one per application, not one per process")
  func onePerApplication() {
    let first = Application()
    Pasteboard.general.string = "first's"
    #expect(first.pasteboard.string == "first's")
    let second = Application()
    #expect(Pasteboard.general === second.pasteboard)
    #expect(Pasteboard.general.string == nil)
    #expect(first.pasteboard.string == "first's")
  }
}
