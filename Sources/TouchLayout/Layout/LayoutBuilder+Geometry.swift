import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// Readers for geometry: frames, points and transforms, with the range checks that keep the
/// engine's arithmetic meaningful (no negative sizes, no non-invertible transforms).
extension LayoutBuilder {
  /// `[x, y, width, height]`, with a non-negative size.
  func rect(_ node: YAMLNode, _ name: String) -> CGRect? {
    if let rect = plainRect(node) { return rect }
    guard let values = numbers(node, name, count: 4, shape: "[x, y, width, height]"),
      withinCoordinateLimit(values, node, name)
    else { return nil }
    guard values[2] < 0 || values[3] < 0 else {
      return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
    var valid = true
    for (index, label) in [(2, "width"), (3, "height")] where values[index] < 0 {
      let mark = node.array().count > index ? node.array()[index].mark : node.mark
      log.error("\(name) \(label) must not be negative, got \(formatted(values[index]))", at: mark)
      valid = false
    }
    guard valid else { return nil }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// The commonest frame, four plain numbers within ±``LayoutLimits/maximumCoordinate`` and a
  /// size not negative, read without making an array (every view has a frame); nil for
  /// anything else, which ``rect(_:_:)`` then reads and reports in full.
  private func plainRect(_ node: YAMLNode) -> CGRect? {
    guard case .sequence(let items) = node, items.count == 4,
      let x = items[0].numberValue, let y = items[1].numberValue,
      let width = items[2].numberValue, let height = items[3].numberValue
    else { return nil }
    // NaN fails every comparison, so it is left to the full reading too.
    let limit = LayoutLimits.maximumCoordinate
    guard abs(x) <= limit, abs(y) <= limit, width >= 0, width <= limit, height >= 0, height <= limit else {
      return nil
    }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// `screen:`: a device preset (`{device: iPhone 15, orientation: landscape}`, portrait by
  /// default) or a bare width and height (`{width: 390, height: 844, scale: 2}`: no safe-area
  /// insets, scale ``DeviceScreen/bareScale`` unless given). Both at once is an error: a preset's size
  /// is the device's.
  func screen(_ node: YAMLNode) -> DeviceScreen? {
    let keys = ["device", "orientation", "width", "height", "scale", "safeArea"]
    guard let fields = Fields(node, describing: "screen", validKeys: keys, log: log) else { return nil }
    if let deviceNode = fields["device"] {
      for key in ["width", "height", "scale", "safeArea"] where fields[key] != nil {
        log.error(
          "screen has both 'device' and '\(key)': a device's size and scale are its own; give one or the other",
          at: fields.mark)
        return nil
      }
      return presetScreen(deviceNode, orientation: fields["orientation"])
    }
    if fields["orientation"] != nil {
      log.error(
        "screen 'orientation' turns a device preset; a bare screen's orientation is its width and height",
        at: fields.mark)
      return nil
    }
    var sides: [Double] = []
    for side in ["width", "height"] {
      guard let value = fields[side] else {
        log.error("screen is missing the required key '\(side)' (or name a 'device')", at: fields.mark)
        continue
      }
      guard let number = number(value, "screen \(side)", above0To: LayoutLimits.maximumCoordinate) else {
        continue
      }
      sides.append(number)
    }
    var scale = DeviceScreen.bareScale
    if let value = fields["scale"] {
      guard let number = number(value, "screen scale", above0To: 10) else { return nil }
      scale = number
    }
    guard sides.count == 2 else { return nil }
    var screen = DeviceScreen(size: CGSize(width: sides[0], height: sides[1]), scale: scale)
    if let node = fields["safeArea"] {
      guard let insets = insets(node, "screen safeArea") else { return nil }
      guard insets.top + insets.bottom <= screen.size.height, insets.left + insets.right <= screen.size.width
      else {
        log.error("screen safeArea leaves no safe area: its insets are larger than the screen", at: node.mark)
        return nil
      }
      screen.safeAreaInsets = insets
    }
    return screen
  }

  private func presetScreen(_ deviceNode: YAMLNode, orientation orientationNode: YAMLNode?) -> DeviceScreen? {
    guard let name = string(deviceNode, "screen device") else { return nil }
    guard let device = DevicePreset.named(name) else {
      let names = DevicePreset.all.map(\.name)
      log.error(
        "unknown device '\(name)' in screen" + Suggestion.hint(for: name, among: names), at: deviceNode.mark)
      return nil
    }
    var orientation = DeviceScreen.Orientation.portrait
    if let orientationNode {
      guard let text = string(orientationNode, "screen orientation") else { return nil }
      guard let value = DeviceScreen.Orientation(rawValue: text) else {
        log.error("screen orientation must be portrait or landscape, got '\(text)'", at: orientationNode.mark)
        return nil
      }
      orientation = value
    }
    return DeviceScreen(device: device, orientation: orientation)
  }

  /// `transform: {scale, rotate, translate}`, applied about the view's centre: points are
  /// scaled first, then rotated (degrees, clockwise on screen), then translated.
  func transform(_ node: YAMLNode) -> CGAffineTransform? {
    let keys = ["scale", "rotate", "translate"]
    guard let fields = Fields(node, describing: "transform", validKeys: keys, log: log) else { return nil }
    var valid = true
    var scale = (x: 1.0, y: 1.0)
    if let value = fields["scale"] {
      if let factors = scaleFactors(value) { scale = factors } else { valid = false }
    }
    var degrees = 0.0
    if let value = fields["rotate"] {
      if let number = rotation(value) { degrees = number } else { valid = false }
    }
    var offset = CGPoint.zero
    if let value = fields["translate"] {
      if let point = point(value, "translate") { offset = point } else { valid = false }
    }
    guard valid else { return nil }
    return CGAffineTransform(scaleX: scale.x, y: scale.y)
      .concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
      .concatenating(CGAffineTransform(translationX: offset.x, y: offset.y))
  }

  /// `scale: 2` or `scale: [sx, sy]`; zero is refused because the transform could not be
  /// inverted, and hit testing inverts it to convert points (§1).
  private func scaleFactors(_ node: YAMLNode) -> (x: Double, y: Double)? {
    let factors: [Double]?
    if case .sequence = node {
      factors = numbers(node, "scale", count: 2, shape: "[sx, sy]")
    } else if NodeKind(node) == .number {
      factors = number(node, "scale").map { [$0, $0] }
    } else {
      log.error(
        "scale must be a number or a list of 2 numbers [sx, sy], got \(NodeKind(node).phrase)", at: node.mark)
      return nil
    }
    guard let factors else { return nil }
    guard !factors.contains(0) else {
      log.error(
        "scale must not be 0: the view would vanish and its transform could not be inverted", at: node.mark)
      return nil
    }
    let (smallest, largest) = (LayoutLimits.minimumScale, LayoutLimits.maximumScale)
    if let outlier = factors.first(where: { abs($0) < smallest || abs($0) > largest }) {
      log.error(
        "scale \(formatted(outlier)) is out of range: its size must be between \(smallest) and "
          + "\(formatted(largest)) (negative flips the view)", at: node.mark)
      return nil
    }
    return (factors[0], factors[1])
  }

  /// `rotate: 30`: degrees within ±``LayoutLimits/maximumRotationDegrees``.
  private func rotation(_ node: YAMLNode) -> Double? {
    guard let degrees = number(node, "rotate") else { return nil }
    let limit = LayoutLimits.maximumRotationDegrees
    guard abs(degrees) <= limit else {
      log.error(
        "rotate \(formatted(degrees)) is beyond ±\(formatted(limit)) degrees (ten turns)", at: node.mark)
      return nil
    }
    return degrees
  }
}
