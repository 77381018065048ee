import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// `claims:`: each claim is one gesture key (`tap: [230, 60]`) and at least one expectation
/// (`hits: card`), read into a ``Claim`` that ``ClaimCheck`` runs. The gesture readers are here;
/// the expectation readers in LayoutBuilder+ClaimExpectations.swift.
extension LayoutBuilder {
  func claims(_ node: YAMLNode) -> [Claim] {
    guard case .sequence(let sequence) = node else {
      log.error("claims must be a list of claims, got \(NodeKind(node).phrase)", at: node.mark)
      return []
    }
    if sequence.count > LayoutLimits.maximumClaims {
      log.error(
        "a layout makes at most \(LayoutLimits.maximumClaims) claims (each is checked on a fresh load of "
          + "the layout), and this is claim \(LayoutLimits.maximumClaims + 1) of \(sequence.count)",
        at: sequence.nodes[LayoutLimits.maximumClaims].mark)
      return []
    }
    return sequence.compactMap(claim)
  }

  private func claim(_ node: YAMLNode) -> Claim? {
    guard let fields = Fields(node, describing: "a claim", validKeys: ViewKeys.claim, log: log) else {
      return nil
    }
    // A misspelled key (already reported) may be the gesture or the expectation that seems to be
    // missing: one message about it is enough.
    var misspelled = false
    if case .mapping(let mapping) = node { misspelled = mapping.count != fields.entries.count }
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
  private func startTime(_ node: YAMLNode) -> TimeInterval? {
    number(node, "at", from0To: Gesture.maximumDuration, unit: " seconds")
  }

  /// The gesture a claim's gesture key describes, at points, with ``Gesture``'s default durations.
  private func claimGesture(_ key: String, _ node: YAMLNode) -> Gesture? {
    let kinds: [String: GestureKind] = [
      "tap": .tap, "doubleTap": .doubleTap, "tripleTap": .tripleTap, "hold": .hold, "drag": .drag,
      "pinch": .pinch, "rotate": .rotate, "cancel": .cancel,
    ]
    guard let kind = kinds[key] else { return nil }
    return gestureSpec(kind, key, node, pointLocation).map(\.gesture)
  }

  /// A claim's locations: points in screen coordinates.
  private var pointLocation: LocationReader<CGPoint> {
    LocationReader(
      pressKey: "at", phrase: "a point [x, y]", example: "[x, y]",
      accepts: { if case .sequence = $0 { true } else { false } },
      read: { [unowned self] node, name in point(node, name) })
  }
}
