import Foundation

#if !canImport(Darwin)
  /// Core Graphics' colour, which Foundation on Linux does not ship: what `UIColor.cgColor` and
  /// `layer.borderColor`/`shadowColor` hold. On Apple platforms Core Graphics provides it.
  public final class CGColor: Equatable, Sendable {
    /// Red, green, blue and alpha, from 0 to 1.
    public let components: [CGFloat]?
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
      self.alpha = alpha
    }

    public init(gray: CGFloat, alpha: CGFloat) {
      components = [gray, gray, gray, alpha]
      self.alpha = alpha
    }

    public var numberOfComponents: Int { components?.count ?? 0 }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
  }
#else
  import CoreGraphics
#endif

extension Color {
  /// The colour as Core Graphics holds it (`layer.borderColor = UIColor.red.cgColor`).
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// Back from Core Graphics (`UIColor(cgColor: layer.borderColor!)`).
  public convenience init(cgColor: CGColor) {
    let parts = cgColor.components ?? []
    if parts.count >= 4 {
      self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    } else if parts.count == 2 {
      self.init(white: parts[0], alpha: parts[1])
    } else {
      self.init(white: 0, alpha: cgColor.alpha)
    }
  }
}
