import Foundation
import TouchKit

/// What the session asks of the layout it runs: whether hovering may hit-test, the
/// recognizers a touch would reach, and its animations' time base.
extension Session {
  /// Whether any view's class overrides hit testing in Swift: hovering then names no view,
  /// since asking would run the person's code (perhaps with side effects, §8 #17) on every
  /// pointer move, where UIKit runs it only when a touch begins.
  static func hasSwiftOverrides(_ application: Application) -> Bool {
    application.windows.contains { window in !window.forEachInSubtree { !$0.overridesHitTesting } }
  }

  /// A layout's animations are in flight from the moment it is opened: their times count from
  /// `time` on the session's clock. Returns the animated views, so that asking whether one still
  /// animates (every time the loop wakes) does not walk the whole hierarchy.
  static func startAnimations(of application: Application, at time: TimeInterval) -> [View] {
    var animated: [View] = []
    for window in application.windows {
      window.forEachInSubtree { view in
        if view.animation != nil { animated.append(view) }
        return true
      }
    }
    for view in animated { view.animation?.beginTime += time }
    return animated
  }

  /// The enabled recognizers of `view` and its superviews, innermost first: those a touch that
  /// begins on `view` is given (§3), as `GestureEnvironment.collect` walks them.
  static func recognizers(reachedFrom view: View?) -> [String] {
    var names: [String] = []
    var current = view
    while let view = current {
      names += view.attachedRecognizers.filter(\.isEnabled).map(\.traceID)
      current = view.superview
    }
    return names
  }
}
