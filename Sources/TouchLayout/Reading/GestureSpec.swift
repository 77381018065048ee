import Foundation
import TouchKit

/// A ``Gesture`` whose locations are not points yet: a claim's gestures are at points
/// (`GestureSpec<CGPoint>`), a script's may be on views, found in the layout only when the step
/// runs (`GestureSpec<ScriptTarget>`). One reader reads both (NodeReader+Gestures.swift).
public enum GestureSpec<Location> {
  case tap(Location)
  case multiTap(Location, count: Int)
  case hold(Location, duration: TimeInterval)
  case drag(from: Location, to: Location, duration: TimeInterval)
  case pinch(center: Location, fromDistance: CGFloat, toDistance: CGFloat, duration: TimeInterval)
  case rotate(center: Location, radius: CGFloat, degrees: Double, duration: TimeInterval)
  case interrupted(Location, after: TimeInterval)

  /// The same gesture with each location transformed (a target found in a layout).
  public func map<New>(_ transform: (Location) throws -> New) rethrows -> GestureSpec<New> {
    switch self {
    case .tap(let at): .tap(try transform(at))
    case .multiTap(let at, let count): .multiTap(try transform(at), count: count)
    case .hold(let at, let duration): .hold(try transform(at), duration: duration)
    case .drag(let from, let to, let duration):
      .drag(from: try transform(from), to: try transform(to), duration: duration)
    case .pinch(let center, let from, let to, let duration):
      .pinch(center: try transform(center), fromDistance: from, toDistance: to, duration: duration)
    case .rotate(let center, let radius, let degrees, let duration):
      .rotate(center: try transform(center), radius: radius, degrees: degrees, duration: duration)
    case .interrupted(let at, let delay): .interrupted(try transform(at), after: delay)
    }
  }

  /// Every location, in the order the gesture uses them.
  public var locations: [Location] {
    switch self {
    case .tap(let at), .multiTap(let at, _), .hold(let at, _), .interrupted(let at, _): [at]
    case .drag(let from, let to, _): [from, to]
    case .pinch(let center, _, _, _), .rotate(let center, _, _, _): [center]
    }
  }
}

extension GestureSpec: Equatable where Location: Equatable {}
extension GestureSpec: Sendable where Location: Sendable {}

extension GestureSpec where Location == CGPoint {
  /// The gesture at these points.
  public var gesture: Gesture {
    switch self {
    case .tap(let at): .tap(at)
    case .multiTap(let at, let count): .multiTap(at, count: count)
    case .hold(let at, let duration): .hold(at, duration: duration)
    case .drag(let from, let to, let duration): .drag(from: from, to: to, duration: duration)
    case .pinch(let center, let from, let to, let duration):
      .pinch(center: center, fromDistance: from, toDistance: to, duration: duration)
    case .rotate(let center, let radius, let degrees, let duration):
      .rotate(center: center, radius: radius, degrees: degrees, duration: duration)
    case .interrupted(let at, let delay): .interrupted(at, after: delay)
    }
  }
}
