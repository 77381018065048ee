import Testing

@testable import TouchCode

/// An `override` in an extension of UIKit's own class (issue 36's real files: `extension UIButton
/// { override open func point(inside:with:) … }`, a category on iOS) cannot compile on Linux;
/// the person reads why and what to do at their own line, not a note into TouchKit's source.
@Suite("An override in an extension of UIKit's own class")
struct CategoryOverrideNoteTests {
  static let output = """
    /code/UIButton.swift:12:24: error: instance method 'point(inside:with:)' declared in 'UIView' cannot be overridden from extension
     12 |     override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        |                        `- error: instance method 'point(inside:with:)' declared in 'UIView' cannot be overridden from extension
    /work/main/Sources/TouchKit/View.swift:316:13: note: overridden declaration is here
    314 |   open func point(inside point: CGPoint, with event: Event?) -> Bool {
        |             `- note: overridden declaration is here
    /code/Card.swift:3:5: error: cannot find 'layoutCard' in scope
    """

  @Test(
    "The error stays at the person's file:line:column; TouchKit's note gives way to one saying what iOS does and what to write"
  )
  func explained() throws {
    let explained = MissingAPI.explained(CompilerOutput.diagnostics(in: Self.output))
    #expect(
      explained.map(\.diagnostic.file) == [
        "/code/UIButton.swift", "/code/UIButton.swift", "/code/Card.swift",
      ])
    let note = try #require(explained.dropFirst().first?.diagnostic)
    #expect((note.line, note.column) == (12, 24))
    #expect(note.message.hasPrefix("note: an override in an extension of one of UIKit's own classes"))
    #expect(note.message.contains("every instance of that class"))
    #expect(note.message.contains("declare a subclass"))
    #expect(!explained.contains { $0.diagnostic.file.contains("TouchKit") })
  }

  @Test("Other errors keep their notes")
  func othersUnchanged() {
    let group = CompilerOutput.diagnostics(in: "/code/A.swift:1:1: error: x\n/code/A.swift:2:1: note: y")
    #expect(MissingAPI.explainingCategoryOverride(group) == group)
  }
}
