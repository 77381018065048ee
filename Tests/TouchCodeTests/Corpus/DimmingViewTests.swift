import Foundation
import Testing
import TouchKit

/// DimmingView.swift: a half-transparent backdrop whose own tap recognizer (made in
/// `init(frame:)`, `#selector(handleTap)`) targets itself.
@Suite("Corpus: DimmingView")
struct DimmingViewTests {
  @Test("§1 alpha 0.5 is not below 0.01: the backdrop takes the tap, and sends handleTap to itself")
  func backdropTakesTap() throws {
    let screen = try Corpus.screen("DimmingView")
    #expect(screen.view("dimming")?.alpha == 0.5)
    #expect(screen.hit(195, 300)?.id == "dimming")
    let actions = screen.tap(195, 300).actions
    #expect(actions.map(\.action) == ["handleTap"])
    #expect(actions.first?.target == "dimming")
  }

  @Test("§1 the backdrop covers the Compose button behind it")
  func composeIsCovered() throws {
    let screen = try Corpus.screen("DimmingView")
    #expect(screen.hit(195, 120)?.id == "dimming")
    #expect(screen.tap(195, 120).actionNames == ["handleTap"])
  }

  @Test("§3 the sheet in front keeps its touches; the backdrop's recognizer never sees them")
  func sheetKeepsItsTouches() throws {
    let screen = try Corpus.screen("DimmingView")
    #expect(screen.hit(195, 600)?.id == "sheet")
    #expect(screen.tap(195, 600).actions.isEmpty)
  }
}
