import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// A scroll view draws its content offset by `contentOffset` (`bounds.origin`) and cut at its
/// edge (`clipsToBounds`), which stays drawn over the content.
@Suite struct ScrollRenderingTests {
  static func canvas(offset: CGFloat) -> String {
    let session = Session(
      layout: ScrollLayout.make(offset: offset), columns: 70, rows: 20, clock: ManualClock())
    return session.canvas.plainText.prefix(12).joined(separator: "\n")
  }

  @Test func atRest() {
    let text = Self.canvas(offset: 0)
    #expect(text == Self.atRest, "got:\n\(text)")
  }

  /// 45 pt down: `row1` is gone, `row2` shows only its bottom edge, `row4` has come in, and
  /// `list`'s top border is intact above the cut-off content.
  @Test func scrolledAndClipped() {
    let text = Self.canvas(offset: 45)
    #expect(text == Self.scrolled, "got:\n\(text)")
  }

  static let atRest = """
     TouchLab — Scroll
    ┌main───────────────────────────────────┐│ Trace: click a view to touc
    │   ┌list: ScrollView ✦2────┐           ││
    │   │ ┌row1 “Item 1”──────┐ │           ││
    │   │ └───────────────────┘ │           ││
    │   │                       │           ││
    │   │ ┌row2 “Item 2”──────┐ │           ││
    │   │ └───────────────────┘ │           ││
    │   │                       │           ││
    │   │ ┌row3 “Item 3”──────┐ │           ││
    │   └───────────────────────┘           ││
    │                                       ││
    """

  static let scrolled = """
     TouchLab — Scroll
    ┌main───────────────────────────────────┐│ Trace: click a view to touc
    │   ┌list: ScrollView ✦2────┐           ││
    │   │ └───────────────────┘ │           ││
    │   │                       │           ││
    │   │ ┌row3 “Item 3”──────┐ │           ││
    │   │ └───────────────────┘ │           ││
    │   │                       │           ││
    │   │ ┌row4 “Item 4”──────┐ │           ││
    │   │ └───────────────────┘ │           ││
    │   └───────────────────────┘           ││
    │                                       ││
    """
}
