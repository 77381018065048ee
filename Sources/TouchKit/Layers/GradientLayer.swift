import Foundation

/// Core Animation's `CAGradientLayer`, the usual `layerClass` of a gradient view. Kept, not
/// drawn: `colors` (`CGColor`s, as Core Animation takes them), `locations`, the start and end
/// points in unit coordinates, and the kind.
open class GradientLayer: Layer {
  public var colors: [Any]?
  public var locations: [NSNumber]?
  public var startPoint = CGPoint(x: 0.5, y: 0)
  public var endPoint = CGPoint(x: 0.5, y: 1)
  public var type: GradientType = .axial

  /// Core Animation's `CAGradientLayerType`.
  public struct GradientType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = GradientType(rawValue: "axial")
    public static let radial = GradientType(rawValue: "radial")
    public static let conic = GradientType(rawValue: "conic")
  }
}
