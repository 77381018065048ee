import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// Issue 4's declarative overrides: each behaves as the Swift it stands for
/// (`HitArea`, `HitShape`, `HitTestOverride` document that Swift).
@Suite("§1 Hit testing: declarative overrides")
struct DeclarativeOverrideTests {
  private func hit(_ stage: Stage, _ x: CGFloat, _ y: CGFloat) -> String? {
    stage.application.hitTest(CGPoint(x: x, y: y), with: nil)?.traceID
  }

  @Test("hitSlop enlarges point(inside:) uniformly or per edge; a negative slop shrinks it")
  func hitSlop() {
    let stage = Stage()
    let button = stage.add(View(id: "button", frame: rect(100, 100, 40, 20)))
    #expect(hit(stage, 95, 110) == "window")
    button.hitArea = HitArea(hitSlop: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    #expect(hit(stage, 95, 110) == "button")
    #expect(hit(stage, 149, 129) == "button")
    #expect(hit(stage, 150, 110) == "window")
    button.hitArea = HitArea(hitSlop: EdgeInsets(top: 0, left: 30, bottom: 0, right: 0))
    #expect(hit(stage, 75, 110) == "button")
    #expect(hit(stage, 120, 95) == "window")
    button.hitArea = HitArea(hitSlop: EdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
    #expect(hit(stage, 102, 102) == "window")
    #expect(hit(stage, 106, 106) == "button")
    button.hitArea = HitArea(hitSlop: EdgeInsets(top: -50, left: 0, bottom: 0, right: 0))
    #expect(hit(stage, 120, 110) == "window")
  }

  @Test("§1 hitSlop changes only point(inside:): skip rules still apply, and the trace marks the hit area")
  func hitSlopKeepsSkipRulesAndIsTraced() {
    let stage = Stage()
    let button = stage.add(View(id: "button", frame: rect(100, 100, 40, 20)))
    button.hitArea = HitArea(hitSlop: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    stage.tap(95, 110)
    #expect(stage.hitView() == "button")
    #expect(
      stage.steps.contains(
        .pointInside(
          view: "button", point: CGPoint(x: -5, y: 10), bounds: rect(-10, -10, 60, 40), inside: true,
          implementation: .declarative("hitSlop"), caller: nil)))
    #expect(
      stage.trace.text.contains(
        "button.point(inside: (-5, 10)) [hitSlop] → true: inside hit area (-10, -10, 60, 40)"))
    button.isHidden = true
    #expect(hit(stage, 95, 110) == "window")
  }

  @Test("Shapes: an ellipse and a rounded rectangle leave their corners untouchable")
  func shapes() {
    let stage = Stage()
    let round = stage.add(View(id: "round", frame: rect(0, 0, 100, 100)))
    round.hitArea = HitArea(shape: .ellipse)
    #expect(hit(stage, 5, 5) == "window")
    #expect(hit(stage, 50, 2) == "round")
    #expect(hit(stage, 50, 50) == "round")
    round.hitArea = HitArea(shape: .roundedRectangle(cornerRadius: 20))
    #expect(hit(stage, 2, 2) == "window")
    #expect(hit(stage, 10, 10) == "round")  // inside the corner's quarter circle
    #expect(hit(stage, 50, 1) == "round")
    #expect(
      HitShape.roundedRectangle(cornerRadius: 500).contains(CGPoint(x: 5, y: 5), in: rect(0, 0, 100, 100))
        == false)
    #expect(HitShape.ellipse.contains(CGPoint(x: 0, y: 0), in: rect(0, 0, 0, 0)) == false)
  }

  @Test(
    "§8 #5 passThrough: the view's own area lets touches through to what is behind; subviews stay touchable")
  func passThrough() {
    let stage = Stage()
    stage.add(View(id: "behind", frame: rect(0, 0, 200, 200)))
    let overlay = stage.add(View(id: "overlay", frame: rect(0, 0, 200, 200)))
    stage.add(View(id: "close", frame: rect(10, 10, 30, 30)), to: overlay)
    #expect(hit(stage, 100, 100) == "overlay")
    overlay.hitTestOverride = .passThrough
    #expect(hit(stage, 100, 100) == "behind")
    #expect(hit(stage, 20, 20) == "close")
    stage.tap(100, 100)
    #expect(
      stage.steps.contains(
        .hitTestVisit(
          view: "overlay", point: CGPoint(x: 100, y: 100), implementation: .declarative("passThrough"),
          caller: nil)))
    #expect(
      stage.steps.contains(
        .hitTestVisit(
          view: "overlay", point: CGPoint(x: 100, y: 100), implementation: .uikit, caller: "overlay")))
    #expect(stage.trace.text.contains("overlay.hitTest((100, 100)) [super]"))
  }

  @Test(
    "§8 #1 outsideBounds: a subview sticking out stays touchable, still honouring hidden, alpha and interaction"
  )
  func outsideBounds() {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(0, 0, 100, 100)))
    let badge = stage.add(View(id: "badge", frame: rect(80, 80, 40, 40)), to: card)
    #expect(hit(stage, 110, 110) == "window")  // UIKit's default: dead outside card (§8 #1)
    card.hitTestOverride = .outsideBounds
    #expect(hit(stage, 110, 110) == "badge")
    #expect(hit(stage, 50, 50) == "card")
    #expect(hit(stage, 150, 150) == "window")
    for hide in [{ card.isHidden = true }, { card.alpha = 0.005 }, { card.isUserInteractionEnabled = false }]
    {
      hide()
      #expect(hit(stage, 110, 110) == "window")
      (card.isHidden, card.alpha, card.isUserInteractionEnabled) = (false, 1, true)
    }
    badge.isHidden = true
    #expect(hit(stage, 110, 110) == "window")
  }

  @Test("Bug buggyOutsideBoundsNoChecks: a hidden view's subviews still take touches")
  func buggyNoChecks() {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(0, 0, 100, 100)))
    stage.add(View(id: "badge", frame: rect(80, 80, 40, 40)), to: card)
    card.hitTestOverride = .buggyOutsideBoundsNoChecks
    card.isHidden = true
    #expect(hit(stage, 110, 110) == "badge")
    card.hitTestOverride = .outsideBounds
    #expect(hit(stage, 110, 110) == "window")
  }

  @Test("Bug buggyOutsideBoundsNoConversion: subviews are hit where they would be at the view's origin")
  func buggyNoConversion() {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(100, 100, 100, 100)))
    stage.add(View(id: "badge", frame: rect(50, 50, 20, 20)), to: card)
    card.hitTestOverride = .buggyOutsideBoundsNoConversion
    #expect(hit(stage, 155, 155) == "card")  // where badge is drawn: not hit
    // Card's own point (5, 5)... is passed unconverted as badge's point: badge wants (0..20).
    #expect(hit(stage, 110, 110) == "badge")
  }

  @Test("Bug buggyAlwaysSelf: the view takes every touch its superview asks about, and its subviews none")
  func buggyAlwaysSelf() {
    let stage = Stage()
    stage.add(View(id: "behind", frame: rect(200, 0, 100, 100)))
    let greedy = stage.add(View(id: "greedy", frame: rect(0, 0, 100, 100)))
    stage.add(View(id: "child", frame: rect(10, 10, 20, 20)), to: greedy)
    greedy.hitTestOverride = .buggyAlwaysSelf
    #expect(hit(stage, 250, 50) == "greedy")
    #expect(hit(stage, 15, 15) == "greedy")
    greedy.isHidden = true
    #expect(hit(stage, 250, 50) == "greedy")
  }

  @Test("redirect: the touch goes to the named view, and the trace flags it as outside the subtree")
  func redirect() {
    let stage = Stage()
    let field = stage.add(View(id: "field", frame: rect(0, 100, 200, 40)))
    let row = stage.add(View(id: "row", frame: rect(0, 0, 200, 60)))
    stage.add(View(id: "icon", frame: rect(0, 0, 20, 20)), to: row)
    row.hitTestOverride = .redirect(to: "field")
    #expect(hit(stage, 100, 30) == field.traceID)
    #expect(hit(stage, 5, 5) == "icon")
    stage.tap(100, 30)
    #expect(stage.hitView() == "field")
    #expect(stage.steps.contains(.hitTestOutsideSubtree(view: "row", result: "field")))
    row.hitTestOverride = .redirect(to: "nowhere")
    #expect(hit(stage, 100, 30) == "window")
  }

  @Test(
    "§1 Animations: the view takes no touches while animating unless .allowUserInteraction; then it is hit at its destination"
  )
  func animation() {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(200, 0, 100, 100)))
    card.animation = ViewAnimation(fromFrame: rect(0, 0, 100, 100), duration: 2)
    stage.tap(250, 50)
    #expect(stage.hitView() == "window")
    #expect(stage.steps.contains(.hitTestSkip(view: "card", reason: .animating(until: 2))))
    stage.tap(250, 50, after: 3)
    #expect(stage.hitView(ofTouch: 2) == "card")

    let allowing = Stage()
    let moving = allowing.add(View(id: "moving", frame: rect(200, 0, 100, 100)))
    moving.animation = ViewAnimation(
      fromFrame: rect(0, 0, 100, 100), duration: 2, allowsUserInteraction: true)
    allowing.tap(50, 50, after: 0.1)  // where it is drawn early on
    #expect(allowing.hitView() == "window")
    allowing.tap(250, 50, after: 0.1)  // its model frame
    #expect(allowing.hitView(ofTouch: 2) == "moving")
  }

  @Test("Animations: the presentation frame eases from the old frame to the model frame")
  func presentationFrame() {
    let animation = ViewAnimation(fromFrame: rect(0, 0, 100, 100), beginTime: 1, duration: 2)
    let model = rect(200, 0, 100, 100)
    #expect(animation.presentationFrame(at: 0.5, modelFrame: model) == rect(0, 0, 100, 100))
    #expect(animation.presentationFrame(at: 2, modelFrame: model) == rect(100, 0, 100, 100))
    #expect(animation.presentationFrame(at: 3, modelFrame: model) == model)
    #expect(animation.isRunning(at: 0.5))
    #expect(!animation.isRunning(at: 3))
  }

  @Test("§1 §8 #16 zPosition changes drawing order only: hit testing follows the subview order")
  func zPosition() {
    let stage = Stage()
    let raised = stage.add(View(id: "raised", frame: rect(0, 0, 100, 100)))
    stage.add(View(id: "front", frame: rect(0, 0, 100, 100)))
    raised.zPosition = 10
    #expect(hit(stage, 50, 50) == "front")
  }
}
