import Foundation
import Testing

@testable import TouchKit

/// Core Graphics geometry that Foundation on Linux lacks, and UIKit's frame/bounds/center.
@Suite("Geometry")
struct GeometryTests {
  private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

  @Test("CGAffineTransform: rotation, scale, translation, concatenation and inversion")
  func affineTransform() {
    let rotate = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(rotate), CGPoint(x: 0, y: 1)))
    let combined = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0))
    #expect(CGPoint(x: 1, y: 1).applying(combined) == CGPoint(x: 12, y: 3))
    #expect(close(CGPoint(x: 12, y: 3).applying(combined.inverted()), CGPoint(x: 1, y: 1)))
    #expect(CGAffineTransform.identity.isIdentity)
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
    #expect(
      CGAffineTransform.identity.scaledBy(x: 2, y: 2).translatedBy(x: 1, y: 0)
        == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 0))
  }

  @Test("frame is derived from center, bounds.size and transform; setting it sets center and size")
  func frameCenterBounds() {
    let view = View(frame: rect(10, 20, 100, 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == rect(0, 0, 100, 50))
    view.bounds.origin = CGPoint(x: 5, y: 5)
    #expect(view.frame == rect(10, 20, 100, 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == rect(-40, -5, 200, 100))
  }

  @Test("convert(_:from:) and convert(_:to:) are inverse, across nested transformed views")
  func conversionRoundTrip() {
    let window = Window(frame: rect(0, 0, 400, 400))
    let outer = View(frame: rect(50, 50, 200, 200))
    outer.transform = CGAffineTransform(rotationAngle: 0.3)
    let inner = View(frame: rect(20, 30, 50, 40))
    inner.bounds.origin = CGPoint(x: 7, y: -3)
    inner.transform = CGAffineTransform(scaleX: 1.5, y: 0.5)
    window.addSubview(outer)
    outer.addSubview(inner)
    let point = CGPoint(x: 123, y: 77)
    let local = inner.convert(point, from: nil)
    #expect(close(inner.convert(local, to: nil), point))
    #expect(close(outer.convert(local, from: inner), outer.convertFromSuperview(point)))
  }

  @Test("A view cannot be added inside itself or its descendants")
  func noCycles() {
    let parent = View(frame: .zero)
    let child = View(frame: .zero)
    parent.addSubview(child)
    child.addSubview(parent)
    parent.addSubview(parent)
    #expect(parent.superview == nil)
    #expect(parent.subviews.count == 1)
  }
}
