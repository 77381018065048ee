import Foundation

/// A `UIView.animate(withDuration:delay:options:animations:)` in flight on a view: the view's
/// model geometry is already the destination, and only its picture (the presentation layer)
/// travels from `fromFrame`.
///
/// Two rules of §1 follow, and teaching scenario §8 #15 shows both: hit testing uses the model
/// geometry, so a moving view is hit at its destination, not where it is drawn; and while the
/// animation runs, the view takes no touches at all unless the options include
/// `.allowUserInteraction`.
public struct ViewAnimation: Equatable, Sendable {
  /// Where the view was drawn when the animation began (its frame before the change).
  public var fromFrame: CGRect
  /// When the animation begins, on the application's clock (its `delay`).
  public var beginTime: TimeInterval
  public var duration: TimeInterval
  /// `UIView.AnimationOptions.allowUserInteraction`.
  public var allowsUserInteraction: Bool

  public init(
    fromFrame: CGRect, beginTime: TimeInterval = 0, duration: TimeInterval,
    allowsUserInteraction: Bool = false
  ) {
    self.fromFrame = fromFrame
    self.beginTime = beginTime
    self.duration = duration
    self.allowsUserInteraction = allowsUserInteraction
  }

  public var endTime: TimeInterval { beginTime + duration }

  /// Whether the animation is in flight at `time`. UIKit disables interaction from the moment
  /// the animation is added, so a delayed animation counts from time zero, when it was added.
  public func isRunning(at time: TimeInterval) -> Bool {
    time < endTime
  }

  /// Whether the animation keeps touches from the view at `time` (nil: no time known, as for
  /// an untimed probe of what is under the pointer, which does not block).
  public func blocksInteraction(at time: TimeInterval?) -> Bool {
    guard let time, !allowsUserInteraction else { return false }
    return isRunning(at: time)
  }

  /// Where the view is drawn at `time`, given its model `frame`: `fromFrame` until the
  /// animation begins, then eased in and out (UIKit's default curve, `.curveEaseInOut`) to
  /// the model frame.
  public func presentationFrame(at time: TimeInterval, modelFrame: CGRect) -> CGRect {
    guard duration > 0, time < endTime else { return modelFrame }
    let progress = max(0, min(1, (time - beginTime) / duration))
    let eased = CGFloat(progress * progress * (3 - 2 * progress))
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * eased }
    return CGRect(
      x: mix(fromFrame.minX, modelFrame.minX), y: mix(fromFrame.minY, modelFrame.minY),
      width: mix(fromFrame.width, modelFrame.width), height: mix(fromFrame.height, modelFrame.height))
  }
}
