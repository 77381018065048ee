import Foundation
import Testing
import TouchKit

/// FloatingActionButton.swift: `UIBezierPath(ovalIn:)` hit area and actions for `.touchDown`
/// and for `[.touchUpInside, .touchUpOutside, .touchCancel]`, with a sender.
@Suite("Corpus: FloatingActionButton")
struct FloatingActionButtonTests {
  @Test("§5 a tap in the circle sends pressDown(_:) on touch down, then pressUp(_:) and compose on lift")
  func tapInCircle() throws {
    let screen = try Corpus.screen("FloatingActionButton")
    #expect(screen.hit(338, 768)?.id == "fab")
    let actions = screen.tap(338, 768).actions
    #expect(actions.first == SentAction(action: "pressDown", sender: "fab", target: "fab"))
    #expect(Set(actions.dropFirst().map(\.action)) == ["pressUp", "compose"])
    #expect(actions.count == 3)
  }

  @Test("§1 the square frame's corner is outside the circle: the list gets the tap")
  func cornerMisses() throws {
    let screen = try Corpus.screen("FloatingActionButton")
    #expect(screen.hit(312, 742)?.id == "list")
  }

  @Test("isExclusiveTouch, set in init(frame:), stays set")
  func exclusiveTouch() throws {
    let screen = try Corpus.screen("FloatingActionButton")
    #expect(screen.view("fab")?.isExclusiveTouch == true)
  }
}
