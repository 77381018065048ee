import Foundation
import Testing

@testable import TouchFoundation
@testable import TouchLayout

/// `ByteSearch`, which finds `code:` in a layout's text by its UTF-8 bytes: the same
/// answers as a search of its characters, wherever the needle is, in any text around it.
struct ByteSearchTests {
  @Test(
    "A byte search agrees with String.contains",
    arguments: [
      "", "c", "code", "code:", "xcode:", "code: x", "cod e:", "ccode:", "cocode:", "é code:", "code:é",
      "🙂code:🙂", "co\u{301}de:", "screen: {width: 1}\ncode: View.swift\n", String(repeating: "c", count: 100),
      String(repeating: "cod", count: 50) + "code:",
    ])
  func agreesWithContains(text: String) {
    #expect(ByteSearch.contains("code:", in: text) == text.contains("code:"))
  }

  @Test("Texts that are not contiguous UTF-8 (bridged, in a substring) are searched too")
  func nonContiguous() {
    let bridged = NSString(string: "views: []\ncode: Cell.swift") as String
    #expect(ByteSearch.contains("code:", in: bridged))
    #expect(!ByteSearch.contains("code:", in: String("xx code:".prefix(6))))
  }

  @Test("The needle at the very end, and cut off by the end")
  func atTheEnd() {
    #expect(ByteSearch.contains("code:", in: "xxxxcode:"))
    #expect(!ByteSearch.contains("code:", in: "xxxxcode"))
  }
}
