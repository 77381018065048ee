import Foundation
import Testing

/// The tap check (Scripts/ib-tap-check.py, issue 40) over the tree's own Interface Builder
/// files: a reference hit test written from UIKit's documented rules (`UIView.hitTest(_:with:)`:
/// hidden, user-interaction-disabled and nearly transparent views are skipped; a point outside a
/// view's bounds is not searched below it; subviews are asked front to back) over the frames
/// Xcode stored in each file, independent of TouchLab's code, against the view `touchlab trace`
/// hits. The same script checks a folder of real files that cannot be shipped
/// (docs/interface-builder.md, "The tap check").
@Suite("The tap check on Layouts/InterfaceBuilder")
struct InterfaceBuilderTapCheckTests {
  @Test(
    "Every tap the check makes on the tree's Interface Builder files hits what UIKit's hit-test rules hit over the stored frames"
  )
  func everyCheckedTapAgrees() throws {
    let result = try E2E.run(
      "/usr/bin/env",
      [
        "python3", E2E.packageRoot.appendingPathComponent("Scripts/ib-tap-check.py").path,
        "--touchlab", E2E.binary, E2E.packageRoot.appendingPathComponent("Layouts/InterfaceBuilder").path,
      ])
    #expect(result.status == 0, "\(result.output)\(result.errors)")
    let checked = result.output.split(separator: "\n").first { $0.hasPrefix("taps checked") }
    let count = checked.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
    // 58 when written; fewer would mean the check stopped reaching the files' views.
    #expect(count >= 50, "\(result.output)")
    #expect(!result.output.contains("taps differing"), "\(result.output)")
  }
}
