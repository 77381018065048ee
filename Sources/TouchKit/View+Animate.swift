import Foundation

/// `UIView.animate(…)` with the effect animations have on touches (§1, teaching scenario §8 #15).
///
/// The animations block runs at once, so every property it sets is already the model value:
/// hit testing uses it (a moving view is hit at its destination). Each view of the current
/// application whose frame, alpha or transform the block changed gets a ``ViewAnimation`` from
/// its old frame, so until the animation ends it takes no touches unless the options include
/// `.allowUserInteraction`. The completion runs when the animation would end, on the
/// application's scheduler (the injected clock: a headless run reaches it when it runs the
/// timers after its last input, the explorer on its tick); with no application, or a duration
/// of zero, at once.
extension View {
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(duration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(duration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    run(duration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// The spring is drawn as the default curve; what touches meet is the same.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(duration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// A transition of `view`'s content: the view is animating (no touches without
  /// `.allowUserInteraction`) for `duration`.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let application = view.window?.application ?? Application.current
    let start = application?.scheduler.now ?? 0
    animations?()
    guard let application, duration > 0 else {
      completion?(true)
      return
    }
    view.animation = ViewAnimation(
      fromFrame: view.frame, beginTime: start, duration: duration,
      allowsUserInteraction: options.contains(.allowUserInteraction))
    finish([view], application: application, at: start + duration, completion: completion)
  }

  /// Runs `actionsWithoutAnimation`: what it sets does not animate. (A `UIView.animate` call
  /// inside it still animates, where UIKit would not: TouchLab keeps no animation state.)
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  // MARK: The one implementation

  private struct Snapshot {
    let view: View
    let frame: CGRect
    let alpha: CGFloat
    let transform: CGAffineTransform
  }

  private static func run(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, animations: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    guard let application = Application.current, duration > 0, duration.isFinite else {
      animations()
      completion?(true)
      return
    }
    let before = application.windows.flatMap(\.allViews).map {
      Snapshot(view: $0, frame: $0.frame, alpha: $0.alpha, transform: $0.transform)
    }
    animations()
    let start = application.scheduler.now
    let delay = delay.isFinite ? max(0, delay) : 0
    var animated: [View] = []
    for old in before {
      let view = old.view
      guard view.frame != old.frame || view.alpha != old.alpha || view.transform != old.transform else {
        continue
      }
      view.animation = ViewAnimation(
        fromFrame: old.frame, beginTime: start + delay, duration: duration,
        allowsUserInteraction: options.contains(.allowUserInteraction))
      animated.append(view)
    }
    finish(animated, application: application, at: start + delay + duration, completion: completion)
  }

  /// At `time`, clears the animations this call set (unless a later one replaced them) and
  /// calls `completion` with true: the animation ran to its end.
  private static func finish(
    _ views: [View], application: Application, at time: TimeInterval, completion: ((Bool) -> Void)?
  ) {
    let set = views.map { ($0, $0.animation) }
    application.scheduler.schedule(at: time) { _ in
      for (view, animation) in set where view.animation == animation { view.animation = nil }
      completion?(true)
    }
  }
}
