import Foundation
import Testing
import TouchKit

/// ModalCardView.swift: the custom view of every app: subviews built in `init(frame:)`, placed by
/// `layoutSubviews`, and a Close button whose `#selector(closeTapped)` targets the card.
@Suite("Corpus: ModalCardView")
struct ModalCardViewTests {
  private func closeButton(_ screen: CorpusScreen) throws -> View {
    let card = try #require(screen.view("card"))
    return try #require(screen.views(ofClass: "Button", in: card).first)
  }

  @Test("layoutSubviews runs before the first touch and places Close 16 pt in from the top right")
  func layoutPlacesClose() throws {
    let screen = try Corpus.screen("ModalCardView")
    let card = try #require(screen.view("card"))
    #expect(card.subviews.count == 3)
    #expect(try closeButton(screen).frame == CGRect(x: 274, y: 16, width: 60, height: 32))
    #expect((try closeButton(screen) as? Button)?.title == "Close")
  }

  @Test("Subviews built in code are named by the property that holds them: card.closeButton")
  func namedByProperty() throws {
    let screen = try Corpus.screen("ModalCardView")
    let card = try #require(screen.view("card"))
    #expect(card.subviews.map(\.id) == ["card.titleLabel", "card.messageLabel", "card.closeButton"])
  }

  @Test("§5 a tap on Close sends closeTapped to the card itself (target self, not the responder chain)")
  func closeSendsToCard() throws {
    let screen = try Corpus.screen("ModalCardView")
    let close = try closeButton(screen)
    #expect(screen.hit(324, 232) === close)
    let actions = screen.tap(324, 232).actions
    #expect(actions.map(\.action) == ["closeTapped"])
    #expect(actions.first?.target == "card")
    #expect(actions.first?.sender == "card.closeButton")
  }

  @Test("closeTapped's print goes to the trace, not to standard output")
  func printIsTraced() throws {
    let screen = try Corpus.screen("ModalCardView")
    #expect(screen.tap(324, 232).printed == ["ModalCardView: close tapped"])
  }

  @Test("§1 UIView.animate sets the model value at once: after Close the card's alpha is 0 and taps pass it")
  func fadedCardTakesNoTaps() throws {
    let screen = try Corpus.screen("ModalCardView")
    screen.tap(324, 232)
    #expect(screen.view("card")?.alpha == 0)
    #expect(screen.hit(100, 300)?.id == "screen")
  }

  @Test("§1 labels ignore touches: a tap on the title hits the card")
  func titleHitsCard() throws {
    let screen = try Corpus.screen("ModalCardView")
    #expect(screen.hit(100, 232)?.id == "card")
  }
}
