import Foundation

/// A colour (UIKit's `UIColor`): red, green, blue and alpha, from 0 to 1.
///
/// TouchLab draws boxes in a terminal, so a colour changes nothing a touch meets; it is kept so
/// that real view code (`backgroundColor = .systemBlue`, `UIColor(red:green:blue:alpha:)`,
/// `withAlphaComponent(0.5)`) compiles and reads back what it set. A class, as UIKit's is, so
/// `UIColor` can be extended with the app's own colours.
public final class Color: Equatable, Hashable, CustomStringConvertible, Sendable {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat
  /// The system name it was made from (`systemBlue`), for descriptions; nil for made colours.
  public let name: String?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue) = (Self.unit(red), Self.unit(green), Self.unit(blue))
    self.alpha = Self.unit(alpha)
    name = nil
  }

  init(name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    self.name = name
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Display P3 components, taken as sRGB (close enough for a colour nobody sees).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Hue, saturation and brightness, converted as `UIColor` does (HSB to RGB).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let s = Self.unit(saturation)
    let v = Self.unit(brightness)
    let sector = Int(h) % 6
    let f = h - CGFloat(sector)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// `UIColor { traits in … }`: resolved once, for the light appearance TouchLab shows.
  public convenience init(dynamicProvider: (TraitCollection) -> Color) {
    let resolved = dynamicProvider(TraitCollection())
    self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
  }

  /// An asset catalog colour: TouchLab has no asset catalog, so there is none (nil), as on iOS
  /// for a name the catalog lacks.
  public convenience init?(named name: String) {
    return nil
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour itself: TouchLab has one appearance (light).
  public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }

  /// UIKit's out-parameter accessor, for code that reads a colour's components.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Drawing calls from a `draw(_:)` override, which TouchLab never calls: nothing to set.
  public func setFill() {}
  public func setStroke() {}
  public func set() {}

  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  public var description: String {
    if let name { return name }
    return
      "rgba(\(Format.number(red)), \(Format.number(green)), \(Format.number(blue)), \(Format.number(alpha)))"
  }

  private static func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(1, max(0, value)) }
}
