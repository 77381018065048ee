import Foundation

/// Recognizes a quick straight stroke in an allowed direction (UIKit's
/// `UISwipeGestureRecognizer`): discrete, recognized while the fingers move, as soon as they
/// have travelled ``minimumDistance`` along one axis within ``maximumDuration`` and no more
/// than ``maximumAngle`` off it (§4 table, A-swipe). It fails when the stroke goes the wrong
/// way or too far off the axis, takes too long, or lifts short.
///
/// UIKit documents only ``direction`` and ``numberOfTouchesRequired``; the three limits are
/// UNSOURCED (§4 table) and every decision names the one that decided.
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions a swipe may take (UIKit's `UISwipeGestureRecognizer.Direction`, same raw
  /// values). Screen directions: up is towards smaller y.
  public struct Direction: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)

    /// The direction names, right, left, up, down order, for traces: `"left|up"`.
    public var name: String {
      let names: [(Direction, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
      let parts = names.filter { contains($0.0) }.map(\.1)
      return parts.isEmpty ? "none" : parts.joined(separator: "|")
    }
  }

  /// UNSOURCED: how far the fingers' centroid must travel along the swipe's axis. 50 pt is a
  /// deliberate flick, not a drag; and it must stay larger than the pan recognizer's 10 pt
  /// hysteresis so that a pan on the same view begins first and prevents the swipe (§4 "pan
  /// beats swipe", §8 #12). UIKit's class dumps name a private `minimumPrimaryMovement` but
  /// not its value; a decompiled copy of the class in Apple's Books app
  /// (`BKSwipeGestureRecognizer`) sets 50 pt (*unofficial*).
  public static let minimumDistance: CGFloat = 50
  /// UNSOURCED: the longest a swipe may take from the first finger down to covering
  /// ``minimumDistance``; slower is a drag. UIKit's private `maximumDuration` (the trace's
  /// timer name) has no published value; the Books copy sets 0.5 s (*unofficial*).
  public static let maximumDuration: TimeInterval = 0.5
  /// UNSOURCED: the largest angle, in radians, between the stroke and its axis: 30°, enough for
  /// the arc of a thumb, small enough that a diagonal stroke is no swipe. UIKit bounds the
  /// sideways travel in points instead (private `maximumSecondaryMovement`, value unknown);
  /// an angle keeps one rule for short and long strokes.
  public static let maximumAngle: CGFloat = .pi / 6

  /// UIKit's default `.right` (A-swipe).
  public var direction: Direction = .right
  public var numberOfTouchesRequired = 1

  private var startLocations: [Int: CGPoint] = [:]
  /// Where the swipe began (the centroid of its first touches), for ``location(in:)``.
  private var startCentroid: CGPoint?

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if startLocations.isEmpty {
      schedule(after: Self.maximumDuration, purpose: "maximumDuration") { [unowned self] in
        requestState(.failed, reason: .notASwipe(detail: tooSlow))
      }
    }
    for touch in touches { startLocations[touch.id] = touch.location(in: nil) }
    if startLocations.count > numberOfTouchesRequired {
      return requestState(
        .failed, reason: .touchCountMismatch(count: startLocations.count, required: numberOfTouchesRequired))
    }
    if startLocations.count == numberOfTouchesRequired { startCentroid = startCentroidOfTrackedTouches() }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible, pendingState == nil, let travel = travel() else { return }
    let horizontal = abs(travel.x) >= abs(travel.y)
    let along = horizontal ? abs(travel.x) : abs(travel.y)
    guard along >= Self.minimumDistance else { return }
    let across = horizontal ? abs(travel.y) : abs(travel.x)
    let way: Direction = horizontal ? (travel.x > 0 ? .right : .left) : (travel.y > 0 ? .down : .up)
    let angle = atan2(across, along)
    if angle > Self.maximumAngle {
      let detail =
        "\(Format.number(angle * 180 / .pi))° off the \(way.name) axis, more than the "
        + "\(Format.number(Self.maximumAngle * 180 / .pi))° maximumAngle (UNSOURCED)"
      return requestState(.failed, reason: .notASwipe(detail: detail))
    }
    guard direction.contains(way) else {
      let detail = "moved \(way.name) \(Format.number(along)) pt; direction is \(direction.name)"
      return requestState(.failed, reason: .notASwipe(detail: detail))
    }
    requestState(.recognized, reason: .swiped(direction: way.name, distance: along))
  }

  /// A lift where the stroke went far enough still recognizes; one short of it fails. A
  /// recognition already asked for (held for the sample's other recognizers, or waiting for a
  /// required one to fail) is not undone by the lift.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    touchesMoved(touches, with: event)
    guard state == .possible, pendingState == nil else { return }
    if trackedTouches.count < numberOfTouchesRequired {
      return requestState(
        .failed, reason: .touchCountMismatch(count: trackedTouches.count, required: numberOfTouchesRequired))
    }
    let along = travel().map { max(abs($0.x), abs($0.y)) } ?? 0
    let detail =
      "lifted after \(Format.number(along)) pt, short of the \(Format.number(Self.minimumDistance)) pt "
      + "minimumDistance (UNSOURCED)"
    requestState(.failed, reason: .notASwipe(detail: detail))
  }

  /// Where the swipe began, as UIKit reports it.
  open override func location(in view: View?) -> CGPoint {
    guard let startCentroid, let window = self.view?.window else { return super.location(in: view) }
    guard let view else { return startCentroid }
    return view.convert(startCentroid, from: window)
  }

  open override func reset() {
    startLocations.removeAll()
    startCentroid = nil
  }

  private var tooSlow: String {
    "not \(Format.number(Self.minimumDistance)) pt within the \(Format.number(Self.maximumDuration)) s "
      + "maximumDuration (UNSOURCED)"
  }

  /// How far the fingers have travelled on average from where they began, once all the
  /// required fingers are down; nil before.
  private func travel() -> CGPoint? {
    guard trackedTouches.count == numberOfTouchesRequired else { return nil }
    var sum = CGPoint.zero
    for touch in trackedTouches {
      guard let start = startLocations[touch.id] else { return nil }
      let now = touch.location(in: nil)
      sum.x += now.x - start.x
      sum.y += now.y - start.y
    }
    let count = CGFloat(trackedTouches.count)
    return CGPoint(x: sum.x / count, y: sum.y / count)
  }

  private func startCentroidOfTrackedTouches() -> CGPoint {
    CGPoint.centroid(of: trackedTouches.compactMap { startLocations[$0.id] }) ?? .zero
  }
}
