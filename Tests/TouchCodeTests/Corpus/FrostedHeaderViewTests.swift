import Foundation
import Testing
import TouchKit

/// FrostedHeaderView.swift: `UIVisualEffectView` (its `contentView` holds the button and takes
/// the touches), `didMoveToWindow`/`willMove(toWindow:)` called when UIKit calls them, the size
/// class of an iPhone in portrait, `gestureRecognizers?.forEach`, `traitCollectionDidChange`
/// on an appearance switch only.
@Suite("Corpus: FrostedHeaderView")
struct FrostedHeaderViewTests {
  private static func printed(_ steps: [TraceStep]) -> [String] {
    steps.compactMap { step in
      if case .output(let text) = step { return text }
      return nil
    }
  }

  @Test(
    "§1 Close inside the blur's contentView takes the tap and sends closeTapped; the blur's empty part is its contentView's"
  )
  func closeInsideTheBlur() throws {
    let screen = try Corpus.screen("FrostedHeaderView")
    let header = try #require(screen.view("header"))
    let button = try #require(screen.views(ofClass: "Button", in: header).first)
    // An iPhone in portrait is compact width (UITraitCollection): the compact, 64 pt button.
    #expect(button.frame == CGRect(x: 393 - 64 - 16, y: 8, width: 64, height: 32))
    let steps = screen.tap(393 - 16 - 32, 59 + 24)
    #expect(steps.actions.map(\.action) == ["closeTapped"])
    #expect(steps.actions.first?.target == "header")
    #expect(Self.printed(steps).contains("header closed"))
    let empty = screen.hit(100, 59 + 24)
    #expect(empty?.superview is VisualEffectView, "UIVisualEffectView.contentView")
  }

  @Test(
    "didMoveToWindow ran once the header was in its window: attached, its swipe enabled (UIView documentation)"
  )
  func attachedInItsWindow() throws {
    let screen = try Corpus.screen("FrostedHeaderView")
    let header = try #require(screen.view("header"))
    #expect(header.gestureRecognizers?.count == 1)
    #expect(header.gestureRecognizers?.allSatisfy(\.isEnabled) == true)
    #expect(header.window != nil)
  }

  @Test(
    "traitCollectionDidChange runs on an appearance switch, not for the first traits (UITraitEnvironment, iOS 13)"
  )
  func appearanceSwitch() throws {
    let screen = try Corpus.screen("FrostedHeaderView")
    let header = try #require(screen.view("header"))
    let button = try #require(screen.views(ofClass: "Button", in: header).first)
    // Not called for the first traits: the button keeps the tint it inherits (.systemBlue).
    #expect(button.tintColor == .systemBlue)
    screen.layout.application.setUserInterfaceStyle(.dark)
    #expect(button.tintColor == .white)
  }
}
