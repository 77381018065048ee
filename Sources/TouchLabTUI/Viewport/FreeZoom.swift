import Foundation
import TouchKit

/// A free zoom (`+`, `-`, the wheel over the canvas; `0` back to fit): the whole hierarchy
/// drawn larger than fits, `2^level` times the fitted scale, with `origin` the screen point at
/// the canvas's top-left corner (UIScrollView's `zoomScale` and `contentOffset`, in effect).
///
/// The level is kept rather than the scale, so a terminal resized while zoomed stays as many
/// steps in from the new fit. Like `Z`, a way of looking only: a click is still a point of the
/// whole screen, hit-tested through every window (``Scaling``).
public struct FreeZoom: Equatable, Sendable {
  /// Steps of ×2 in from the fit: 1 and up (0 is the fit, which is no free zoom).
  public var level: Int
  /// The screen point at the canvas area's top-left corner.
  public var origin: CGPoint

  public init(level: Int, origin: CGPoint) {
    self.level = level
    self.origin = origin
  }

  /// Zooming in stops at the first step where a column is this many points or fewer: a view a
  /// point wide then has a column of its own, which is as far as a terminal's cells can show.
  public static let finestPointsPerColumn: CGFloat = 1

  /// The first level at which a column is ``finestPointsPerColumn`` or fewer, for a screen
  /// fitted at `fit`: the deepest a zoom goes (0 when the fit is already that fine).
  public static func finestLevel(fit: Scaling) -> Int {
    var level = 0
    while level < 60, 1 / (fit.columnsPerPoint * magnification(level)) > finestPointsPerColumn { level += 1 }
    return level
  }

  /// A zoom at `level` with `point` (screen points) in the middle of `area`.
  public static func centred(on point: CGPoint, level: Int, screenSize: CGSize, area: CellRect) -> FreeZoom {
    let columnsPerPoint = Scaling(screenSize: screenSize, area: area).columnsPerPoint * magnification(level)
    let origin = CGPoint(
      x: point.x - CGFloat(area.columns) / 2 / columnsPerPoint,
      y: point.y - CGFloat(area.rows) / columnsPerPoint)
    return FreeZoom(
      level: level,
      origin: clamped(origin, screenSize: screenSize, columnsPerPoint: columnsPerPoint, area: area))
  }

  /// What the title row and the status bar say of a level: `zoom 4×`.
  static func label(_ level: Int) -> String { "zoom \(Format.number(magnification(level)))×" }

  /// How much larger than the fit a level draws.
  public static func magnification(_ level: Int) -> CGFloat {
    pow(2, CGFloat(min(max(level, 0), 60)))
  }

  /// The screen at this zoom in `area`, the origin clamped (``clamped(_:screenSize:columnsPerPoint:area:)``):
  /// after the terminal or the screen changed size, the canvas still shows what it can.
  public func scaling(screenSize: CGSize, area: CellRect) -> Scaling {
    let fit = Scaling(screenSize: screenSize, area: area)
    let columnsPerPoint = fit.columnsPerPoint * Self.magnification(level)
    return Scaling(
      origin: Self.clamped(origin, screenSize: screenSize, columnsPerPoint: columnsPerPoint, area: area),
      columnsPerPoint: columnsPerPoint, area: area, screenSize: screenSize)
  }

  /// `origin` moved so that the canvas shows as much of the screen as it can: on an axis where
  /// the screen is larger than the canvas, no canvas past the screen's edge; where it is
  /// smaller, none of the screen outside the canvas. Panning never loses the screen.
  static func clamped(
    _ origin: CGPoint, screenSize: CGSize, columnsPerPoint: CGFloat, area: CellRect
  ) -> CGPoint {
    func axis(_ value: CGFloat, screen: CGFloat, shown: CGFloat) -> CGFloat {
      let (low, high) = (min(0, screen - shown), max(0, screen - shown))
      return value.isFinite ? min(max(value, low), high) : low
    }
    return CGPoint(
      x: axis(origin.x, screen: screenSize.width, shown: CGFloat(area.columns) / columnsPerPoint),
      y: axis(origin.y, screen: screenSize.height, shown: 2 * CGFloat(area.rows) / columnsPerPoint))
  }
}
