import Foundation

/// Core Animation's `CAShapeLayer`: a path, filled and stroked. Kept, not drawn; its `path`
/// never changes where its view is hit (§1: a custom shape is `point(inside:with:)`'s to say,
/// as on iOS, often with this very path's `contains`).
open class ShapeLayer: Layer {
  public var path: CGPath?
  public var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  public var fillRule: FillRule = .nonZero
  public var strokeColor: CGColor?
  public var lineWidth: CGFloat = 1
  public var lineCap: LineCap = .butt
  public var lineJoin: LineJoin = .miter
  public var miterLimit: CGFloat = 10
  public var lineDashPhase: CGFloat = 0
  public var lineDashPattern: [NSNumber]?
  public var strokeStart: CGFloat = 0
  public var strokeEnd: CGFloat = 1

  /// Core Animation's `CAShapeLayerFillRule`.
  public struct FillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = FillRule(rawValue: "non-zero")
    public static let evenOdd = FillRule(rawValue: "even-odd")
  }

  /// Core Animation's `CAShapeLayerLineCap`.
  public struct LineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = LineCap(rawValue: "butt")
    public static let round = LineCap(rawValue: "round")
    public static let square = LineCap(rawValue: "square")
  }

  /// Core Animation's `CAShapeLayerLineJoin`.
  public struct LineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = LineJoin(rawValue: "miter")
    public static let round = LineJoin(rawValue: "round")
    public static let bevel = LineJoin(rawValue: "bevel")
  }
}
