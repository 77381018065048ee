import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// Issue 34, item 6: every number of a `transform:` is bounded like the layout's other numbers
/// (``LayoutLimits/maximumScale``, ``LayoutLimits/minimumScale``,
/// ``LayoutLimits/maximumRotationDegrees``; `translate` is a coordinate), and a value out of
/// bounds is an error at its file:line:column. `scale: 1e307` once made an infinite frame that
/// trapped in `CGRect.contains`, and `rotate: 1e308` overflowed to infinity in radians.
struct TransformLimitTests {
  private func problems(_ transform: String) -> [String] {
    diagnostics(of: oneWindow("      - {id: card, frame: [100, 100, 40, 20], transform: \(transform)}\n"))
  }

  @Test("The issue's reproducers: scale 1e307 and rotate 1e308 are errors with their position")
  func reproducers() {
    #expect(
      problems("{scale: 1e307}") == [
        "test.yaml:4:66: scale 1e+307 is out of range: its size must be between 1e-09 and 1000000 "
          + "(negative flips the view)"
      ])
    #expect(
      problems("{rotate: 1e308}") == ["test.yaml:4:67: rotate 1e+308 is beyond ±3600 degrees (ten turns)"])
  }

  @Test("Each scale factor of a pair, a tiny scale and a negative one past the limit are refused")
  func everyComponent() {
    #expect(problems("{scale: [1, 2000000]}").count == 1)
    #expect(problems("{scale: [-2000000, 1]}").count == 1)
    #expect(problems("{scale: 1e-300}").count == 1)
    #expect(problems("{translate: [1e307, 0]}").first?.contains("beyond ±1000000 points") == true)
    #expect(problems("{rotate: -3601}").count == 1)
  }

  @Test("The limits themselves load, and so does a flip")
  func limitsLoad() {
    #expect(problems("{scale: [1000000, -1000000], rotate: -3600, translate: [1000000, -1000000]}") == [])
    #expect(problems("{scale: 1e-9}") == [])
    #expect(problems("{scale: -1}") == [])
  }
}
