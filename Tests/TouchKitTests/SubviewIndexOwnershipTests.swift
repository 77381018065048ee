import Foundation
import Testing

@testable import TouchKit

/// A wide parent's spatial index (``SubviewIndex``) is its own (`SubviewIndexCache.swift`):
/// kept while its subviews stay as they are, whatever happens in other hierarchies, and
/// dropped when one of its subviews is added, removed, moved or given another hit area, so the
/// next hit test still finds what UIKit's full reverse walk finds (§1: `hitTest(_:with:)` asks
/// subviews front to back, at their frames as they are now).
@Suite struct SubviewIndexOwnershipTests {
  /// A window holding one parent with just enough 10×10 subviews in a row of 10 to be indexed.
  static func wideParent() -> (Window, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let parent = View(frame: window.bounds)
    for index in 0..<Tunables.minimumSubviewsForIndex {
      let subview = View(frame: CGRect(x: index % 10 * 10, y: index / 10 * 10, width: 10, height: 10))
      subview.id = "s\(index)"
      parent.addSubview(subview)
    }
    window.addSubview(parent)
    return (window, parent)
  }

  @Test("§1 hitTest: a wide parent's index is built once and kept while other hierarchies change")
  func keptAcrossOtherChanges() throws {
    let (window, parent) = Self.wideParent()
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil)?.id == "s0")
    let index = try #require(parent.extras?.subviewIndex)
    let (otherWindow, otherParent) = Self.wideParent()
    otherParent.subviews[0].frame.origin.x = 500
    otherWindow.addSubview(View(frame: .zero))
    #expect(window.hitTest(CGPoint(x: 15, y: 5), with: nil)?.id == "s1")
    #expect(parent.extras?.subviewIndex === index, "the same index, not a rebuilt one")
  }

  @Test(
    "§1 hitTest: a subview moved, added, removed or given a hit area drops the parent's index; the next hit test finds it where it is now",
    arguments: ["moved", "added", "removed", "hitArea"])
  func droppedByOwnChanges(change: String) throws {
    let (window, parent) = Self.wideParent()
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil)?.id == "s0")
    #expect(parent.extras?.subviewIndex != nil)
    let point = CGPoint(x: 905, y: 905)
    let expected: String?
    switch change {
    case "moved":
      parent.subviews[3].frame.origin = CGPoint(x: 900, y: 900)
      expected = "s3"
    case "added":
      let added = View(frame: CGRect(x: 900, y: 900, width: 10, height: 10))
      added.id = "new"
      parent.addSubview(added)
      expected = "new"
    case "removed":
      parent.subviews[0].removeFromSuperview()
      expected = nil
    default:
      parent.subviews[5].hitArea = HitArea(hitSlop: EdgeInsets(top: 0, left: 0, bottom: 900, right: 900))
      expected = "s5"
    }
    #expect(parent.extras?.subviewIndex == nil, "\(change) dropped the index")
    let hit = window.hitTest(change == "removed" ? CGPoint(x: 5, y: 5) : point, with: nil)
    #expect(hit?.id == expected ?? "", "\(change): \(hit?.id ?? "nil")")
    let full = SubviewIndexCache.$isEnabled.withValue(false) {
      window.hitTest(change == "removed" ? CGPoint(x: 5, y: 5) : point, with: nil)
    }
    #expect(hit === full)
  }
}
