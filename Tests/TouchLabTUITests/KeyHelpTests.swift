import Testing

@testable import TouchLabTUI

@Suite("Key help table")
struct KeyHelpTests {
  @Test("no key is listed twice, so the help overlay never contradicts itself")
  func keysAreUnique() {
    let keys = KeyHelp.sections.flatMap(\.entries).map(\.keys)
    #expect(Set(keys).count == keys.count)
  }

  @Test("every section has entries and a title")
  func sectionsAreFilled() {
    for section in KeyHelp.sections {
      #expect(!section.title.isEmpty)
      #expect(!section.entries.isEmpty)
    }
  }
}
