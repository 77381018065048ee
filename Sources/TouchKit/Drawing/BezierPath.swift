import Foundation

/// A path of lines and curves (UIKit's `UIBezierPath`), whose `contains(_:)` answers as on iOS:
/// what custom `point(inside:with:)` overrides call to make a round button round to touches.
///
/// Rectangles, ellipses and rounded rectangles made with the initializers are answered exactly,
/// by the same geometry as a layout's hit shapes (``HitShape``); any other path (built with
/// `move(to:)`, `addLine(to:)`, arcs and curves, or a shape added to) is answered from its
/// outline as polygons, with Core Graphics' non-zero winding rule (even-odd when
/// ``usesEvenOddFillRule``). Stroking and filling draw nothing: TouchLab draws boxes.
open class BezierPath {
  var outline = PathOutline()
  /// The shape the path is exactly, while nothing else has been added to it.
  private var exactShape: (shape: HitShape, rect: CGRect)?

  public private(set) var currentPoint: CGPoint = .zero
  public var lineWidth: CGFloat = 1
  public var lineCapStyle: CGLineCap = .butt
  public var lineJoinStyle: CGLineJoin = .miter
  public var miterLimit: CGFloat = 10
  public var flatness: CGFloat = 0.6
  public var usesEvenOddFillRule = false

  public init() {}

  public convenience init(rect: CGRect) {
    let rect = rect.standardized
    self.init()
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    close()
    exactShape = (.rectangle, rect)
  }

  public convenience init(ovalIn rect: CGRect) {
    let rect = rect.standardized
    self.init()
    append(polygon: PathOutline.ellipse(in: rect))
    exactShape = (.ellipse, rect)
  }

  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    let rect = rect.standardized
    self.init()
    append(polygon: Self.roundedRectangle(rect, radius: cornerRadius, corners: .allCorners))
    exactShape = (.roundedRectangle(cornerRadius: cornerRadius), rect)
  }

  /// Some corners rounded by `cornerRadii.width` (UIKit rounds with the width and height as an
  /// ellipse; TouchLab with the width as a circle).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize
  ) {
    self.init()
    append(polygon: Self.roundedRectangle(rect.standardized, radius: cornerRadii.width, corners: corners))
  }

  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  // MARK: Building

  public func move(to point: CGPoint) {
    exactShape = nil
    outline.subpaths.append([point])
    currentPoint = point
  }

  public func addLine(to point: CGPoint) {
    add([point])
  }

  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    // As Core Graphics: a line to the arc's start if a subpath is open, else a new subpath.
    if outline.subpaths.isEmpty { move(to: start) } else { add([start]) }
    add(PathOutline.arc(center: center, radius: radius, from: startAngle, to: endAngle, clockwise: clockwise))
  }

  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    add(PathOutline.cubic(currentPoint, controlPoint1, controlPoint2, endPoint))
  }

  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    add(PathOutline.quadratic(currentPoint, controlPoint, endPoint))
  }

  /// Ends the subpath; the next point starts a new one at the subpath's first point.
  public func close() {
    guard let first = outline.subpaths.last?.first else { return }
    currentPoint = first
    outline.subpaths.append([first])
  }

  public func removeAllPoints() {
    outline = PathOutline()
    exactShape = nil
    currentPoint = .zero
  }

  public func append(_ bezierPath: BezierPath) {
    exactShape = nil
    outline.subpaths += bezierPath.outline.subpaths
    currentPoint = bezierPath.currentPoint
  }

  public func apply(_ transform: CGAffineTransform) {
    exactShape = nil
    outline.subpaths = outline.subpaths.map { $0.map { $0.applying(transform) } }
    currentPoint = currentPoint.applying(transform)
  }

  // MARK: Reading

  /// Whether `point` is inside the filled path: exact for the shapes, else by winding.
  public func contains(_ point: CGPoint) -> Bool {
    if let exactShape { return exactShape.shape.contains(point, in: exactShape.rect) }
    return outline.contains(point, evenOdd: usesEvenOddFillRule)
  }

  public var isEmpty: Bool { outline.subpaths.allSatisfy { $0.count < 2 } }

  /// The smallest rectangle holding the path (`.null` for an empty path, as in UIKit).
  public var bounds: CGRect { exactShape?.rect ?? outline.bounds }

  // MARK: Drawing (never drawn)

  /// Open, as UIKit's are (a subclass sets its line before `super.stroke()`); drawn nowhere.
  open func fill() {}
  open func stroke() {}
  public func addClip() {}
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {}
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {}
  public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}

  // MARK: Helpers

  private func add(_ points: [CGPoint]) {
    guard !points.isEmpty else { return }
    exactShape = nil
    if outline.subpaths.isEmpty { outline.subpaths.append([currentPoint]) }
    outline.subpaths[outline.subpaths.count - 1] += points
    currentPoint = points[points.count - 1]
  }

  private func append(polygon: [CGPoint]) {
    guard let first = polygon.first else { return }
    move(to: first)
    add(Array(polygon.dropFirst()))
    close()
  }

  /// The outline of `rect` with `corners` rounded by `radius` (clamped to half the shorter side).
  static func roundedRectangle(_ rect: CGRect, radius: CGFloat, corners: RectCorner) -> [CGPoint] {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    let quarter = CGFloat.pi / 2
    let plan: [(RectCorner, CGPoint, CGFloat)] = [
      (.topLeft, CGPoint(x: rect.minX + r, y: rect.minY + r), 2 * quarter),
      (.topRight, CGPoint(x: rect.maxX - r, y: rect.minY + r), 3 * quarter),
      (.bottomRight, CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
      (.bottomLeft, CGPoint(x: rect.minX + r, y: rect.maxY - r), quarter),
    ]
    var points: [CGPoint] = []
    for (corner, center, start) in plan {
      guard corners.contains(corner), r > 0 else {
        points.append(
          CGPoint(
            x: center.x + r * cos(start + quarter / 2).unitSign(),
            y: center.y + r * sin(start + quarter / 2).unitSign()))
        continue
      }
      points.append(CGPoint(x: center.x + r * cos(start), y: center.y + r * sin(start)))
      points += PathOutline.arc(center: center, radius: r, from: start, to: start + quarter, clockwise: true)
    }
    return points
  }

  /// UIKit's `UIRectCorner`.
  public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  }
}

extension CGFloat {
  /// -1 or 1: which way a square corner lies from the centre of its would-be arc.
  fileprivate func unitSign() -> CGFloat { self < 0 ? -1 : 1 }
}
