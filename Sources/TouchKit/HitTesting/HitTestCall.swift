import Foundation

/// How hit-testing calls are recorded, whoever makes them.
///
/// TouchKit's own calls (the application asking a window, UIKit's algorithm asking a subview,
/// a declarative override) go through ``tracedHitTest(_:with:)`` and ``tracedPointInside(_:with:)``,
/// which record the call with the implementation about to run, before it runs: an override
/// that never calls `super` is still seen. They *announce* the call, so that UIKit's
/// implementation, when it runs, knows it was TouchKit's call. A call nobody announced was made
/// by an override (its `super.hitTest`, or another view's `hitTest` called directly), and UIKit's
/// implementation records it itself, naming the override as the caller. Calls between two
/// overrides that never reach TouchKit cannot be seen: Swift runs them without TouchKit knowing.
extension View {
  /// Calls `hitTest(_:with:)` on this view for TouchKit, recording the call and its result.
  func tracedHitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let trace = event?.trace else {
      return UserCode.run(.hitTest, of: self) { hitTest(point, with: event) }
    }
    let implementation = hitTestImplementation
    trace.record(
      .hitTestVisit(view: traceID, point: point, implementation: implementation, caller: trace.currentCaller))
    let result: View?
    if case .override = implementation {
      result = trace.nested {
        trace.calling(as: traceID) { UserCode.run(.hitTest, of: self) { hitTest(point, with: event) } }
      }
    } else {
      trace.announcedHitTest = ObjectIdentifier(self)
      result = hitTest(point, with: event)
      trace.announcedHitTest = nil
    }
    recordReturn(result, in: trace)
    return result
  }

  /// Calls `point(inside:with:)` on this view for TouchKit, recording the call and its answer.
  /// An override's own calls are recorded before its answer, one level deeper.
  func tracedPointInside(_ point: CGPoint, with event: Event?) -> Bool {
    guard let trace = event?.trace else {
      return UserCode.run(.pointInside, of: self) { self.point(inside: point, with: event) }
    }
    let implementation = pointInsideImplementation
    let caller = trace.currentCaller
    let inside: Bool
    if case .override = implementation {
      inside = trace.nested {
        trace.calling(as: traceID) {
          UserCode.run(.pointInside, of: self) { self.point(inside: point, with: event) }
        }
      }
    } else {
      trace.announcedPointInside = ObjectIdentifier(self)
      inside = self.point(inside: point, with: event)
      trace.announcedPointInside = nil
    }
    trace.record(
      .pointInside(
        view: traceID, point: point, bounds: testedArea, inside: inside, implementation: implementation,
        caller: caller))
    return inside
  }

  /// Records `hitTest`'s result, and a warning when it is not in this view's subtree: UIKit
  /// delivers the touch there all the same, which is what a redirecting override wants and
  /// what a buggy one did not mean.
  ///
  /// Whether the result is in the subtree is known without a walk when a subview has just
  /// returned the same result from inside its own subtree, as every level of UIKit's algorithm
  /// does: walking up from the result at each level cost a hit path *n* deep *n*²/2 steps
  /// (issue 34).
  func recordReturn(_ result: View?, in trace: TraceRecorder) {
    trace.record(.hitTestReturn(view: traceID, result: result?.traceID))
    guard let result else { return trace.lastHitTestReturn = nil }
    let known =
      result === self
      || trace.lastHitTestReturn.map {
        $0.superview == ObjectIdentifier(self) && $0.result == ObjectIdentifier(result)
      }
        == true
    if known || result.isDescendant(of: self) {
      trace.lastHitTestReturn = (superview.map(ObjectIdentifier.init), ObjectIdentifier(result))
    } else {
      trace.lastHitTestReturn = nil
      trace.record(.hitTestOutsideSubtree(view: traceID, result: result.traceID))
    }
  }

  /// Whether this view's class overrides `hitTest(_:with:)` or `point(inside:with:)` in Swift
  /// (true when that cannot be told). Such code may have side effects, so a probe that UIKit
  /// would never make (the explorer's "what is under the pointer") should not run it.
  public var overridesHitTesting: Bool {
    OverriddenMethods.overrides(.hitTest, in: type(of: self)) != false
      || OverriddenMethods.overrides(.pointInside, in: type(of: self)) != false
  }

  /// What runs when `hitTest(_:with:)` is called on this view.
  var hitTestImplementation: HitTestImplementation {
    if OverriddenMethods.overrides(.hitTest, in: type(of: self)) == true {
      return .override(className: String(describing: type(of: self)))
    }
    guard hasHitTestOverride, let hitTestOverride else { return .uikit }
    return .declarative(hitTestOverride.name)
  }

  /// What runs when `point(inside:with:)` is called on this view.
  var pointInsideImplementation: HitTestImplementation {
    if OverriddenMethods.overrides(.pointInside, in: type(of: self)) == true {
      return .override(className: String(describing: type(of: self)))
    }
    guard hasHitArea, let hitArea else { return .uikit }
    return .declarative(hitArea.name)
  }

  /// The rectangle UIKit's `point(inside:with:)` tests: the bounds, or the declarative hit
  /// area's rectangle.
  var testedArea: CGRect {
    guard hasHitArea, let hitArea else { return bounds }
    return hitArea.rect(for: bounds)
  }
}

extension TraceRecorder {
  /// Whose code is calling: nil for UIKit's algorithm, else the view whose override runs.
  var currentCaller: String? { hitTestCallers.last ?? nil }

  /// Runs `body` as the code of `caller` (nil: UIKit's algorithm).
  func calling<T>(as caller: String?, _ body: () -> T) -> T {
    hitTestCallers.append(caller)
    defer { hitTestCallers.removeLast() }
    return body()
  }

  /// Whether TouchKit announced this very call (and forgets the announcement).
  func takeAnnouncedHitTest(_ view: View) -> Bool {
    guard announcedHitTest == ObjectIdentifier(view) else { return false }
    announcedHitTest = nil
    return true
  }

  func takeAnnouncedPointInside(_ view: View) -> Bool {
    guard announcedPointInside == ObjectIdentifier(view) else { return false }
    announcedPointInside = nil
    return true
  }
}
