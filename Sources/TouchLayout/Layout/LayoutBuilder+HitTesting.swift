import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// The declarative overrides of hit testing (`hitSlop`, `shape`, `cornerRadius`, `hitTest`)
/// and the keys that teach what hit testing ignores (`animation`, `zPosition`).
extension LayoutBuilder {
  func applyHitTestingKeys(_ fields: Fields, to view: View) {
    var area = HitArea()
    if let node = fields["hitSlop"], let slop = hitSlop(node) {
      area.hitSlop = slop
      warnIfNothingIsLeft(of: view.bounds, by: area, at: node)
    }
    if let node = fields["shape"], let shape = shape(node, fields) { area.shape = shape }
    if fields.contains("cornerRadius"), !fields.contains("shape") {
      log.error("cornerRadius needs shape: roundedRectangle", at: fields.keyMark("cornerRadius"))
    }
    if area != HitArea() { view.hitArea = area }
    if let node = fields["hitTest"] { hitTestOverride(node, on: view) }
    if let node = fields["animation"], let animation = animation(node) { view.animation = animation }
    if let node = fields["zPosition"], let value = number(node, "zPosition") {
      if abs(value) <= LayoutLimits.maximumCoordinate {
        view.zPosition = value
      } else {
        log.error(
          "zPosition \(formatted(value)) is beyond \(formatted(LayoutLimits.maximumCoordinate))",
          at: node.mark)
      }
    }
  }

  /// `hitSlop: 10` (every edge) or `{top:, left:, bottom:, right:}` (missing edges are 0).
  private func hitSlop(_ node: YAMLNode) -> EdgeInsets? {
    if NodeKind(node) == .number {
      guard let value = slopValue(node, "hitSlop") else { return nil }
      return EdgeInsets(top: value, left: value, bottom: value, right: value)
    }
    let edges = ["top", "left", "bottom", "right"]
    guard case .mapping = node else {
      log.error(
        "hitSlop must be a number or a mapping of top, left, bottom, right, got \(NodeKind(node).phrase)",
        at: node.mark)
      return nil
    }
    guard let fields = Fields(node, describing: "hitSlop", validKeys: edges, log: log) else { return nil }
    let values = edges.map { edge in fields[edge].map { slopValue($0, "hitSlop \(edge)") } ?? 0 }
    guard let top = values[0], let left = values[1], let bottom = values[2], let right = values[3] else {
      return nil
    }
    return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// A negative slop shrinks the hit area; one that shrinks it to nothing makes the view
  /// untouchable, which loads (UIKit allows it) but is surely a sign mistake: `hitSlop` is what
  /// is added, the opposite sign of the `UIEdgeInsets` the Swift would inset the bounds by.
  private func warnIfNothingIsLeft(of bounds: CGRect, by area: HitArea, at node: YAMLNode) {
    let rect = area.rect(for: bounds)
    guard rect.width <= 0 || rect.height <= 0 else { return }
    log.warning(
      "hitSlop leaves no hit area: it shrinks the \(formatted(Double(bounds.width))) × "
        + "\(formatted(Double(bounds.height))) bounds to nothing, so the view can never be hit "
        + "(a negative hitSlop shrinks the area; hitSlop is the opposite sign of UIEdgeInsets)",
      at: node.mark)
  }

  private func slopValue(_ node: YAMLNode, _ name: String) -> CGFloat? {
    guard let value = number(node, name) else { return nil }
    guard abs(value) <= LayoutLimits.maximumCoordinate else {
      log.error(
        "\(name) \(formatted(value)) is beyond \(formatted(LayoutLimits.maximumCoordinate)) points",
        at: node.mark)
      return nil
    }
    return CGFloat(value)
  }

  /// `shape: rectangle | ellipse | roundedRectangle` (the last with `cornerRadius:`).
  private func shape(_ node: YAMLNode, _ fields: Fields) -> HitShape? {
    let names = ["rectangle", "ellipse", "roundedRectangle"]
    guard let name = string(node, "shape") else { return nil }
    switch name {
    case "rectangle", "ellipse":
      if fields.contains("cornerRadius") {
        log.error("cornerRadius is only for shape: roundedRectangle", at: fields.keyMark("cornerRadius"))
      }
      return name == "ellipse" ? .ellipse : .rectangle
    case "roundedRectangle":
      guard let radiusNode = fields["cornerRadius"] else {
        log.error("shape: roundedRectangle needs a cornerRadius", at: node.mark)
        return nil
      }
      return number(radiusNode, "cornerRadius", from0To: LayoutLimits.maximumCoordinate).map {
        .roundedRectangle(cornerRadius: $0)
      }
    default:
      log.error("unknown shape '\(name)'" + Suggestion.hint(for: name, among: names), at: node.mark)
      return nil
    }
  }

  /// `hitTest: passThrough | outsideBounds | buggy…`, or `hitTest: {redirect: ID}`.
  private func hitTestOverride(_ node: YAMLNode, on view: View) {
    if case .mapping = node {
      guard let fields = Fields(node, describing: "hitTest", validKeys: ["redirect"], log: log) else {
        return
      }
      guard let target = fields["redirect"] else {
        log.error("hitTest as a mapping needs redirect: a view id", at: fields.mark)
        return
      }
      refer(toView: target, "redirect") { view.hitTestOverride = .redirect(to: $0.traceID) }
      return
    }
    let simple = HitTestOverride.names.filter { $0 != "redirect" }
    guard let name = string(node, "hitTest") else { return }
    let overrides: [String: HitTestOverride] = [
      "passThrough": .passThrough, "outsideBounds": .outsideBounds,
      "buggyOutsideBoundsNoChecks": .buggyOutsideBoundsNoChecks,
      "buggyOutsideBoundsNoConversion": .buggyOutsideBoundsNoConversion, "buggyAlwaysSelf": .buggyAlwaysSelf,
    ]
    guard let override = overrides[name] else {
      let hint =
        name == "redirect"
        ? "; write it as hitTest: {redirect: ID}" : Suggestion.hint(for: name, among: simple)
      log.error("unknown hitTest override '\(name)'\(hint)", at: node.mark)
      return
    }
    view.hitTestOverride = override
  }

  /// `animation: {from: [x, y, w, h], duration: s, delay: s, allowUserInteraction: bool}`: the
  /// view's `frame:` is where it is going (its model frame).
  private func animation(_ node: YAMLNode) -> ViewAnimation? {
    let keys = ["from", "duration", "delay", "allowUserInteraction"]
    guard let fields = Fields(node, describing: "an animation", validKeys: keys, log: log) else { return nil }
    guard let fromNode = fields["from"], let durationNode = fields["duration"] else {
      log.error("an animation needs from: [x, y, width, height] and duration: seconds", at: fields.mark)
      return nil
    }
    // Each value is read (and reported) before any is given up on.
    let from = rect(fromNode, "from")
    let duration = seconds(durationNode, "duration", allowZero: false)
    let delay = fields["delay"].map { seconds($0, "delay", allowZero: true) } ?? 0
    let allows = fields["allowUserInteraction"].map { bool($0, "allowUserInteraction") } ?? false
    guard let from, let duration, let delay, let allows else { return nil }
    return ViewAnimation(fromFrame: from, beginTime: delay, duration: duration, allowsUserInteraction: allows)
  }

  /// A time in seconds, at most ``LayoutLimits/maximumAnimationSeconds``.
  private func seconds(_ node: YAMLNode, _ name: String, allowZero: Bool) -> TimeInterval? {
    let limit = LayoutLimits.maximumAnimationSeconds
    return allowZero
      ? number(node, name, from0To: limit, unit: " seconds")
      : number(node, name, above0To: limit, unit: " seconds")
  }
}
