import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// A negative `hitSlop` that leaves no hit area loads (UIKit allows the inset) but is warned
/// about, at its position: the view can never be hit, and the sign is easy to get backwards
/// (`hitSlop` is added; the Swift's `UIEdgeInsets` is subtracted). Reference §1: a point outside
/// what `point(inside:with:)` accepts is never a hit.
@Suite struct HitSlopWarningTests {
  let yaml = """
    windows:
      - id: main
        views:
          - id: home
            frame: [0, 0, 390, 844]
            subviews:
              - {id: close, frame: [10, 10, 30, 30], hitSlop: -20}
              - {id: strip, frame: [10, 100, 300, 30], hitSlop: {top: -15, bottom: -15}}
              - {id: small, frame: [10, 200, 30, 30], hitSlop: -10}
              - {id: wide, frame: [10, 300, 30, 30], hitSlop: 10}
    """

  @Test("An empty or inverted hit area is a warning with file:line:column; the layout still loads")
  func warned() throws {
    let layout = try loadLayout(yaml)
    #expect(layout.warnings.map { "\($0.line):\($0.column)" } == ["7:59", "8:61"])
    #expect(layout.warnings.allSatisfy { $0.isWarning })
    #expect(
      layout.warnings.first?.description
        == "test.yaml:7:59: warning: hitSlop leaves no hit area: it shrinks the 30 × 30 bounds to nothing, "
        + "so the view can never be hit (a negative hitSlop shrinks the area; hitSlop is the opposite sign of "
        + "UIEdgeInsets)")
  }

  @Test("§1: the warned view is never hit; a slop that leaves some area is no warning")
  func neverHit() throws {
    let layout = try loadLayout(yaml)
    let application = layout.application
    #expect(application.hitTest(CGPoint(x: 25, y: 25), with: nil)?.traceID == "home")
    #expect(application.hitTest(CGPoint(x: 25, y: 215), with: nil)?.traceID == "small")
  }
}
