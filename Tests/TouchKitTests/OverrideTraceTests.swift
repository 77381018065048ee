import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// A round view, as an iOS project would write it: only its inscribed circle takes touches.
private final class RoundView: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    let radius = min(bounds.width, bounds.height) / 2
    return hypot(point.x - bounds.midX, point.y - bounds.midY) <= radius
  }
}

/// A subclass that overrides nothing: it inherits RoundView's override.
private final class InheritingView: View {}

/// `hitTest` calling `super` and keeping its answer unless it is the view itself.
private final class PassThroughView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// An override that asks another view's `hitTest` directly and returns its answer.
private final class ForwardingView: View {
  weak var target: View?
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let target else { return nil }
    return target.hitTest(point, with: event)  // forgets to convert: the same point in its space
  }
}

/// The recursion bug: hit testing the whole window again from inside an override.
private final class RecursiveView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let window else { return nil }
    return window.hitTest(convert(point, to: window), with: event)
  }
}

/// A `hitTest` with a side effect: it answers differently every other call.
private final class FlipFlopView: View {
  var armed = false
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    armed.toggle()
    return armed ? super.hitTest(point, with: event) : nil
  }
}

/// Issue 4: the trace says which code answered each hit-testing call and who called it.
@Suite("§1 Hit testing: overrides in the trace")
struct OverrideTraceTests {
  @Test("Override detection works on this runtime, and finds exactly the overridden methods")
  func detection() {
    #expect(OverriddenMethods.isAvailable)
    #expect(OverriddenMethods.overrides(.pointInside, in: RoundView.self) == true)
    #expect(OverriddenMethods.overrides(.hitTest, in: RoundView.self) == false)
    #expect(OverriddenMethods.overrides(.hitTest, in: PassThroughView.self) == true)
    #expect(OverriddenMethods.overrides(.pointInside, in: PassThroughView.self) == false)
    #expect(OverriddenMethods.overrides(.hitTest, in: InheritingView.self) == false)
    #expect(OverriddenMethods.overrides(.hitTest, in: Button.self) == false)
    #expect(OverriddenMethods.overrides(.pointInside, in: ScrollView.self) == false)
  }

  @Test("§1 point(inside:with:): an override's answer is marked [override Class] and decides the hit")
  func pointInsideOverrideIsMarked() {
    let stage = Stage()
    stage.add(RoundView(id: "round", frame: rect(0, 0, 100, 100)))
    stage.tap(5, 5)  // inside the bounds, outside the circle
    #expect(stage.hitView() == "window")
    #expect(
      stage.steps.contains(
        .pointInside(
          view: "round", point: CGPoint(x: 5, y: 5), bounds: rect(0, 0, 100, 100), inside: false,
          implementation: .override(className: "RoundView"), caller: nil)))
    #expect(stage.trace.text.contains("round.point(inside: (5, 5)) [override RoundView] → false"))
  }

  @Test("§1 hitTest(_:with:): an override's super call is recorded as [super], nested under it")
  func superCallIsRecorded() throws {
    let stage = Stage()
    let container = stage.add(PassThroughView(id: "container", frame: rect(0, 0, 200, 200)))
    stage.add(View(id: "badge", frame: rect(10, 10, 20, 20)), to: container)
    stage.tap(100, 100)
    #expect(stage.hitView() == "window")
    let records = stage.trace.records
    let visit = try #require(
      records.first { if case .hitTestVisit(view: "container", _, _, nil) = $0.step { true } else { false } })
    #expect(
      visit.step
        == .hitTestVisit(
          view: "container", point: CGPoint(x: 100, y: 100),
          implementation: .override(className: "PassThroughView"), caller: nil))
    let superVisit = try #require(
      records.first {
        if case .hitTestVisit(view: "container", _, _, "container") = $0.step { true } else { false }
      })
    #expect(superVisit.depth == visit.depth + 1)
    #expect(
      superVisit.step
        == .hitTestVisit(
          view: "container", point: CGPoint(x: 100, y: 100), implementation: .uikit, caller: "container"))
    // The badge, asked by UIKit's algorithm inside super, is UIKit's call, not the override's.
    #expect(
      stage.steps.contains(
        .hitTestVisit(view: "badge", point: CGPoint(x: 90, y: 90), implementation: .uikit, caller: nil)))
    stage.tap(15, 15, after: 1)
    #expect(stage.hitView(ofTouch: 2) == "badge")
  }

  @Test(
    "§1 An override that calls another view's hitTest directly is named as the caller; a result outside its subtree is flagged"
  )
  func callsFromAnOverride() {
    let stage = Stage()
    let target = stage.add(View(id: "target", frame: rect(0, 150, 100, 100)))
    let forwarder = stage.add(ForwardingView(id: "forwarder", frame: rect(0, 0, 100, 100)))
    forwarder.target = target
    stage.tap(10, 10)
    #expect(stage.hitView() == "target")
    #expect(
      stage.steps.contains(
        .hitTestVisit(
          view: "target", point: CGPoint(x: 10, y: 10), implementation: .uikit, caller: "forwarder")))
    #expect(stage.steps.contains(.hitTestOutsideSubtree(view: "forwarder", result: "target")))
    #expect(stage.steps.contains(.hitTestOutsideSubtree(view: "window", result: "target")) == false)
  }

  @Test("Recursion in an override ends in a traced error at Tunables.maximumNestedHitTests, not a crash")
  func recursionGuard() throws {
    let stage = Stage()
    stage.add(RecursiveView(id: "loop", frame: rect(0, 0, 100, 100)))
    stage.tap(10, 10)
    let limits = stage.steps.filter { if case .hitTestRecursionLimit = $0 { true } else { false } }
    // The record names the override whose code recursed, not only the view where it stopped.
    #expect(
      limits == [
        .hitTestRecursionLimit(view: "window", limit: Tunables.maximumNestedHitTests, caller: "loop")
      ])
    // Every level answered nil, so no view took the touch, and the counters unwound.
    #expect(stage.hitView() == "window")
    #expect(stage.window.hitTestNesting == 0)
    // Untraced, the same guard holds.
    #expect(stage.application.hitTest(CGPoint(x: 10, y: 10), with: nil) === stage.window)
    // The guard resets: hit testing elsewhere still works.
    let other = stage.add(View(id: "other", frame: rect(200, 0, 100, 100)))
    #expect(stage.application.hitTest(CGPoint(x: 250, y: 50), with: nil) === other)
  }

  @Test("§1 UIKit calls hitTest more than once per touch: the switch runs it twice and shows side effects")
  func hitTestTwice() {
    let stage = Stage()
    stage.add(FlipFlopView(id: "flip", frame: rect(0, 0, 100, 100)))
    stage.tap(10, 10)
    #expect(stage.hitView() == "flip")
    let twice = Stage()
    twice.application.callsHitTestTwice = true
    twice.add(FlipFlopView(id: "flip", frame: rect(0, 0, 100, 100)))
    twice.tap(10, 10)
    #expect(twice.steps.contains(.hitTestRepeat(touch: 1, pass: 2)))
    #expect(twice.steps.contains(.hitTestPassesDisagree(touch: 1, first: "flip", second: "window")))
    #expect(twice.hitView() == "window")
    let windows = twice.steps.filter { if case .hitTestWindow = $0 { true } else { false } }
    #expect(windows.count == 2)
  }

  @Test("A side-effect-free hierarchy gives the same view in both passes, with no disagreement")
  func twiceWithoutSideEffects() {
    let stage = Stage()
    stage.application.callsHitTestTwice = true
    stage.add(View(id: "plain", frame: rect(0, 0, 100, 100)))
    stage.tap(10, 10)
    #expect(stage.hitView() == "plain")
    #expect(!stage.steps.contains { if case .hitTestPassesDisagree = $0 { true } else { false } })
  }

  @Test("JSON names the implementation and the caller of every call")
  func json() throws {
    let stage = Stage()
    stage.add(RoundView(id: "round", frame: rect(0, 0, 100, 100)))
    stage.tap(50, 50)
    let text = try #require(String(data: try TraceDocument(stage.trace).encoded(), encoding: .utf8))
    #expect(text.contains(#""className" : "RoundView""#))
    #expect(text.contains(#""implementation" : "override""#))
    #expect(text.contains(#""implementation" : "uikit""#))
    #expect(text.contains(#""caller" : null"#))
  }
}
