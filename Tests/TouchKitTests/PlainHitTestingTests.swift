import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// Shrinks its hit area to the inscribed circle: a class whose `point(inside:)` the plain path
/// must not bypass.
private final class CircleView: View {
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    let radius = min(bounds.width, bounds.height) / 2
    return hypot(point.x - bounds.midX, point.y - bounds.midY) <= radius
  }
}

/// Hit tests the whole window again from its own `hitTest`: the recursion guard's case (issue 4).
private final class LoopingView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let window else { return nil }
    return window.hitTest(convert(point, to: window), with: event)
  }
}

/// Removes every other subview of its superview when hit tested: an override that changes the
/// hierarchy in the middle of a walk, which the plain path must survive.
private final class ClearingView: View {
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    for sibling in superview?.subviews ?? [] where sibling !== self { sibling.removeFromSuperview() }
    return nil
  }
}

/// Issue 42: the untraced hit test calls a subview with no ``HitTestDetours`` directly
/// (View+PlainHitTesting.swift). These tests hold it to reference §1's algorithm: the flags it
/// trusts follow the properties they mirror, and its answers are §1's on random trees with
/// skipped views, overriding classes and hit areas.
@Suite("§1 Hit testing: the untraced plain path")
struct PlainHitTestingTests {
  @Test("§1 skip rules and overrides: each detour is set and cleared with the property it mirrors")
  func detoursFollowTheirProperties() {
    let view = View(frame: rect(0, 0, 10, 10))
    #expect(view.hitTestDetours.isEmpty)
    view.isHidden = true
    #expect(view.hitTestDetours == .hidden)
    view.isHidden = false
    view.isUserInteractionEnabled = false
    #expect(view.hitTestDetours == .interactionDisabled)
    view.isUserInteractionEnabled = true
    view.alpha = 0.009
    #expect(view.hitTestDetours == .transparent)
    view.alpha = 0.01  // §1: alpha < 0.01 is skipped, so exactly 0.01 is not
    #expect(view.hitTestDetours.isEmpty)
    view.hitArea = HitArea(hitSlop: EdgeInsets(top: -4, left: -4, bottom: -4, right: -4))
    view.hitTestOverride = .passThrough
    view.animation = ViewAnimation(
      fromFrame: rect(0, 0, 1, 1), beginTime: 0, duration: 1, allowsUserInteraction: false)
    #expect(view.hitTestDetours == [.hitArea, .hitTestOverride, .animation])
    view.hitArea = nil
    view.hitTestOverride = nil
    view.animation = nil
    #expect(view.hitTestDetours.isEmpty)
    #expect(CircleView(frame: .zero).hitTestDetours == .overridingClass)
    #expect(LoopingView(frame: .zero).hitTestDetours == .overridingClass)
  }

  @Test("§1 algorithm: the untraced hit test answers as the reference on random trees (seeds 1–40)")
  func agreesWithReference() {
    for seed in UInt64(1)...40 {
      var random = SplitMix64(seed: seed)
      let stage = Stage()
      var views: [View] = [stage.window]
      for index in 0..<60 {
        let parent = views[random.int(0...(views.count - 1))]
        let side = CGFloat(random.int(4...60))
        let frame = rect(CGFloat(random.int(-10...200)), CGFloat(random.int(-10...150)), side, side)
        let view = random.int(0...5) == 0 ? CircleView(frame: frame) : View(frame: frame)
        view.id = "v\(index)"
        parent.addSubview(view)
        views.append(view)
      }
      // Set after the views are made, so the setters keep the flags, some set and cleared again.
      for view in views.dropFirst() {
        switch random.int(0...11) {
        case 0: view.isHidden = true
        case 1: view.isUserInteractionEnabled = false
        case 2: view.alpha = 0.005
        case 3: view.hitArea = HitArea(hitSlop: EdgeInsets(top: -6, left: -6, bottom: -6, right: -6))
        case 4:
          view.isHidden = true
          view.isHidden = false
        case 5: view.bounds.origin = CGPoint(x: 3, y: -2)  // scrolled content (§1)
        default: break
        }
      }
      for _ in 0..<200 {
        let point = CGPoint(x: Double(random.int(-5...260)) + 0.5, y: Double(random.int(-5...210)) + 0.5)
        let expected = reference(stage.window, point)
        let answer = stage.application.hitTest(point, with: nil)
        #expect(
          answer === expected, "seed \(seed) at \(point): \(answer?.id ?? "nil") ≠ \(expected?.id ?? "nil")")
      }
    }
  }

  @Test("Issue 4's recursion guard still stops an override that hit tests its window, below plain views")
  func recursionGuardBelowPlainViews() {
    let stage = Stage()
    let outer = stage.add(View(id: "outer", frame: rect(0, 0, 200, 200)))
    let inner = stage.add(View(id: "inner", frame: rect(0, 0, 150, 150)), to: outer)
    stage.add(LoopingView(id: "loop", frame: rect(0, 0, 100, 100)), to: inner)
    // The guard stops the cycle at the window's own counter and the looping view answers nil;
    // `inner`, which holds the point and has no other subview, then answers itself (§1: no
    // subview took the point), as the dynamic path does, and every counter unwinds.
    #expect(stage.application.hitTest(CGPoint(x: 10, y: 10), with: nil) === inner)
    #expect(stage.window.hitTestNesting == 0)
    #expect(stage.application.hitTest(CGPoint(x: 160, y: 160), with: nil) === outer)
  }

  @Test("Issue 42: a view whose class overrides hit testing marks every ancestor, and only them")
  func overridingClassMarksAncestors() {
    let stage = Stage()
    let left = stage.add(View(id: "left", frame: rect(0, 0, 100, 100)))
    let right = stage.add(View(id: "right", frame: rect(100, 0, 100, 100)))
    let middle = stage.add(View(id: "middle", frame: rect(0, 0, 50, 50)), to: left)
    #expect(!stage.window.holdsOverridingClass && !left.holdsOverridingClass)
    // Joined below a view already in the window: the mark climbs to the window.
    middle.addSubview(CircleView(frame: rect(0, 0, 10, 10)))
    #expect(middle.holdsOverridingClass && left.holdsOverridingClass && stage.window.holdsOverridingClass)
    #expect(!right.holdsOverridingClass)
    // A subtree built apart and then joined carries its mark with it.
    let apart = View(frame: rect(0, 0, 20, 20))
    apart.addSubview(View(frame: rect(0, 0, 5, 5)))
    apart.subviews[0].addSubview(LoopingView(frame: .zero))
    #expect(apart.holdsOverridingClass)
    right.addSubview(apart)
    #expect(right.holdsOverridingClass)
  }

  @Test("Issue 42: an override that removes its siblings mid-walk ends the walk over the old subviews")
  func overrideChangingTheHierarchy() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 200, 200)))
    let back = stage.add(View(id: "back", frame: rect(0, 0, 200, 200)), to: parent)
    stage.add(View(id: "backChild", frame: rect(0, 0, 50, 50)), to: back)
    stage.add(ClearingView(id: "clearing", frame: rect(0, 0, 200, 200)), to: parent)
    // §1 walks front to back: the clearing view answers nil after removing `back`, and the walk
    // goes on over the subviews it started with, so the removed `back` still answers (the
    // array copy the walk holds keeps it alive), as Swift's `for … in subviews.reversed()` would.
    #expect(stage.application.hitTest(CGPoint(x: 10, y: 10), with: nil)?.id == "backChild")
    #expect(parent.subviews.map(\.id) == ["clearing"])
  }

  /// §1 as the reference states it, over public properties only.
  private func reference(_ view: View, _ point: CGPoint) -> View? {
    if view.isHidden || !view.isUserInteractionEnabled || view.alpha < 0.01 { return nil }
    guard view.point(inside: point, with: nil) else { return nil }
    for subview in view.subviews.reversed() {
      if let hit = reference(subview, subview.convert(point, from: view)) { return hit }
    }
    return view
  }
}
