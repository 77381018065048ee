import Foundation

#if !canImport(Darwin)
  /// Core Graphics' drawing context, which Foundation on Linux does not ship: what a view's
  /// `draw(_:)` (never called here) and an image renderer's block draw into.
  ///
  /// TouchLab draws boxes, so this context keeps nothing: every call compiles and returns, so
  /// that a custom view's drawing code compiles unchanged and an image renderer's block can
  /// run. The drawing state a block might read back (the current transform, the path's
  /// emptiness) is kept. On Apple platforms Core Graphics provides the real one.
  public final class CGContext {
    /// The current transformation matrix (`ctm`), kept through `saveGState`/`restoreGState`.
    public private(set) var ctm = CGAffineTransform.identity
    private var saved: [CGAffineTransform] = []
    /// Whether the current path has any point.
    public private(set) var isPathEmpty = true
    public var interpolationQuality: CGInterpolationQuality = .default
    public var textMatrix = CGAffineTransform.identity

    public init() {}

    public func saveGState() { saved.append(ctm) }
    public func restoreGState() { ctm = saved.popLast() ?? ctm }

    public func translateBy(x: CGFloat, y: CGFloat) { ctm = ctm.translatedBy(x: x, y: y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { ctm = ctm.scaledBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { ctm = ctm.rotated(by: angle) }
    public func concatenate(_ transform: CGAffineTransform) { ctm = transform.concatenating(ctm) }

    public func setFillColor(_ color: CGColor) {}
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
    public func setMiterLimit(_ limit: CGFloat) {}
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func setFlatness(_ flatness: CGFloat) {}

    public func beginPath() { isPathEmpty = true }
    public func closePath() {}
    public func move(to point: CGPoint) { isPathEmpty = false }
    public func addLine(to point: CGPoint) { isPathEmpty = false }
    public func addLines(between points: [CGPoint]) { isPathEmpty = isPathEmpty && points.isEmpty }
    public func addRect(_ rect: CGRect) { isPathEmpty = false }
    public func addRects(_ rects: [CGRect]) { isPathEmpty = isPathEmpty && rects.isEmpty }
    public func addEllipse(in rect: CGRect) { isPathEmpty = false }
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) { isPathEmpty = false }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) { isPathEmpty = false }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { isPathEmpty = false }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { isPathEmpty = false }
    public func addPath(_ path: CGPath) { isPathEmpty = isPathEmpty && path.isEmpty }
    public func replacePathWithStrokedPath() {}

    // Painting ends the current path, as in Core Graphics.
    public func fillPath(using rule: CGPathFillRule = .winding) { isPathEmpty = true }
    public func strokePath() { isPathEmpty = true }
    public func drawPath(using mode: CGPathDrawingMode) { isPathEmpty = true }
    public func clip(using rule: CGPathFillRule = .winding) { isPathEmpty = true }
    public func clip(to rect: CGRect) {}
    public func clip(to rects: [CGRect]) {}
    public func fill(_ rect: CGRect) {}
    public func fill(_ rects: [CGRect]) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func strokeLineSegments(between points: [CGPoint]) {}
    public func clear(_ rect: CGRect) {}
    public func draw(_ image: CGImage, in rect: CGRect) {}
    public func drawLinearGradient(
      _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {}
    public func drawRadialGradient(
      _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
      endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {}
  }

  /// Core Graphics' ways of painting a path.
  public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

  /// Core Graphics' blend modes; nothing is blended here.
  public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
    case hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy
    case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
  }

  /// Core Graphics' image interpolation qualities.
  public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }

  /// Core Graphics' gradient drawing options.
  public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
  }

  /// Core Graphics' colour space: kept by name.
  public final class CGColorSpace: Sendable {
    public let name: String?
    public init?(name: String) { self.name = name }
    init(kept name: String) { self.name = name }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let linearGray = "kCGColorSpaceLinearGray"
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(kept: "kCGColorSpaceDeviceRGB") }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(kept: "kCGColorSpaceDeviceGray") }

  /// Core Foundation's array, as Core Graphics takes a gradient's colours: `colors as CFArray`
  /// compiles as an upcast to this.
  public typealias CFArray = [Any]

  /// Core Foundation's time interval, which Foundation on Linux does not name: what
  /// `CACurrentMediaTime()` and an animation's times are in.
  public typealias CFTimeInterval = TimeInterval

  /// Core Graphics' gradient: its colours, kept. (The locations are not read: Core Graphics
  /// reads as many as there are colours from a bare pointer, which TouchLab does not trust.)
  public final class CGGradient: @unchecked Sendable {
    public let colors: [Any]

    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
      self.colors = colors
    }

    public init?(
      colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
      locations: UnsafePointer<CGFloat>?, count: Int
    ) {
      colors = []
    }
  }

  /// Core Graphics' bitmap image: what `UIImage.cgImage` returns and `layer.contents` holds,
  /// here the image's name and size.
  public final class CGImage: Sendable {
    public let name: String
    public let width: Int
    public let height: Int
    init(name: String, width: Int, height: Int) {
      (self.name, self.width, self.height) = (name, width, height)
    }
  }
#else
  import CoreGraphics
#endif
