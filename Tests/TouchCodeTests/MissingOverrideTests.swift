import Foundation
import Testing

@testable import TouchCode

/// An override of a member UIKit lets a subclass override that TouchLab lacks gets the
/// missing-API note, read off the line the compiler printed; an override of the person's own
/// misspelt method gets none (issue 36, item 2). The members are Tests/UIKitShape/
/// overridable-members.txt's, from Apple's documentation pages.
@Suite("Missing overridable UIKit API")
struct MissingOverrideTests {
  /// As `swiftc -diagnostic-style llvm` prints them: the source line, then the caret.
  static let output = """
    /code/Badge.swift:3:17: error: method does not override any method from its superclass
      override func safeAreaInsetsDidChange() {
      ~~~~~~~~      ^
    /code/Badge.swift:4:11: error: value of type 'UIView' (aka 'View') has no member 'safeAreaInsetsDidChange'
        super.safeAreaInsetsDidChange()
        ~~~~~ ^~~~~~~~~~~~~~~~~~~~~~~
    /code/Badge.swift:7:17: error: method does not override any method from its superclass
      override func layoutMarginsDidChange() {}
      ~~~~~~~~      ^
    /code/Badge.swift:8:17: error: method does not override any method from its superclass
      override func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
      ~~~~~~~~      ^
    /code/Badge.swift:9:17: error: method does not override any method from its superclass
      override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
      ~~~~~~~~      ^
    /code/Badge.swift:10:17: error: method does not override any method from its superclass
      override func layoutSubveiws() {}
      ~~~~~~~~      ^
    """

  private var notes: [String] {
    MissingAPI.explained(CompilerOutput.diagnostics(in: Self.output)).map(\.diagnostic.message)
      .filter { $0.hasPrefix("note: ") }
  }

  @Test("An override of a planned member names it and its class, and its super call folds into it")
  func planned() throws {
    let note = try #require(notes.first)
    #expect(note.contains("UIView.safeAreaInsetsDidChange() is UIKit API a subclass may override"))
    #expect(note.contains("planned"))
    #expect(note.hasSuffix("(1 later error about it not shown)"))
    #expect(notes.contains { $0.contains("UIView.layoutMarginsDidChange()") })
  }

  @Test("A member in another shape says how; one not planned says why")
  func otherShapeAndNotPlanned() {
    #expect(
      notes.contains {
        $0.contains("UIResponder.target(forAction:withSender:)") && $0.contains("as a String")
      })
    #expect(
      notes.contains {
        $0.contains("UIResponder.motionBegan(_:with:)") && $0.contains("not planned: device motion")
      })
  }

  @Test("The person's own misspelt override gets no note")
  func ownNames() {
    #expect(notes.count == 4)
    #expect(!notes.contains { $0.contains("layoutSubveiws") })
  }

  @Test("Declared names as Swift spells them: labels, init?, a property")
  func declaredNames() {
    #expect(
      MissingAPI.declaredName(at: "willMove(toSuperview newSuperview: UIView?) {}")
        == "willMove(toSuperview:)")
    #expect(MissingAPI.declaredName(at: "draw(_ rect: CGRect, for formatter: F) {") == "draw(_:for:)")
    #expect(MissingAPI.declaredName(at: "init?(coder: NSCoder) {") == "init?(coder:)")
    #expect(MissingAPI.declaredName(at: "didMoveToWindow() {") == "didMoveToWindow()")
    #expect(MissingAPI.declaredName(at: "layerClass: AnyClass {") == "layerClass")
    #expect(MissingAPI.declaredName(at: "f(_ a: [Int: (Int, Int)], b c: Int)") == "f(_:b:)")
  }

  @Test("The table is the list's absent and differs lines, member for member")
  func tableIsTheList() throws {
    let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("UIKitShape/overridable-members.txt")
    let lines = try String(contentsOf: list, encoding: .utf8).split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
      .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
      .filter { $0.count == 3 && ($0[2] == "absent" || $0[2] == "differs") }
    let listed = Set(lines.map { $0[1] })
    #expect(listed == Set(MissingAPI.overridable.keys))
    for line in lines {
      let status = MissingAPI.overridable[line[1]]?.status
      if line[2] == "differs" {
        #expect(status.map { if case .otherShape = $0 { true } else { false } } == true, "\(line)")
      } else {
        #expect(status.map { if case .otherShape = $0 { false } else { true } } == true, "\(line)")
      }
    }
  }
}
