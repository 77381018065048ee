import Foundation
import Testing
import TouchKit

/// FavoriteButton.swift: its own `#selector(toggle)` target-action, which toggles `isSelected`
/// and sends `.valueChanged` to the screen.
@Suite("Corpus: FavoriteButton")
struct FavoriteButtonTests {
  @Test("§5 a tap sends toggle to the button, then its .valueChanged sends likeChanged to the controller")
  func tapToggles() throws {
    let screen = try Corpus.screen("FavoriteButton")
    let actions = screen.tap(322, 122).actions
    #expect(
      actions == [
        SentAction(action: "toggle", sender: "like", target: "like"),
        SentAction(action: "likeChanged", sender: "like", target: "postVC"),
      ])
    #expect((screen.view("like") as? Control)?.isSelected == true)
  }

  @Test("§5 a second tap toggles back and tells the controller again")
  func secondTap() throws {
    let screen = try Corpus.screen("FavoriteButton")
    screen.tap(322, 122)
    #expect(screen.tap(322, 122).actionNames == ["toggle", "likeChanged"])
    #expect((screen.view("like") as? Control)?.isSelected == false)
  }

  @Test("§1 the bounce (UIView.animate, .allowUserInteraction) leaves the button touchable at its place")
  func touchableAfterAnimation() throws {
    let screen = try Corpus.screen("FavoriteButton")
    screen.tap(322, 122)
    #expect(screen.view("like")?.transform == .identity)
    #expect(screen.hit(322, 122)?.id == "like")
  }
}
