import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// Reference §1, "Hit testing".
@Suite("§1 Hit testing")
struct HitTestingTests {
  @Test("Algorithm: the deepest view containing the point is hit; subviews are asked frontmost first")
  func deepestFrontmostView() {
    let stage = Stage()
    let back = stage.add(View(id: "back", frame: rect(0, 0, 200, 200)))
    let front = stage.add(View(id: "front", frame: rect(50, 50, 200, 200)))
    stage.add(View(id: "child", frame: rect(10, 10, 20, 20)), to: front)
    _ = back
    #expect(stage.application.hitTest(CGPoint(x: 70, y: 70), with: nil)?.id == "child")
    #expect(stage.application.hitTest(CGPoint(x: 100, y: 100), with: nil)?.id == "front")
    #expect(stage.application.hitTest(CGPoint(x: 20, y: 20), with: nil)?.id == "back")
  }

  @Test("Skip rules: hidden, isUserInteractionEnabled false and alpha < 0.01 each skip the view")
  func skipRules() {
    let stage = Stage()
    let base = stage.add(View(id: "base", frame: rect(0, 0, 100, 100)))
    let top = stage.add(View(id: "top", frame: rect(0, 0, 100, 100)))
    let point = CGPoint(x: 50, y: 50)
    top.isHidden = true
    #expect(stage.application.hitTest(point, with: nil) === base)
    top.isHidden = false
    top.isUserInteractionEnabled = false
    #expect(stage.application.hitTest(point, with: nil) === base)
    top.isUserInteractionEnabled = true
    top.alpha = 0.005
    #expect(stage.application.hitTest(point, with: nil) === base)
    top.alpha = 1
    #expect(stage.application.hitTest(point, with: nil) === top)
  }

  @Test("alpha boundary: Apple documents alpha < 0.01 as ignored, so exactly 0.01 is still hit")
  func alphaBoundary() {
    let stage = Stage()
    let view = stage.add(View(id: "faint", frame: rect(0, 0, 100, 100)))
    view.alpha = 0.01
    #expect(stage.application.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
  }

  @Test("Skip rules apply to the whole subtree: a disabled parent makes its children untouchable")
  func skipWholeSubtree() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 100, 100)))
    stage.add(View(id: "child", frame: rect(0, 0, 50, 50)), to: parent)
    parent.isUserInteractionEnabled = false
    stage.tap(10, 10)
    #expect(stage.hitView() == "window")
    #expect(stage.steps.contains(.hitTestSkip(view: "parent", reason: .userInteractionDisabled)))
    #expect(
      !stage.steps.contains(
        .hitTestVisit(view: "child", point: CGPoint(x: 10, y: 10), implementation: .uikit, caller: nil)))
  }

  @Test("The trace records the skip reason with the numbers, e.g. alpha 0.005 < 0.01")
  func skipReasonIsRecorded() {
    let stage = Stage()
    stage.add(View(id: "ghost", frame: rect(0, 0, 100, 100))).alpha = 0.005
    stage.tap(10, 10)
    let skip = TraceStep.hitTestSkip(view: "ghost", reason: .alphaBelowMinimum(alpha: 0.005, minimum: 0.01))
    #expect(stage.steps.contains(skip))
    #expect(skip.message == "ghost skipped with its subtree: alpha 0.005 < 0.01")
  }

  @Test("point(inside:) is bounds.contains, including bounds.origin (scrolled content hit-tests)")
  func pointInsideUsesBoundsOrigin() {
    let stage = Stage()
    let scroller = stage.add(View(id: "scroller", frame: rect(0, 0, 100, 100)))
    scroller.bounds.origin = CGPoint(x: 0, y: 200)
    let row = stage.add(View(id: "row", frame: rect(0, 220, 100, 30)), to: scroller)
    // Screen y 30 is scroller y 230 (bounds.origin.y 200 + 30): inside the row.
    #expect(stage.application.hitTest(CGPoint(x: 10, y: 30), with: nil) === row)
    #expect(scroller.point(inside: CGPoint(x: 10, y: 250), with: nil))
    #expect(!scroller.point(inside: CGPoint(x: 10, y: 50), with: nil))
  }

  @Test("Conversion undoes center, transform (about the anchor point) and adds bounds.origin")
  func rotatedAndScaledViewsHitCorrectly() {
    let stage = Stage()
    // A 100×20 bar centred at (200, 150), turned 90°: on screen it is 20 wide and 100 tall.
    let bar = stage.add(View(id: "bar", frame: rect(150, 140, 100, 20)))
    bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(stage.application.hitTest(CGPoint(x: 200, y: 110), with: nil) === bar)
    #expect(stage.application.hitTest(CGPoint(x: 160, y: 150), with: nil) !== bar)
    let scaled = stage.add(View(id: "scaled", frame: rect(300, 0, 20, 20)))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)  // covers 290...330 on screen
    #expect(stage.application.hitTest(CGPoint(x: 292, y: 1), with: nil) === scaled)
    let local = scaled.convert(CGPoint(x: 292, y: 0), from: nil)
    #expect(abs(local.x - 1) < 1e-9 && abs(local.y - 5) < 1e-9)
  }

  @Test("A point outside a view's bounds never reaches its subviews, whatever clipsToBounds says")
  func outsideParentIsDeadEvenWithoutClipping() {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(0, 0, 100, 100)))
    card.clipsToBounds = false
    let button = stage.add(View(id: "button", frame: rect(80, 40, 40, 20)), to: card)
    #expect(stage.application.hitTest(CGPoint(x: 90, y: 50), with: nil) === button)
    #expect(stage.application.hitTest(CGPoint(x: 110, y: 50), with: nil) === stage.window)
    card.clipsToBounds = true
    #expect(stage.application.hitTest(CGPoint(x: 90, y: 50), with: nil) === button)
  }

  @Test("Only subview order counts: bringing a view to the front changes who is hit")
  func subviewOrderDecides() {
    let stage = Stage()
    let a = stage.add(View(id: "a", frame: rect(0, 0, 100, 100)))
    let b = stage.add(View(id: "b", frame: rect(0, 0, 100, 100)))
    #expect(stage.application.hitTest(CGPoint(x: 5, y: 5), with: nil) === b)
    stage.window.bringSubviewToFront(a)
    #expect(stage.application.hitTest(CGPoint(x: 5, y: 5), with: nil) === a)
  }

  @Test("Windows are asked front to back by windowLevel; a window returning nil passes the touch on")
  func windowsByLevel() {
    let stage = Stage()
    let alert = Window(id: "alert", frame: rect(100, 100, 200, 100))
    alert.windowLevel = Window.Level.alert
    stage.application.addWindow(alert)
    let normal = Window(id: "late", frame: rect(0, 0, 400, 300))
    stage.application.addWindow(normal)  // added last, but lower level than the alert
    #expect(stage.application.windowsFrontToBack.map(\.id) == ["alert", "late", "window"])
    #expect(stage.application.hitTest(CGPoint(x: 150, y: 150), with: nil) === alert)
    #expect(stage.application.hitTest(CGPoint(x: 10, y: 10), with: nil) === normal)
    normal.isHidden = true
    #expect(stage.application.hitTest(CGPoint(x: 10, y: 10), with: nil) === stage.window)
  }

  @Test("Hit testing runs only when a touch begins; the touch stays with its view after leaving it")
  func hitTestOnlyAtBegan() {
    let stage = Stage()
    let left = stage.add(RecordingView(id: "left", frame: rect(0, 0, 100, 100)))
    let right = stage.add(RecordingView(id: "right", frame: rect(200, 0, 100, 100)))
    stage.down(10, 10)
    stage.move(250, 10)
    stage.up(250, 10)
    #expect(left.methods == [.touchesBegan, .touchesMoved, .touchesEnded])
    #expect(right.methods.isEmpty)
    let windowTests = stage.steps.filter { if case .hitTestWindow = $0 { true } else { false } }
    #expect(windowTests.count == 1)
  }

  @Test("hitTest is side-effect free: asking twice gives the same view (UIKit may call it twice)")
  func hitTestTwice() {
    let stage = Stage()
    stage.add(View(id: "a", frame: rect(0, 0, 100, 100)))
    let first = stage.application.hitTest(CGPoint(x: 5, y: 5), with: nil)
    let second = stage.application.hitTest(CGPoint(x: 5, y: 5), with: nil)
    #expect(first === second)
  }

  @Test("hitTest(_:with:) and point(inside:with:) are open: a subclass override decides")
  func overridesAreHonoured() {
    final class Wide: View {
      override func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
      }
    }
    final class PassThrough: View {
      override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
      }
    }
    let stage = Stage()
    let wide = stage.add(Wide(id: "wide", frame: rect(100, 100, 20, 20)))
    #expect(stage.application.hitTest(CGPoint(x: 85, y: 85), with: nil) === wide)
    let overlay = stage.add(PassThrough(id: "overlay", frame: rect(0, 0, 400, 300)))
    #expect(stage.application.hitTest(CGPoint(x: 110, y: 110), with: nil) === wide)
    _ = overlay
  }

  @Test("The trace records each visit with the point in that view's coordinates, and each answer")
  func traceOfAHitTest() {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(20, 100, 200, 100)))
    stage.add(View(id: "save", frame: rect(150, 60, 100, 60)), to: card)
    stage.tap(190, 170)
    let hitSteps = stage.steps.filter { $0.category == .hitTest }
    #expect(
      hitSteps == [
        .hitTestWindow(window: "window", level: 0, point: CGPoint(x: 190, y: 170)),
        .hitTestVisit(view: "window", point: CGPoint(x: 190, y: 170), implementation: .uikit, caller: nil),
        .pointInside(
          view: "window", point: CGPoint(x: 190, y: 170), bounds: rect(0, 0, 400, 300), inside: true,
          implementation: .uikit, caller: nil),
        .hitTestVisit(view: "card", point: CGPoint(x: 170, y: 70), implementation: .uikit, caller: nil),
        .pointInside(
          view: "card", point: CGPoint(x: 170, y: 70), bounds: rect(0, 0, 200, 100), inside: true,
          implementation: .uikit, caller: nil),
        .hitTestVisit(view: "save", point: CGPoint(x: 20, y: 10), implementation: .uikit, caller: nil),
        .pointInside(
          view: "save", point: CGPoint(x: 20, y: 10), bounds: rect(0, 0, 100, 60), inside: true,
          implementation: .uikit, caller: nil),
        .hitTestReturn(view: "save", result: "save"),
        .hitTestReturn(view: "card", result: "save"),
        .hitTestReturn(view: "window", result: "save"),
      ])
    #expect(stage.trace.hitTestPath == ["window", "card", "save"])
  }

  @Test("A transform without an inverse (scale 0) flattens the view: it contains no point")
  func singularTransform() throws {
    let stage = Stage()
    let flat = stage.add(View(id: "flat", frame: rect(0, 0, 100, 100)))
    flat.transform = CGAffineTransform(scaleX: 0, y: 1)
    stage.tap(50, 50)
    #expect(stage.hitView() == "window")
    let json = String(decoding: try TraceDocument(stage.trace).encoded(), as: UTF8.self)
    // JSON has no NaN: the point it cannot convert is written as null (docs/trace-format.md).
    #expect(json.contains("\"x\" : null") && !json.contains("nan"))
    flat.transform = .identity
    #expect(stage.application.hitTest(CGPoint(x: 50, y: 50), with: nil) === flat)
  }
}
