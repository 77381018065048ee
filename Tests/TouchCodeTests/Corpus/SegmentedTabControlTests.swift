import Foundation
import Testing
import TouchKit

/// SegmentedTabControl.swift: a `UIControl` subclass overriding the tracking methods and
/// sending `.valueChanged` itself.
@Suite("Corpus: SegmentedTabControl")
struct SegmentedTabControlTests {
  @Test("layoutSubviews places the three segment labels side by side")
  func segmentsLaidOut() throws {
    let screen = try Corpus.screen("SegmentedTabControl")
    let tabs = try #require(screen.view("tabs"))
    let labels = screen.views(ofClass: "Label", in: tabs)
    #expect(labels.map(\.frame.minX) == [0, 117, 234])
    #expect(labels.map(\.frame.width) == [117, 117, 117])
  }

  @Test("§5 a tap on the third segment sends .valueChanged once: rangeChanged to the controller")
  func tapOtherSegment() throws {
    let screen = try Corpus.screen("SegmentedTabControl")
    #expect(
      screen.tap(320, 120).actions == [SentAction(action: "rangeChanged", sender: "tabs", target: "statsVC")])
  }

  @Test("§5 a tap on the selected segment sends nothing")
  func tapSelectedSegment() throws {
    let screen = try Corpus.screen("SegmentedTabControl")
    #expect(screen.tap(50, 120).actions.isEmpty)
  }

  @Test("§5 continueTracking follows the finger: a drag from the first to the second segment selects it")
  func dragSelects() throws {
    let screen = try Corpus.screen("SegmentedTabControl")
    #expect(screen.drag(from: (50, 120), to: (190, 120)).actionNames == ["rangeChanged"])
    #expect(screen.tap(190, 120).actions.isEmpty)
  }
}
