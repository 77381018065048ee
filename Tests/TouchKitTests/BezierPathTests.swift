import Foundation
import Testing

@testable import TouchKit

/// Issue 14: `UIBezierPath.contains(_:)` answers as on iOS, so a `point(inside:with:)` override
/// written with it makes a view round (or any shape) to touches (§1: `point(inside:with:)`
/// decides what is inside).
@Suite("UIBezierPath contains")
struct BezierPathTests {
  @Test("init(rect:): CGRect's edges, min inside and max outside")
  func rectangle() {
    let path = BezierPath(rect: rect(10, 10, 20, 20))
    #expect(path.contains(CGPoint(x: 10, y: 10)))
    #expect(path.contains(CGPoint(x: 29.9, y: 29.9)))
    #expect(!path.contains(CGPoint(x: 30, y: 20)))
    #expect(!path.contains(CGPoint(x: 5, y: 20)))
    #expect(path.bounds == rect(10, 10, 20, 20))
  }

  @Test("init(ovalIn:): the inscribed ellipse, corners of the square outside")
  func oval() {
    let path = BezierPath(ovalIn: rect(0, 0, 100, 50))
    #expect(path.contains(CGPoint(x: 50, y: 25)))
    #expect(path.contains(CGPoint(x: 1, y: 25)))
    #expect(!path.contains(CGPoint(x: 5, y: 5)))
    #expect(!path.contains(CGPoint(x: 95, y: 45)))
  }

  @Test("init(roundedRect:cornerRadius:): corners cut by the radius, edges kept")
  func roundedRectangle() {
    let path = BezierPath(roundedRect: rect(0, 0, 100, 60), cornerRadius: 20)
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
    #expect(path.contains(CGPoint(x: 50, y: 1)))
    #expect(path.contains(CGPoint(x: 20, y: 20)))
    #expect(!path.contains(CGPoint(x: 98, y: 58)))
  }

  @Test("roundedRect with only some corners rounded keeps the square ones")
  func someCornersRounded() {
    let path = BezierPath(
      roundedRect: rect(0, 0, 100, 100), byRoundingCorners: [.topLeft],
      cornerRadii: CGSize(width: 30, height: 30))
    #expect(!path.contains(CGPoint(x: 3, y: 3)))
    #expect(path.contains(CGPoint(x: 97, y: 3)))
    #expect(path.contains(CGPoint(x: 3, y: 97)))
  }

  @Test("init(arcCenter:…): the arc closed by its chord; clockwise increases the angle (y down)")
  func arc() {
    // Half a circle from 0 to π clockwise: the lower half on a y-down screen.
    let lower = BezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(lower.contains(CGPoint(x: 50, y: 80)))
    #expect(!lower.contains(CGPoint(x: 50, y: 20)))
    let upper = BezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(upper.contains(CGPoint(x: 50, y: 20)))
    #expect(!upper.contains(CGPoint(x: 50, y: 80)))
  }

  @Test("A pie slice built with move(to:), addArc and close()")
  func pieSlice() {
    let path = BezierPath()
    path.move(to: CGPoint(x: 50, y: 50))
    path.addArc(
      withCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    path.close()
    #expect(path.contains(CGPoint(x: 60, y: 60)))
    #expect(!path.contains(CGPoint(x: 40, y: 60)))
    #expect(!path.contains(CGPoint(x: 60, y: 40)))
  }

  @Test("A triangle from move(to:)/addLine(to:)/close(), and its bounds")
  func triangle() {
    let path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 100))
    path.addLine(to: CGPoint(x: 50, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 100))
    path.close()
    #expect(path.contains(CGPoint(x: 50, y: 60)))
    #expect(!path.contains(CGPoint(x: 10, y: 10)))
    #expect(path.bounds == rect(0, 0, 100, 100))
  }

  @Test("A five-pointed star: non-zero winding fills the centre, even-odd leaves it empty")
  func windingRules() {
    let path = BezierPath()
    let points = (0..<5).map { index -> CGPoint in
      let angle = -CGFloat.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5
      return CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
    }
    path.move(to: points[0])
    for point in points.dropFirst() { path.addLine(to: point) }
    path.close()
    #expect(path.contains(CGPoint(x: 50, y: 50)))
    path.usesEvenOddFillRule = true
    #expect(!path.contains(CGPoint(x: 50, y: 50)))
  }

  @Test("A shape added to stops being exact but still answers by its outline")
  func appended() {
    let path = BezierPath(ovalIn: rect(0, 0, 40, 40))
    path.append(BezierPath(rect: rect(100, 0, 20, 20)))
    #expect(path.contains(CGPoint(x: 20, y: 20)))
    #expect(path.contains(CGPoint(x: 110, y: 10)))
    #expect(!path.contains(CGPoint(x: 70, y: 10)))
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
  }

  @Test("removeAllPoints empties the path; an empty path contains nothing")
  func empty() {
    let path = BezierPath(rect: rect(0, 0, 10, 10))
    path.removeAllPoints()
    #expect(path.isEmpty)
    #expect(!path.contains(CGPoint(x: 5, y: 5)))
  }
}
