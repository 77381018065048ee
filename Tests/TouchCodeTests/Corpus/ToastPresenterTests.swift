import Foundation
import Testing
import TouchKit

/// ToastPresenter.swift: `UIApplication.shared`, its scenes and key window, `UIScreen.main` and
/// the safe area of an iPhone 15 preset (docs/layout-format.md, `screen`).
@Suite("Corpus: ToastPresenter")
struct ToastPresenterTests {
  @Test("Share puts the toast 12 pt above the iPhone 15's 34 pt home indicator, centred, 360 pt wide")
  func toastAboveTheSafeArea() throws {
    let screen = try Corpus.screen("ToastPresenter")
    let steps = screen.tap(66, 138)
    let toast = try #require(screen.views(ofClass: "ToastView").first)
    #expect(toast.frame == CGRect(x: 16.5, y: 852 - 34 - 48 - 12, width: 360, height: 48))
    #expect(toast.superview === screen.layout.application.windows.first, "the key window: the layout's first")
    #expect(screen.hit(200, 780) === toast)
    #expect(
      steps.contains { step in
        if case .output(let text) = step { return text.hasPrefix("toast at scale 3") }
        return false
      })
  }

  @Test("§6 UIApplication.shared.sendAction with a nil target walks the chain from the sender to the card")
  func nilTargetReachesTheCard() throws {
    let screen = try Corpus.screen("ToastPresenter")
    let actions = screen.tap(66, 138).actions
    #expect(actions.map(\.action) == ["shareTapped", "shareFinished"])
    #expect(actions.last?.target == "card")
  }

  @Test("§4 a tap on the toast removes it; the screen behind takes the next tap")
  func tapDismisses() throws {
    let screen = try Corpus.screen("ToastPresenter")
    screen.tap(66, 138)
    screen.tap(200, 780)
    #expect(screen.views(ofClass: "ToastView").isEmpty)
    #expect(screen.hit(200, 780) === screen.layout.application.windows.first)
  }
}
