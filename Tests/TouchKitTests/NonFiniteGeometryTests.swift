import Foundation
import Testing

@testable import TouchKit
@testable import TouchTrace

/// Issue 34, item 6: a person's code can set `transform`, `frame` or `center` to anything, and
/// no infinite or NaN frame may reach geometry. On iOS, Core Animation refuses such geometry
/// (`CALayerInvalidGeometry`, an exception); TouchLab keeps running: the view and its subtree
/// are never hit (``HitTestSkipReason/nonFiniteGeometry``), a notice says why, and every
/// number written as JSON is finite or `null`.
@Suite("Non-finite geometry: never hit, never a trap, never inf in JSON")
struct NonFiniteGeometryTests {
  /// A tap at (100, 100) on `card` (whose geometry `spoil` sets, as a person's code would) in
  /// front of `back`; returns the hit view's id and the trace's steps.
  private func tap(spoiling spoil: (View) -> Void) -> (hit: String?, steps: [TraceStep]) {
    let stage = Stage()
    stage.add(View(id: "back", frame: CGRect(x: 0, y: 0, width: 400, height: 300)))
    let card = stage.add(View(id: "card", frame: CGRect(x: 50, y: 50, width: 100, height: 100)))
    stage.add(View(id: "inner", frame: CGRect(x: 0, y: 0, width: 100, height: 100)), to: card)
    spoil(card)
    stage.tap(100, 100)
    return (stage.hitView(), stage.steps)
  }

  @Test(
    "A transform of scale 1e307, of infinity or of NaN, a NaN frame or an infinite center: skipped, with a notice",
    arguments: [
      "scale 1e307", "rotation inf", "scale nan", "frame nan", "center inf", "bounds origin nan",
    ])
  func skipped(_ kind: String) {
    let (hit, steps) = tap { card in
      switch kind {
      case "scale 1e307": card.transform = CGAffineTransform(scaleX: 1e307, y: 1e307)
      case "rotation inf": card.transform = CGAffineTransform(rotationAngle: .infinity)
      case "scale nan": card.transform = CGAffineTransform(scaleX: .nan, y: 1)
      case "frame nan": card.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
      case "center inf": card.center = CGPoint(x: CGFloat.infinity, y: 0)
      default: card.bounds.origin = CGPoint(x: CGFloat.nan, y: 0)
      }
    }
    #expect(hit == "back", "\(kind)")
    #expect(steps.contains(.hitTestSkip(view: "card", reason: .nonFiniteGeometry)), "\(kind)")
    #expect(
      steps.contains(.notice(api: Notice.nonFiniteGeometry.api, message: Notice.nonFiniteGeometry.message)),
      "\(kind)")
  }

  @Test("Finite geometry is hit as before: a large but finite scale still covers the point")
  func finiteIsHit() {
    let (hit, steps) = tap { $0.transform = CGAffineTransform(scaleX: 1000, y: 1000) }
    #expect(hit == "inner")
    #expect(!steps.contains { if case .notice = $0 { true } else { false } })
  }

  @Test("clampedToFinite: an infinite box covers everything, a NaN one nothing, a finite one is kept")
  func clamping() {
    let huge = CGRect(x: 0, y: 0, width: 100, height: 100).applying(
      CGAffineTransform(scaleX: 1e307, y: 1e307))
    #expect(!huge.isFinite)
    let limit = CGRect.finiteCoordinateLimit
    let clamped = CGRect(x: -CGFloat.infinity, y: 0, width: .infinity, height: 10).clampedToFinite
    #expect(clamped == CGRect(x: -limit, y: 0, width: 2 * limit, height: 10))
    #expect(clamped.contains(CGPoint(x: 5, y: 5)))
    #expect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1).clampedToFinite == .zero)
    #expect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1).clampedToFinite == .zero)
    let plain = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(plain.clampedToFinite == plain)
  }

  @Test("Numbers past 1.8e305 are written as they are, never as inf; JSON writes non-finite as null")
  func numbers() {
    #expect(Format.number(1e307) == "1e+307")
    #expect(Format.number(-1.7e308) == "-1.7e+308")
    #expect(Format.number(12.5) == "12.5")
    #expect(JSONValue.number(1e307).rendered() == "1e+307")
    #expect(JSONValue.array([.number(.infinity), .number(.nan)]).rendered() == "[\n  null,\n  null\n]")
  }

  @Test("describe --format json of a view scaled by 1e307 prints no inf and no nan")
  func describeJSON() {
    let application = Application()
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    application.addWindow(window)
    let card = View(id: "card", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    card.transform = CGAffineTransform(scaleX: 1e307, y: 1e307)
    let json = HierarchyDescription(application: application).json()
    #expect(!json.contains("inf"))
    #expect(!json.contains("nan"))
    #expect(json.contains("null") || json.contains("e+"))
  }
}
