import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// Numbers from a person's files reach conversions to `Int`: none may trap (issue 16, item 1:
/// "all numeric conversions checked"; docs/reliability.md, "Hostile input").
@Suite("Hostile numbers")
struct HostileNumberTests {
  @Test(
    "§5 UISegmentedControl: a touch up inside a segmented control 1e-300 or a subnormal wide selects the last segment, no trap",
    arguments: [1e-300, CGFloat.leastNonzeroMagnitude, CGFloat.leastNormalMagnitude / 3])
  func tinySegmentedControl(width: CGFloat) {
    let scene = ControlTests.Scene(SegmentedControl(id: "seg", frame: rect(100, 100, width, 40)))
    scene.control.segmentTitles = ["Day", "Week", "Month"]
    // The press lands on the control's left edge; the release, 5 pt right, is in its tracking
    // slop (§5: ≈70 pt beyond the bounds), 5/1e-300 segment widths away.
    scene.stage.down(100, 120)
    scene.stage.move(105, 120)
    scene.stage.up(105, 120)
    #expect(scene.control.selectedSegmentIndex == 2)
    #expect(scene.controlSteps.contains(.controlValue(control: "seg", value: "segment 2")))
  }

  @Test(
    "§5 UISegmentedControl: the segment index of any point is clamped to the segments, NaN and infinities included"
  )
  func segmentIndexClamped() {
    let control = SegmentedControl(id: "seg", frame: rect(0, 0, .leastNonzeroMagnitude, 40))
    control.segmentTitles = ["A", "B"]
    #expect(control.segmentIndex(at: CGPoint(x: 1e300, y: 0)) == 1)
    #expect(control.segmentIndex(at: CGPoint(x: -1e300, y: 0)) == 0)
    #expect(control.segmentIndex(at: CGPoint(x: CGFloat.nan, y: 0)) == 0)
    #expect(control.segmentIndex(at: CGPoint(x: CGFloat.infinity, y: 0)) == 1)
  }

  @Test(
    "Int(saturating:) rounds, clamps and never traps",
    arguments: [
      (Double.nan, 0...9, 0), (1e19, 0...9, 9), (-1e19, 0...9, 0), (Double.infinity, 0...9, 9),
      (-Double.infinity, 0...9, 0), (4.5, 0...9, 4), (9.99, 0...9, 9), (-0.0, -1...1, 0),
    ] as [(Double, ClosedRange<Int>, Int)])
  func saturating(value: Double, bounds: ClosedRange<Int>, expected: Int) {
    #expect(Int(saturating: value, within: bounds) == expected)
  }

  @Test("Int(saturating:) at Int's own limits: 2⁶³ (Int.max's nearest double) saturates")
  func saturatingAtIntLimits() {
    #expect(Int(saturating: Double(Int.max)) == Int.max)
    #expect(Int(saturating: Double(Int.min)) == Int.min)
    #expect(Int(saturating: 1e300, rounding: .up) == Int.max)
    #expect(Int(saturating: Float(2.5), rounding: .toNearestOrEven) == 2)
  }

  @Test("Format.seconds writes a time too large for milliseconds as a number instead of trapping")
  func hugeSeconds() {
    #expect(Format.seconds(1.25) == "1.250")
    #expect(Format.seconds(1e300) == Format.number(1e300))
    #expect(Format.seconds(.nan) == "nan")
    #expect(Format.seconds(-.infinity) == "-inf")
  }
}
