import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// The builder skips the groups of keys a view does not have (``ViewKeys/Mask``, issue 17's
/// loader speed-up): a key alone in its group must still be read, and the frames read without
/// an array (the fast path) must mean and report what the full reading does.
struct ViewKeyMaskTests {
  @Test func everyViewAndWindowKeyHasABitOfItsOwn() {
    #expect(ViewKeys.window.count <= 64)
    // A view's keys past the 63rd share the last bit (``Fields/present``): exact while every one
    // of them is class-specific, the one group that bit then stands for.
    let sharing = ViewKeys.view.dropFirst(63)
    #expect(sharing.allSatisfy { ClassSpecificKey.named($0) != nil }, "\(Array(sharing))")
    #expect(ViewKeys.viewClassSpecific.bits & (1 << 63) != 0 || sharing.isEmpty)
    for (index, key) in ViewKeys.view.enumerated() where index < 63 {
      let inDetails = ViewKeys.viewDetails.bits & (1 << UInt64(index)) != 0
      let isDetail =
        (ViewKeys.common.contains(key) && key != "id" && key != "frame")
        || ViewKeys.viewOnlyDetails.contains(key)
      #expect(inDetails == isDetail, "\(key)")
    }
  }

  /// Each common key beyond `id` and `frame`, alone on a view, is still read: a wrong value is
  /// reported at the value, so none of them is skipped.
  @Test(
    arguments: ViewKeys.common.filter { $0 != "id" && $0 != "frame" && $0 != "cornerRadius" }
      + ViewKeys.viewOnlyDetails)
  func aDetailKeyAloneIsStillRead(key: String) {
    let found = diagnostics(of: oneWindow("      - {id: a, frame: [0, 0, 10, 10], \(key): [[1]]}\n"))
    #expect(found.contains { $0.hasPrefix("test.yaml:4:") }, "\(key): \(found)")
  }

  // Reference §1: a hidden view is skipped by hit testing; the key must reach the view.
  @Test func hiddenAloneReachesTheViewAndHitTestingSkipsIt() throws {
    let layout = try loadLayout(oneWindow("      - {id: a, frame: [0, 0, 10, 10], hidden: true}\n"))
    let view = try #require(layout.view("a"))
    #expect(view.isHidden)
    let window = try #require(layout.application.windows.first)
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
  }

  @Test func aClassSpecificKeyAloneIsReadOrReported() throws {
    let layout = try loadLayout(oneWindow("      - {id: l, class: Label, frame: [0, 0, 10, 10], text: Hi}\n"))
    #expect((layout.view("l") as? Label)?.text == "Hi")
    #expect(
      diagnostics(of: oneWindow("      - {id: v, frame: [0, 0, 10, 10], text: Hi}\n")) == [
        "test.yaml:4:40: 'text' is only for Label, Button, TextField and TextView views, and this view is a View"
      ])
  }

  @Test(arguments: [
    ("[1, 2, 3, 4]", CGRect(x: 1, y: 2, width: 3, height: 4)),
    ("[-1.5, 0x10, 1_000, 0]", CGRect(x: -1.5, y: 16, width: 1000, height: 0)),
    ("[0, 0, -0.0, 10]", CGRect(x: 0, y: 0, width: 0, height: 10)),
  ])
  func plainFramesAreReadAsWritten(written: String, frame: CGRect) throws {
    let layout = try loadLayout(oneWindow("      - {id: a, frame: \(written)}\n"))
    #expect(layout.view("a")?.frame == frame)
  }

  @Test(arguments: [
    ("[0, 0, -5, 10]", "test.yaml:4:31: frame width must not be negative, got -5"),
    ("[0, 0, 10, .nan]", "test.yaml:4:35: each item of frame must be a finite number, got .nan"),
    ("[0, 0, 10, '4']", "test.yaml:4:35: each item of frame must be a number, got a string"),
    ("[0, 0, 10]", "test.yaml:4:24: frame must be a list of 4 numbers [x, y, width, height], got 3 item(s)"),
  ])
  func framesOffThePlainPathAreReportedInFull(written: String, message: String) {
    #expect(diagnostics(of: oneWindow("      - {id: a, frame: \(written)}\n")) == [message])
  }
}
