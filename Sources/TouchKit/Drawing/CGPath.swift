import Foundation

#if !canImport(Darwin)
  /// Core Graphics' path, which Foundation on Linux does not ship: what `UIBezierPath.cgPath`
  /// returns and `layer.shadowPath` holds. It keeps the outline as ``BezierPath`` flattened it
  /// (polygons) and answers `contains(_:)` the same way. On Apple platforms Core Graphics
  /// provides it.
  public final class CGPath: @unchecked Sendable {
    let outline: PathOutline

    init(outline: PathOutline) { self.outline = outline }

    /// The smallest rectangle holding every point of the path.
    public var boundingBox: CGRect { outline.bounds }

    public var isEmpty: Bool { outline.subpaths.isEmpty }

    /// Whether `point` is inside the filled path (non-zero winding unless `eoFill`).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding) -> Bool {
      outline.contains(point, evenOdd: rule == .evenOdd)
    }
  }

  /// Core Graphics' fill rules.
  public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }

  /// Core Graphics' line caps (`UIBezierPath.lineCapStyle`); nothing is stroked here.
  public enum CGLineCap: Int32, Sendable { case butt, round, square }

  /// Core Graphics' line joins (`UIBezierPath.lineJoinStyle`); nothing is stroked here.
  public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
#else
  import CoreGraphics
#endif
