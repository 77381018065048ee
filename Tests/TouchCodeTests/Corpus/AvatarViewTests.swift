import Foundation
import Testing
import TouchKit

/// AvatarView.swift: a round `UIImageView` subclass with its own tap recognizer (`#selector`,
/// target `self`) and a `UIBezierPath(ovalIn:)` hit area.
@Suite("Corpus: AvatarView")
struct AvatarViewTests {
  @Test("§8 #3 the subclass turns isUserInteractionEnabled on, which image views start without")
  func interactionOn() throws {
    let screen = try Corpus.screen("AvatarView")
    let avatar = try #require(screen.view("avatar"))
    #expect(avatar is ImageView)
    #expect(avatar.isUserInteractionEnabled)
    #expect(avatar.gestureRecognizers?.count == 1)
  }

  @Test("§1 §4 a tap inside the circle hits the avatar and its recognizer sends avatarTapped(_:) to it")
  func tapInsideCircle() throws {
    let screen = try Corpus.screen("AvatarView")
    #expect(screen.hit(80, 140)?.id == "avatar")
    let actions = screen.tap(80, 140).actions
    #expect(actions.map(\.action) == ["avatarTapped"])
    #expect(actions.first?.target == "avatar")
  }

  @Test("§1 UIBezierPath(ovalIn:).contains: a tap in the square frame's corner goes to the card behind")
  func cornerMisses() throws {
    let screen = try Corpus.screen("AvatarView")
    #expect(screen.hit(43, 103)?.id == "profile")
    #expect(screen.tap(43, 103).actions.isEmpty)
  }
}
