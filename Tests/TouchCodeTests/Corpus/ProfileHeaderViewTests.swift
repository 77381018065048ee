import Foundation
import Testing
import TouchKit

/// ProfileHeaderView.swift: `@IBOutlet`s filled in code and `@IBAction func followTapped(_:)`.
@Suite("Corpus: ProfileHeaderView")
struct ProfileHeaderViewTests {
  private func followButton(_ screen: CorpusScreen) throws -> Control {
    let header = try #require(screen.view("header"))
    let button = try #require(screen.views(ofClass: "Button", in: header).first)
    return try #require(button as? Control)
  }

  @Test("§5 a tap on Follow sends followTapped(_:) to the header, which selects the button")
  func followSelects() throws {
    let screen = try Corpus.screen("ProfileHeaderView")
    let button = try followButton(screen)
    #expect(button.frame == CGRect(x: 274, y: 24, width: 100, height: 36))
    #expect(screen.hit(320, 140) === button)
    let actions = screen.tap(320, 140).actions
    #expect(actions.map(\.action) == ["followTapped"])
    #expect(actions.first?.target == "header")
    #expect(actions.first?.sender == "header.followButton")
    #expect(button.isSelected)
  }

  @Test("§5 a second tap sends the action again and deselects it")
  func secondTapDeselects() throws {
    let screen = try Corpus.screen("ProfileHeaderView")
    screen.tap(320, 140)
    #expect(screen.tap(320, 140).actionNames == ["followTapped"])
    #expect(try followButton(screen).isSelected == false)
  }
}
