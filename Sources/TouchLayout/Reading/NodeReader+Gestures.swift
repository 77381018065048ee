import Foundation
import TouchKit
import TouchYAML

/// How a gesture's locations are written: a claim's are points, a script's are view targets or
/// points. The gesture readers below take one, so claims and scripts read gestures alike.
package struct LocationReader<Location> {
  /// The key of the location in a press's mapping form: `at` (claims) or `on` (scripts).
  package var pressKey: String
  /// What a location is, for messages: "a point [x, y]".
  package var phrase: String
  /// A location in the mapping form's description: `[x, y]`.
  package var example: String
  /// Whether `node` is written as a location (rather than as a press's mapping form).
  package var accepts: (YAMLNode) -> Bool
  /// The location `node` gives, `name` naming it in messages; nil when reported.
  package var read: (YAMLNode, String) -> Location?

  package init(
    pressKey: String, phrase: String, example: String, accepts: @escaping (YAMLNode) -> Bool,
    read: @escaping (YAMLNode, String) -> Location?
  ) {
    self.pressKey = pressKey
    self.phrase = phrase
    self.example = example
    self.accepts = accepts
    self.read = read
  }
}

/// The gestures claims and scripts describe, with their default durations.
package enum GestureKind {
  case tap, doubleTap, tripleTap, hold, drag, swipe, pinch, rotate, cancel

  /// How long a swipe takes unless told otherwise. UNSOURCED: a quick flick, fast enough for a
  /// swipe recognizer over a few dozen points.
  package static let swipeDuration: TimeInterval = 0.2
}

extension NodeReader {
  /// The gesture `node` describes under `name`, with ``Gesture``'s default durations.
  package func gestureSpec<Location>(
    _ kind: GestureKind, _ name: String, _ node: YAMLNode, _ location: LocationReader<Location>
  )
    -> GestureSpec<Location>?
  {
    switch kind {
    case .tap: return location.read(node, name).map { .tap($0) }
    case .doubleTap: return location.read(node, name).map { .multiTap($0, count: 2) }
    case .tripleTap: return location.read(node, name).map { .multiTap($0, count: 3) }
    case .hold:
      return press(node, name, location, durationKey: "duration", default: Gesture.holdDuration).map {
        .hold($0.location, duration: $0.duration)
      }
    case .cancel:
      return press(node, name, location, durationKey: "after", default: Gesture.interruptionDelay).map {
        .interrupted($0.location, after: $0.duration)
      }
    case .drag: return drag(node, name, location, default: Gesture.dragDuration)
    case .swipe: return drag(node, name, location, default: GestureKind.swipeDuration)
    case .pinch: return pinch(node, name, location)
    case .rotate: return rotate(node, name, location)
    }
  }

  /// `hold: [x, y]` or `hold: {at: [x, y], duration: 0.8}` (and `cancel:` with `after:`).
  private func press<Location>(
    _ node: YAMLNode, _ name: String, _ location: LocationReader<Location>, durationKey: String,
    default duration: TimeInterval
  ) -> (location: Location, duration: TimeInterval)? {
    if location.accepts(node) { return location.read(node, name).map { ($0, duration) } }
    guard case .mapping = node else {
      log.error(
        "\(name) must be \(location.phrase) or a mapping {\(location.pressKey): \(location.example), "
          + "\(durationKey): seconds}, got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    let key = location.pressKey
    guard let fields = gestureFields(node, name, [key, durationKey]) else { return nil }
    let at = required(fields, key, of: name).flatMap { location.read($0, "\(name) \(key)") }
    let seconds = fields[durationKey].map { self.duration($0, "\(name) \(durationKey)") } ?? duration
    guard let at, let seconds else { return nil }
    return (at, seconds)
  }

  /// `drag: {from: [x, y], to: [x, y], duration: 0.5}` (and `swipe:`).
  private func drag<Location>(
    _ node: YAMLNode, _ name: String, _ location: LocationReader<Location>, default duration: TimeInterval
  ) -> GestureSpec<Location>? {
    guard let fields = gestureFields(node, name, ["from", "to", "duration"]) else { return nil }
    let from = required(fields, "from", of: name).flatMap { location.read($0, "\(name) from") }
    let to = required(fields, "to", of: name).flatMap { location.read($0, "\(name) to") }
    let seconds = fields["duration"].map { self.duration($0, "\(name) duration") } ?? duration
    guard let from, let to, let seconds else { return nil }
    return .drag(from: from, to: to, duration: seconds)
  }

  /// `pinch: {center: [x, y], from: 40, to: 160, duration: 0.5}`: distances between the fingers.
  private func pinch<Location>(_ node: YAMLNode, _ name: String, _ location: LocationReader<Location>)
    -> GestureSpec<Location>?
  {
    guard let fields = gestureFields(node, name, ["center", "from", "to", "duration"]) else { return nil }
    let center = required(fields, "center", of: name).flatMap { location.read($0, "\(name) center") }
    let from = required(fields, "from", of: name).flatMap { distance($0, "\(name) from") }
    let to = required(fields, "to", of: name).flatMap { distance($0, "\(name) to") }
    let seconds = fields["duration"].map { duration($0, "\(name) duration") } ?? Gesture.dragDuration
    guard let center, let from, let to, let seconds else { return nil }
    return .pinch(center: center, fromDistance: from, toDistance: to, duration: seconds)
  }

  /// `rotate: {center: [x, y], radius: 60, degrees: 90, duration: 0.5}`: clockwise positive.
  private func rotate<Location>(_ node: YAMLNode, _ name: String, _ location: LocationReader<Location>)
    -> GestureSpec<Location>?
  {
    guard let fields = gestureFields(node, name, ["center", "radius", "degrees", "duration"]) else {
      return nil
    }
    let center = required(fields, "center", of: name).flatMap { location.read($0, "\(name) center") }
    let radius = required(fields, "radius", of: name).flatMap { distance($0, "\(name) radius") }
    let degrees = required(fields, "degrees", of: name).flatMap { number($0, "\(name) degrees") }
    let seconds = fields["duration"].map { duration($0, "\(name) duration") } ?? Gesture.dragDuration
    guard let center, let radius, let degrees, let seconds else { return nil }
    return .rotate(center: center, radius: radius, degrees: degrees, duration: seconds)
  }

  private func gestureFields(_ node: YAMLNode, _ name: String, _ keys: [String]) -> Fields? {
    Fields(node, describing: name, validKeys: keys, log: log)
  }

  /// The node under `key`, or nil with "NAME is missing the required key 'KEY'".
  package func required(_ fields: Fields, _ key: String, of name: String) -> YAMLNode? {
    guard let node = fields[key] else {
      log.error("\(name) is missing the required key '\(key)'", at: fields.mark)
      return nil
    }
    return node
  }

  /// A gesture's duration: what ``Gesture/isValidDuration(_:)`` accepts.
  package func duration(_ node: YAMLNode, _ name: String) -> TimeInterval? {
    guard let value = number(node, name) else { return nil }
    guard Gesture.isValidDuration(value) else {
      log.error(
        "\(name) must be greater than 0 and at most \(formatted(Gesture.maximumDuration)) seconds, "
          + "got \(formatted(value))", at: node.mark)
      return nil
    }
    return value
  }

  /// A distance in points between fingers or from a centre (``Gesture/isValidDistance(_:)``).
  private func distance(_ node: YAMLNode, _ name: String) -> CGFloat? {
    number(node, name, above0To: Double(Gesture.maximumDistance), unit: " points").map { CGFloat($0) }
  }
}
