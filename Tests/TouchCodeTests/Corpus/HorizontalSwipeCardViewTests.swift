import Foundation
import Testing
import TouchKit

/// HorizontalSwipeCardView.swift: a pan made in `init(frame:)`, and the view's own
/// `gestureRecognizerShouldBegin(_:)` letting it begin only for sideways drags.
@Suite("Corpus: HorizontalSwipeCardView")
struct HorizontalSwipeCardViewTests {
  @Test("§4 a short sideways drag: the view lets the pan begin, its action runs, and the card springs back")
  func sidewaysBegins() throws {
    let screen = try Corpus.screen("HorizontalSwipeCardView")
    let steps = screen.drag(from: (100, 300), to: (160, 300))
    #expect(
      steps.contains {
        if case .ask(_, "card", .shouldBegin, true) = $0 { true } else { false }
      })
    #expect(steps.actionNames.first == "handlePan")
    #expect(Set(steps.actions.map(\.target)) == ["card"])
    let card = try #require(screen.view("card"))
    #expect(card.superview?.id == "deck")
    #expect(card.transform == .identity)
  }

  @Test("§4 released more than a third of the width away, the card removes itself from its superview")
  func longDragRemoves() throws {
    let screen = try Corpus.screen("HorizontalSwipeCardView")
    let card = try #require(screen.view("card"))
    screen.drag(from: (60, 300), to: (360, 300))
    #expect(card.superview == nil)
    #expect(screen.hit(195, 300)?.id == "deck")
  }

  @Test("§4 a vertical drag: gestureRecognizerShouldBegin says no, the pan fails and sends nothing")
  func verticalIsRefused() throws {
    let screen = try Corpus.screen("HorizontalSwipeCardView")
    let steps = screen.drag(from: (195, 250), to: (195, 390))
    #expect(
      steps.contains {
        if case .ask(_, "card", .shouldBegin, false) = $0 { true } else { false }
      })
    #expect(steps.actions.isEmpty)
  }
}
