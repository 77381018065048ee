import Foundation

#if canImport(Darwin)
  import CoreGraphics
#endif

extension BezierPath {
  /// The path as Core Graphics holds it (`layer.shadowPath = path.cgPath`): its outline.
  public var cgPath: CGPath {
    #if canImport(Darwin)
      let path = CGMutablePath()
      for polygon in outline.subpaths {
        guard let first = polygon.first else { continue }
        path.move(to: first)
        for point in polygon.dropFirst() { path.addLine(to: point) }
      }
      return path
    #else
      return CGPath(outline: outline)
    #endif
  }

  /// A path from Core Graphics' (`UIBezierPath(cgPath: layer.shadowPath!)`).
  public convenience init(cgPath: CGPath) {
    self.init()
    #if canImport(Darwin)
      cgPath.applyWithBlock { element in
        let points = element.pointee.points
        switch element.pointee.type {
        case .moveToPoint: move(to: points[0])
        case .addLineToPoint: addLine(to: points[0])
        case .addQuadCurveToPoint: addQuadCurve(to: points[1], controlPoint: points[0])
        case .addCurveToPoint: addCurve(to: points[2], controlPoint1: points[0], controlPoint2: points[1])
        case .closeSubpath: close()
        @unknown default: break
        }
      }
    #else
      outline = cgPath.outline
    #endif
  }
}
