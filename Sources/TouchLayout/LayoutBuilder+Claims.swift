import Foundation
import TouchKit
import Yams

/// `claims:`: each claim is one gesture key (`tap: [230, 60]`) and at least one expectation
/// (`hits: card`), read into a ``Claim`` that ``ClaimCheck`` runs. The gesture readers are here;
/// the expectation readers in LayoutBuilder+ClaimExpectations.swift.
extension LayoutBuilder {
  func claims(_ node: Node) -> [Claim] {
    guard case .sequence(let sequence) = node else {
      log.error("claims must be a list of claims, got \(NodeKind(node).phrase)", at: node.mark)
      return []
    }
    return sequence.compactMap(claim)
  }

  private func claim(_ node: Node) -> Claim? {
    guard let fields = Fields(node, describing: "a claim", validKeys: ViewKeys.claim, log: log) else {
      return nil
    }
    // A misspelled key (already reported) may be the gesture or the expectation that seems to be
    // missing: one message about it is enough.
    let misspelled = node.mapping.map { $0.count != fields.entries.count } ?? false
    let gestureKeys = fields.entries.filter { ViewKeys.claimGestures.contains($0.key) }
    guard let first = gestureKeys.first else {
      if misspelled { return nil }
      log.error(
        "a claim needs one gesture: " + ViewKeys.claimGestures.joined(separator: ", "), at: fields.mark)
      return nil
    }
    for extra in gestureKeys.dropFirst() {
      log.error(
        "a claim has one gesture, but this one also has '\(extra.key)' after '\(first.key)'",
        at: extra.keyMark)
    }
    let gesture = claimGesture(first.key, first.value)
    let expectationKeys = fields.entries.filter { ViewKeys.claimExpectations.contains($0.key) }
    if expectationKeys.isEmpty, !misspelled {
      log.error(
        "a claim needs at least one expectation: " + ViewKeys.claimExpectations.joined(separator: ", "),
        at: fields.mark)
    }
    let expectations = expectationKeys.map { expectation($0.key, $0.value) }
    let says = fields["says"].flatMap { string($0, "says") }
    let startTime = fields["at"].map(startTime) ?? 0
    guard let gesture, let startTime, gestureKeys.count == 1, !expectations.isEmpty,
      !expectations.contains(nil)
    else {
      return nil
    }
    return Claim(
      gesture: gesture, startTime: startTime, expectations: expectations.compactMap { $0 }, says: says,
      line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
  }

  /// `at:` seconds, from 0 up to `Gesture.maximumDuration`.
  private func startTime(_ node: Node) -> TimeInterval? {
    guard let value = number(node, "at") else { return nil }
    guard value >= 0, value <= Gesture.maximumDuration else {
      log.error(
        "at must be between 0 and \(formatted(Gesture.maximumDuration)) seconds, got \(formatted(value))",
        at: node.mark)
      return nil
    }
    return value
  }

  /// The gesture a claim's gesture key describes, with ``Gesture``'s default durations.
  private func claimGesture(_ key: String, _ node: Node) -> Gesture? {
    switch key {
    case "tap": return point(node, "tap").map { .tap($0) }
    case "doubleTap": return point(node, "doubleTap").map { .multiTap($0, count: 2) }
    case "tripleTap": return point(node, "tripleTap").map { .multiTap($0, count: 3) }
    case "hold":
      return press(node, "hold", durationKey: "duration", default: Gesture.holdDuration).map {
        .hold($0.point, duration: $0.duration)
      }
    case "cancel":
      return press(node, "cancel", durationKey: "after", default: Gesture.interruptionDelay).map {
        .interrupted($0.point, after: $0.duration)
      }
    case "drag": return drag(node)
    case "pinch": return pinch(node)
    default: return rotate(node)
    }
  }

  /// `hold: [x, y]` or `hold: {at: [x, y], duration: 0.8}` (and `cancel:` with `after:`).
  private func press(_ node: Node, _ name: String, durationKey: String, default duration: TimeInterval)
    -> (point: CGPoint, duration: TimeInterval)?
  {
    if case .sequence = node { return point(node, name).map { ($0, duration) } }
    guard case .mapping = node else {
      log.error(
        "\(name) must be a point [x, y] or a mapping {at: [x, y], \(durationKey): seconds}, "
          + "got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    guard let fields = gestureFields(node, name, ["at", durationKey]) else { return nil }
    let at = required(fields, "at", of: name).flatMap { point($0, "\(name) at") }
    let seconds = fields[durationKey].map { self.duration($0, "\(name) \(durationKey)") } ?? duration
    guard let at, let seconds else { return nil }
    return (at, seconds)
  }

  /// `drag: {from: [x, y], to: [x, y], duration: 0.5}`.
  private func drag(_ node: Node) -> Gesture? {
    guard let fields = gestureFields(node, "drag", ["from", "to", "duration"]) else { return nil }
    let from = required(fields, "from", of: "drag").flatMap { point($0, "drag from") }
    let to = required(fields, "to", of: "drag").flatMap { point($0, "drag to") }
    let seconds = fields["duration"].map { duration($0, "drag duration") } ?? Gesture.dragDuration
    guard let from, let to, let seconds else { return nil }
    return .drag(from: from, to: to, duration: seconds)
  }

  /// `pinch: {center: [x, y], from: 40, to: 160, duration: 0.5}`: distances between the fingers.
  private func pinch(_ node: Node) -> Gesture? {
    guard let fields = gestureFields(node, "pinch", ["center", "from", "to", "duration"]) else { return nil }
    let center = required(fields, "center", of: "pinch").flatMap { point($0, "pinch center") }
    let from = required(fields, "from", of: "pinch").flatMap { distance($0, "pinch from") }
    let to = required(fields, "to", of: "pinch").flatMap { distance($0, "pinch to") }
    let seconds = fields["duration"].map { duration($0, "pinch duration") } ?? Gesture.dragDuration
    guard let center, let from, let to, let seconds else { return nil }
    return .pinch(center: center, fromDistance: from, toDistance: to, duration: seconds)
  }

  /// `rotate: {center: [x, y], radius: 60, degrees: 90, duration: 0.5}`: clockwise positive.
  private func rotate(_ node: Node) -> Gesture? {
    guard let fields = gestureFields(node, "rotate", ["center", "radius", "degrees", "duration"]) else {
      return nil
    }
    let center = required(fields, "center", of: "rotate").flatMap { point($0, "rotate center") }
    let radius = required(fields, "radius", of: "rotate").flatMap { distance($0, "rotate radius") }
    let degrees = required(fields, "degrees", of: "rotate").flatMap { number($0, "rotate degrees") }
    let seconds = fields["duration"].map { duration($0, "rotate duration") } ?? Gesture.dragDuration
    guard let center, let radius, let degrees, let seconds else { return nil }
    return .rotate(center: center, radius: radius, degrees: degrees, duration: seconds)
  }

  private func gestureFields(_ node: Node, _ name: String, _ keys: [String]) -> Fields? {
    Fields(node, describing: name, validKeys: keys, log: log)
  }

  private func required(_ fields: Fields, _ key: String, of name: String) -> Node? {
    guard let node = fields[key] else {
      log.error("\(name) is missing the required key '\(key)'", at: fields.mark)
      return nil
    }
    return node
  }

  /// A gesture's duration: what ``Gesture/isValidDuration(_:)`` accepts.
  private func duration(_ node: Node, _ name: String) -> TimeInterval? {
    guard let value = number(node, name) else { return nil }
    guard Gesture.isValidDuration(value) else {
      log.error(
        "\(name) must be greater than 0 and at most \(formatted(Gesture.maximumDuration)) seconds, "
          + "got \(formatted(value))", at: node.mark)
      return nil
    }
    return value
  }

  /// A distance in points between fingers or from a centre: positive, within the coordinate limit.
  private func distance(_ node: Node, _ name: String) -> CGFloat? {
    guard let value = number(node, name) else { return nil }
    guard value > 0, value <= LayoutLimits.maximumCoordinate else {
      log.error(
        "\(name) must be greater than 0 and at most \(formatted(LayoutLimits.maximumCoordinate)) points, "
          + "got \(formatted(value))", at: node.mark)
      return nil
    }
    return value
  }
}
