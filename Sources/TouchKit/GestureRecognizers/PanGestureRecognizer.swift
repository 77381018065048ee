import Foundation

/// Recognizes a drag of one or more fingers (UIKit's `UIPanGestureRecognizer`): continuous,
/// beginning once the fingers have moved ``hysteresis`` points along either axis (§4 table).
///
/// ``translation(in:)`` is measured from where the fingers went down, so it already holds the
/// hysteresis distance when the pan begins; ``velocity(in:)`` comes from the last two samples.
open class PanGestureRecognizer: GestureRecognizer {
  public var minimumNumberOfTouches = 1
  public var maximumNumberOfTouches = Int.max

  /// How far the fingers move, along either axis, before a pan begins. *Unofficial*:
  /// `+[UIPanGestureRecognizer _defaultHysteresis]` is 10 pt, checked per axis with `>=`
  /// (LLDB notes, §4 table); UIKit scales it by a touch-sloppiness factor, taken here as 1.
  public static let hysteresis: CGFloat = 10

  /// Where translation is measured from, in window coordinates.
  private var origin: CGPoint?
  private var lastSample: (point: CGPoint, time: TimeInterval)?
  private var sampleVelocity = CGPoint.zero

  open override var isContinuous: Bool { true }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if trackedTouches.count > maximumNumberOfTouches, state == .possible {
      return requestState(
        .failed, reason: .touchCountMismatch(count: trackedTouches.count, required: maximumNumberOfTouches))
    }
    rebase(event)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    let point = centroid
    if let lastSample, event.timestamp > lastSample.time {
      let interval = event.timestamp - lastSample.time
      sampleVelocity = CGPoint(
        x: (point.x - lastSample.point.x) / interval, y: (point.y - lastSample.point.y) / interval)
    }
    lastSample = (point, event.timestamp)
    switch state {
    case .possible:
      beginIfMovedEnough(to: point)
    case .began, .changed:
      requestState(.changed, reason: .touchesMoved)
    default:
      return
    }
  }

  /// A lift is the motion's last sample: one that lands past the hysteresis begins the pan
  /// before it ends, as the frames a device sampled on the way there would have. UNSOURCED
  /// (an inference): without it a lift that carries the whole stroke left a swipe on the same
  /// view to recognize alone, against §8 #12.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state == .possible, pendingState == nil { beginIfMovedEnough(to: centroid) }
    let remaining = trackedTouches.filter { !touches.contains($0) }
    if state == .began || state == .changed {
      if remaining.count < minimumNumberOfTouches { requestState(.ended, reason: .touchesEnded) }
    } else if state == .possible, remaining.isEmpty {
      requestState(.failed, reason: .touchesEnded)
    }
    if !remaining.isEmpty { rebase(event, excluding: touches) }
  }

  /// The translation of the fingers since they went down, in `view`'s coordinate space
  /// (nil: the window's): a vector, so only the view's rotation and scale matter.
  open func translation(in view: View?) -> CGPoint {
    guard let origin else { return .zero }
    return vector(from: origin, to: centroid, in: view)
  }

  /// Makes the current position the origin of `translation` plus `translation`.
  open func setTranslation(_ translation: CGPoint, in view: View?) {
    let current = self.translation(in: view)
    let shift = vector(from: current, to: translation, in: nil, reverse: view)
    origin = origin.map { CGPoint(x: $0.x - shift.x, y: $0.y - shift.y) }
  }

  /// Points per second along each axis, from the last two samples, in `view`'s space.
  open func velocity(in view: View?) -> CGPoint {
    vector(from: .zero, to: sampleVelocity, in: view)
  }

  open override func reset() {
    origin = nil
    lastSample = nil
    sampleVelocity = .zero
  }

  /// Asks to begin once the fingers are `hysteresis` from where they went down (§4 table).
  private func beginIfMovedEnough(to point: CGPoint) {
    guard trackedTouches.count >= minimumNumberOfTouches, let origin else { return }
    let dx = abs(point.x - origin.x)
    let dy = abs(point.y - origin.y)
    guard max(dx, dy) >= Self.hysteresis else { return }
    requestState(.began, reason: .movedEnough(distance: max(dx, dy), threshold: Self.hysteresis))
  }

  /// Window-coordinate centroid of the fingers down.
  private var centroid: CGPoint {
    CGPoint.centroid(of: trackedTouches.map { $0.location(in: nil) }) ?? lastSample?.point ?? origin ?? .zero
  }

  /// A finger joined or left: shift the origin so the translation does not jump.
  private func rebase(_ event: Event, excluding leaving: Set<Touch> = []) {
    let before = lastSample?.point
    let fingers = trackedTouches.filter { !leaving.contains($0) }
    guard let now = CGPoint.centroid(of: fingers.map { $0.location(in: nil) }) else { return }
    if let origin, let before {
      self.origin = CGPoint(x: origin.x + now.x - before.x, y: origin.y + now.y - before.y)
    } else if origin == nil {
      origin = now
    }
    lastSample = (now, event.timestamp)
  }

  /// `to - from` as a vector in `view`'s space (window space when nil).
  private func vector(from: CGPoint, to: CGPoint, in view: View?, reverse: View? = nil) -> CGPoint {
    if let reverse, let window = reverse.window {
      let a = window.convert(from, from: reverse)
      let b = window.convert(to, from: reverse)
      return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
    guard let view, let window = view.window else { return CGPoint(x: to.x - from.x, y: to.y - from.y) }
    let a = view.convert(from, from: window)
    let b = view.convert(to, from: window)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }
}
