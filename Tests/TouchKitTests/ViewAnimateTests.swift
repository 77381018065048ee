import Foundation
import Testing

@testable import TouchKit

/// Issue 14: `UIView.animate` keeps its real effect on touches (§1, teaching scenario §8 #15):
/// the view is hit at its model (final) frame, and takes no touches until the animation ends
/// unless the options include `.allowUserInteraction`.
@Suite("UIView.animate")
struct ViewAnimateTests {
  @Test("§1: an animating view takes no touches until the end, then is hit at its destination")
  func blocksThenNot() {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(0, 0, 50, 50)))
    var finished: [Bool] = []
    View.animate(withDuration: 0.5, animations: { card.frame = rect(200, 0, 50, 50) }) { finished.append($0) }
    #expect(card.frame == rect(200, 0, 50, 50))
    #expect(card.animation?.fromFrame == rect(0, 0, 50, 50))
    stage.tap(210, 10, after: 0.1)
    #expect(stage.hitView(ofTouch: 1) == "window")
    #expect(stage.steps.contains(.hitTestSkip(view: "card", reason: .animating(until: 0.5))))
    #expect(finished.isEmpty)
    stage.tap(210, 10, after: 1)
    #expect(finished == [true])
    #expect(card.animation == nil)
    #expect(stage.hitView(ofTouch: 2) == "card")
  }

  @Test("§1: with .allowUserInteraction the moving view is hit at once, at its model frame")
  func allowUserInteraction() {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(0, 0, 50, 50)))
    View.animate(
      withDuration: 0.5, delay: 0, options: [.allowUserInteraction, .curveEaseOut],
      animations: { card.frame = rect(200, 0, 50, 50) })
    stage.tap(210, 10, after: 0.1)
    #expect(stage.hitView(ofTouch: 1) == "card")
    stage.tap(10, 10, after: 0.05)
    #expect(stage.hitView(ofTouch: 2) == "window")
  }

  @Test(
    "§1: an alpha animated to 0 is untouchable at once (the model value), and views not changed stay touchable"
  )
  func onlyChangedViewsAnimate() {
    let stage = Stage()
    let fading = stage.add(View(id: "fading", frame: rect(0, 0, 50, 50)))
    let still = stage.add(View(id: "still", frame: rect(100, 0, 50, 50)))
    View.animate(withDuration: 0.25) { fading.alpha = 0 }
    #expect(fading.animation != nil)
    #expect(still.animation == nil)
    stage.tap(110, 10, after: 0.05)
    #expect(stage.hitView(ofTouch: 1) == "still")
  }

  @Test("A zero duration and performWithoutAnimation change at once, animate nothing and complete at once")
  func noAnimation() {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(0, 0, 50, 50)))
    var finished = false
    View.animate(withDuration: 0, animations: { card.center.x += 100 }) { finished = $0 }
    #expect(finished)
    View.performWithoutAnimation { card.center.x += 100 }
    #expect(card.animation == nil)
    #expect(card.frame.minX == 200)
  }

  @Test("The spring overload and transition(with:) block touches the same way")
  func springAndTransition() {
    let stage = Stage()
    let button = stage.add(View(id: "button", frame: rect(0, 0, 50, 50)))
    button.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
    View.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 6, options: [],
      animations: { button.transform = .identity }, completion: nil)
    #expect(button.animation?.endTime == 0.4)
    let panel = stage.add(View(id: "panel", frame: rect(100, 0, 50, 50)))
    View.transition(with: panel, duration: 0.3, options: .transitionCrossDissolve, animations: {})
    stage.tap(110, 10, after: 0.1)
    #expect(stage.hitView(ofTouch: 1) == "window")
  }
}
