import Foundation
import Testing
import TouchKit

/// TouchForwardingView.swift: `hitTest` returns the view a `weak var` holds when the hit would
/// be itself (`===`); `SearchBarView` forwards its padding to the button it builds in code.
@Suite("Corpus: TouchForwardingView")
struct TouchForwardingViewTests {
  /// The search button SearchBarView builds in `init(frame:)`.
  private func searchButton(_ screen: CorpusScreen) throws -> View {
    let bar = try #require(screen.view("searchBar"))
    return try #require(screen.views(ofClass: "Button", in: bar).first)
  }

  @Test("§1 layoutSubviews places the search button 16 pt and 8 pt inside the bar")
  func buttonFrame() throws {
    let screen = try Corpus.screen("TouchForwardingView")
    #expect(try searchButton(screen).frame == CGRect(x: 16, y: 8, width: 358, height: 40))
  }

  @Test(
    "§1 §5 a tap on the bar's padding is delivered to the search button, which sends searchTapped to the bar")
  func paddingForwards() throws {
    let screen = try Corpus.screen("TouchForwardingView")
    let button = try searchButton(screen)
    #expect(screen.hit(5, 65) === button)
    #expect(button.id == "searchBar.searchButton")
    let actions = screen.tap(5, 65).actions
    #expect(actions.map(\.action) == ["searchTapped"])
    #expect(actions.first?.target == "searchBar")
  }

  @Test("§1 a TouchForwardingView without a target is hit as a plain view")
  func noTarget() throws {
    let screen = try Corpus.screen("TouchForwardingView")
    #expect(screen.hit(100, 220)?.id == "plainHeader")
  }
}
